import type { CalculationAnswer } from '@lsp/contracts';
import { quantityFieldProductId, type LiftShaftCalculator } from '@lsp/domain';
import type { FormValues } from './form-state';

/** Why the rules took back a user's choice, in words the calculator can say (calculator.reset.because.*). */
export type ResetReason =
  /** A change that resets component quantities (docs/domain.md#consistency-rules): `field` is the one changed. */
  | { kind: 'changed'; field: string }
  /** The required ventilation area changed (now `area` mm²). */
  | { kind: 'area'; area: number }
  /** No ventilation area can be computed from the current entries. */
  | { kind: 'noArea' }
  /** Not offered with the current entries. */
  | { kind: 'unavailable' };

/**
 * A choice of the user that the rules reset: a component quantity or a chosen option. `pending`
 * while the number entry that causes it is still being typed: it takes effect when the entry ends so.
 */
export type ChoiceReset =
  | { kind: 'quantity'; productKey: string; quantity: number; reason: ResetReason; pending?: boolean }
  | { kind: 'value'; field: string; from: unknown; to: unknown; reason: ResetReason; pending?: boolean };

/** The resets as taken effect (the entry that caused them ended). */
export const settled = (resets: readonly ChoiceReset[]): readonly ChoiceReset[] =>
  resets.some((reset) => reset.pending) ? resets.map((reset) => ({ ...reset, pending: false })) : resets;

/** Options the user chooses that the consistency rules may replace (docs/domain.md#consistency-rules). */
const CHOSEN_OPTIONS = ['liftAreaPercentage', 'system', 'smokeDetection', 'liftStatusDetection', 'aioBasicSet'];
/** What a chosen AIO Basic set sets itself. */
const SET_DECIDES = ['system', 'smokeDetection', 'liftStatusDetection'];
/** Cable quantities the user adjusted by hand. */
const ADJUSTED_CABLES = ['custom-length-CABLE-4M', 'custom-length-CABLE-6M', 'custom-length-CABLE-12M', 'fm-2m-custom'];
/** The triggers of docs/domain.md#ventilation-components, for a rule set that does not name its own. */
const DEFAULT_TRIGGERS = [
  'aioBasicSet',
  'installationPosition',
  'nrwgDelivered',
  'projectType',
  'system',
  'weathershelter',
  'quiet',
  'lowEnergyStandard',
];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The fields whose change resets component quantities, as the published rule set says. */
export function quantityResetTriggers(calculator: LiftShaftCalculator): readonly string[] {
  const constants = (calculator.ruleSet.definition as { constants?: Record<string, unknown> }).constants;
  const triggers = constants?.componentResetTriggers;
  return Array.isArray(triggers) ? triggers.map(String) : DEFAULT_TRIGGERS;
}

/**
 * The user's choices among `given` (what was evaluated) that the rules' consistent values take
 * back, with the reason; a field the user changed in this very action is their own doing, not a reset.
 */
export function choiceResets(
  calculator: LiftShaftCalculator,
  given: FormValues,
  answer: CalculationAnswer,
  changed: readonly string[],
): ChoiceReset[] {
  const consistent = Object.fromEntries(answer.formValues.map(({ key, value }) => [key, value]));
  const keyById = new Map(calculator.catalogue.components.map((row) => [row.id, row.productKey]));
  const trigger = changed.find((field) => quantityResetTriggers(calculator).includes(field));
  const area = answer.derived.totalLiftArea;
  const quantityReason: ResetReason = trigger
    ? { kind: 'changed', field: trigger }
    : area === null
      ? { kind: 'noArea' }
      : area !== given.calculatedVentilationArea
        ? { kind: 'area', area }
        : { kind: 'unavailable' };
  const resets: ChoiceReset[] = [];
  // A chosen AIO Basic set decides the system and the detection itself: what it replaces is the user's own doing.
  const setChosen = changed.includes('aioBasicSet') && !isEmpty(given.aioBasicSet);
  for (const [key, value] of Object.entries(given)) {
    if (changed.includes(key) || (setChosen && SET_DECIDES.includes(key))) continue;
    const id = quantityFieldProductId(key);
    if (id !== undefined) {
      const productKey = keyById.get(id);
      if (productKey && typeof value === 'number' && value > 0 && consistent[key] !== value)
        resets.push({ kind: 'quantity', productKey, quantity: value, reason: quantityReason });
    } else if ((CHOSEN_OPTIONS.includes(key) || ADJUSTED_CABLES.includes(key)) && !isEmpty(value) && consistent[key] !== value) {
      resets.push({
        kind: 'value',
        field: key,
        from: value,
        to: consistent[key] ?? null,
        reason: area === null ? { kind: 'noArea' } : { kind: 'unavailable' },
      });
    }
  }
  return resets;
}
