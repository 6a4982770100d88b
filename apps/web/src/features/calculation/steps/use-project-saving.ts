import { useCallback, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ProjectData, ProjectState } from '@lsp/contracts';
import type { CalculatorTab } from '@lsp/domain';
import { ApiError } from '../../../core/api/api-error';
import { useDescribeError } from '../../../core/api/use-describe-error';
import type { CalculationApi } from '../api/calculation-api';
import { calculationPath } from '../calculation-route';
import type { CalculatorAction, CalculatorState } from '../state/calculator-reducer';
import { projectProducts, toList } from '../state/form-state';

interface SavingOptions {
  calls: CalculationApi;
  stateRef: RefObject<CalculatorState>;
  act(action: CalculatorAction): CalculatorState;
  onSaved(projectId: string): void;
  tab: CalculatorTab;
  asTemplate: boolean;
}

/**
 * Saving (spec call 4): sends the form values, the ventilation quantities and the non-standard
 * components with the version loaded; writes back id, version and state; after the first save the
 * address becomes /calculation/{projectId}/{tab} without a reload. Saves run one at a time.
 */
export function useProjectSaving({ calls, stateRef, act, onSaved, tab, asTemplate }: SavingOptions) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = useCallback(async (requested?: ProjectState, options: { rethrow?: boolean } = {}): Promise<ProjectData | null> => {
    const current = stateRef.current;
    setSaving(true);
    setSaveError(null);
    try {
      const project = await calls.save({
        id: current.projectId, ...(current.version !== null ? { version: current.version } : {}),
        state: requested ?? current.projectState,
        products: projectProducts(current.values, current.nonStandardComponents),
        formValues: toList(current.values),
      });
      act({ type: 'saved', projectId: project.id, version: project.version, projectState: project.state, files: project.files });
      onSaved(project.id);
      const path = calculationPath(project.id, tab);
      if (location.pathname !== path && (current.projectId === null || asTemplate)) navigate(path, { replace: true });
      return project;
    } catch (error) {
      const text = error instanceof ApiError && error.status === 409 ? t('calculator.save.conflict') : `${t('calculator.save.failed')} ${describe(error)}`;
      setSaveError(text);
      if (options.rethrow) throw error;
      return null;
    } finally {
      setSaving(false);
    }
  }, [calls, stateRef, act, onSaved, tab, asTemplate, location.pathname, navigate, t, describe]);

  return { save, saving, saveError, clearSaveError: () => setSaveError(null) };
}
