import type { Ref } from 'react';
import { Alert } from '@mui/material';
import type { ProjectOfferData } from '@lsp/contracts';
import type { CalculatorTab } from '@lsp/domain';
import { useCalculatorTexts } from '../fields/texts';
import { CalculationFailure, calculationFailure } from '../messages/CalculationFailure';
import { useCalculator } from '../state/calculator-context';
import { ChoiceResetNotice } from './ChoiceResetNotice';
import { OfferNotice } from './OfferNotice';
import { ProviderMessage } from './ProviderMessage';
import { RecalculationNotice } from './RecalculationNotice';
import { SaveRefused } from './SaveRefused';
import { StepRefusedNotice } from './StepRefusedNotice';
import type { useProjectSaving } from './use-project-saving';
import type { useRecalculation } from './use-recalculation';

interface CalculatorNoticesProps {
  /** The read-only notice: takes the focus after the project was submitted (useSubmitDialog). */
  readOnlyRef: Ref<HTMLDivElement>;
  /** The provider's question, shown while the project waits for the customer's answer. */
  providerMessage: { text: string; at: string } | null | undefined;
  /** The provider's offer, from its making on (docs/projects.md, "Offers"). */
  offer: ProjectOfferData | null | undefined;
  asTemplate: boolean;
  recalculation: ReturnType<typeof useRecalculation>;
  /** A step asked for by address that could not be opened. */
  refused: CalculatorTab | null;
  onCloseRefused(): void;
  basicInputValid: boolean;
  /** The project's saving: a failed or refused save, the server's rules failing on it. */
  saver: ReturnType<typeof useProjectSaving>;
}

/**
 * The notices above the steps, in this order: read-only, the provider's message, the offer, what the
 * recalculation changed, a step refused, a failed save, failed rules, a refused save, the choices
 * the rules reset. A fragment: each is an item of the page's stack.
 */
export function CalculatorNotices(props: CalculatorNoticesProps) {
  const { readOnlyRef, providerMessage, offer, asTemplate, recalculation, refused, onCloseRefused, basicInputValid, saver } = props;
  const { state, editable, costs } = useCalculator();
  const { t } = useCalculatorTexts();
  return (
    <>
      {!editable && (
        <Alert severity="info" data-testid="read-only-notice" ref={readOnlyRef} tabIndex={-1}>
          {t('calculator.readOnlyNotice', { state: t(`projectState.${state.projectState}`) })}
        </Alert>
      )}
      {providerMessage && state.projectState === 'MESSAGE_FROM_DH' && !asTemplate && <ProviderMessage message={providerMessage} />}
      {offer && !asTemplate && <OfferNotice offer={offer} />}
      {recalculation.changes && <RecalculationNotice changes={recalculation.changes} totalNow={recalculation.totalNow} />}
      {refused && <StepRefusedNotice step={refused} basicInputValid={basicInputValid} onClose={onCloseRefused} />}
      {saver.saveError && (
        <Alert severity="error" data-testid="save-error" onClose={saver.clearSaveError}>
          {saver.saveError}
        </Alert>
      )}
      {/* The rules in this browser first, then the server's: the quote, then a save. */}
      <CalculationFailure message={calculationFailure(state.answer) ?? calculationFailure(costs.answer) ?? saver.serverFailure} />
      {saver.refused && <SaveRefused refusal={saver.refused} onClose={saver.clearRefused} />}
      <ChoiceResetNotice />
    </>
  );
}
