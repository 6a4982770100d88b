import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/feedback/LoadingScreen';
import { ApiError } from '../../core/api/api-error';
import { useDescribeError } from '../../core/api/use-describe-error';
import { isUnreachable, useOnline } from '../../core/offline/online';
import { useSignedInUser } from '../../core/session/SessionProvider';
import type { CalculationForm } from './calculation-route';
import { Calculator } from './Calculator';
import { ProjectNotFound } from './ProjectNotFound';
import { useCalculatorLoad } from './state/use-calculator-load';

interface CalculationPageProps {
  projectId: string;
  form: CalculationForm;
}

/**
 * `/calculation/{projectId}/{form}`: loads the project, the rules and the catalogue, then shows
 * the calculator. The project this calculator saved last is not loaded again when the address
 * takes its id (docs/design.md#screens-and-routes: no reload after a save); any other id is opened,
 * also one saved here before its entries became a copy.
 */
export default function CalculationPage({ projectId, form }: CalculationPageProps) {
  const savedHere = useRef<string | null>(null);
  // `opening` counts the projects opened here: the same id opened again (the stored project after its
  // entries were kept as a copy) is loaded and shown afresh too.
  const [opened, setOpened] = useState<Opened>({ id: projectId, asTemplate: form === 'as-template', opening: 0 });
  if (projectId !== (savedHere.current ?? opened.id)) {
    savedHere.current = null;
    setOpened({ id: projectId, asTemplate: form === 'as-template', opening: opened.opening + 1 });
  }
  return (
    <OpenedCalculation
      key={`${opened.id}/${opened.asTemplate}/${opened.opening}`}
      opened={opened}
      form={form}
      onSaved={(id) => {
        savedHere.current = id;
      }}
    />
  );
}

interface Opened {
  id: string;
  asTemplate: boolean;
  opening: number;
}

/** One opened project, from its loading to the calculator. */
function OpenedCalculation({ opened, form, onSaved }: { opened: Opened; form: CalculationForm; onSaved(id: string): void }) {
  const user = useSignedInUser();
  const describe = useDescribeError();
  const { t } = useTranslation();
  const online = useOnline();
  const [generation, setGeneration] = useState(0);
  const stale = useCallback(() => setGeneration((n) => n + 1), []);
  const { data, step } = useCalculatorLoad(opened.id, user, generation);

  if (data.state === 'error' && step === 'BKCC-project' && data.error instanceof ApiError && data.error.status === 404)
    return <ProjectNotFound projectId={opened.id} />;
  if (data.state === 'error') {
    // A saved project never opened on this device has no copy here (docs/offline.md).
    const offline = !online && step === 'BKCC-project' && isUnreachable(data.error);
    const error = offline ? t('offline.savedProject') : describe(data.error);
    return <LoadingScreen code={step} error={error} onRetry={() => window.location.reload()} />;
  }
  if (data.state !== 'value') return <LoadingScreen code={step} />;
  return <Calculator data={data.value} user={user} asTemplate={opened.asTemplate} form={form} onSaved={onSaved} onStale={stale} />;
}
