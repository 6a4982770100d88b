import type { ProjectData } from '@lsp/contracts';
import type { CalculatorAction, CalculatorState } from './calculator-state';

/**
 * The calculator took the project the server stored from `sent`: its id, version, state, files
 * and time, and what was sent as the base of the next merge (docs/calculator-saving.md). A save
 * of its own and a draft the outbox sent in the background end alike.
 */
export function savedAction(project: ProjectData, sent: CalculatorState, unchangedSince: boolean): CalculatorAction {
  return {
    type: 'saved',
    projectId: project.id,
    version: project.version,
    projectState: project.state,
    files: project.files,
    savedAt: project.updatedAt,
    unchangedSince,
    sent: { values: sent.values, nonStandardComponents: sent.nonStandardComponents },
  };
}
