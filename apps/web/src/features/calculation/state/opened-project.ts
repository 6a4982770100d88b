import type { ProjectData } from '@lsp/contracts';
import type { AuthSession } from '../../../core/auth/auth-session';
import { throughDevice } from '../../../core/offline/device-copy';
import { readDrafts } from '../../../core/offline/device-store';
import { isNewDraftId, type Draft } from '../../../core/offline/outbox';
import type { CalculationApi } from '../api/calculation-api';

/** What the calculator opens: the server's project (or its copy on the device), and the draft waiting in the outbox. */
export interface OpenedProject {
  project: ProjectData | null;
  draft: Draft | null;
}

/**
 * Opens `new`, a new project's draft (`draft-…`) or a saved project (docs/offline.md#drafts-saved-offline).
 * A saved project goes through the device store, so one opened online once opens offline from its
 * copy; a draft of it in the outbox holds the entries not sent yet, which are what the person sees.
 */
export async function openProject(calls: CalculationApi, session: AuthSession, id: string, signal: AbortSignal): Promise<OpenedProject> {
  if (id === 'new') return { project: null, draft: null };
  const account = await session.account();
  const draft = (account === null ? [] : await readDrafts(account)).find((kept) => kept.draftId === id) ?? null;
  // A new project's draft already sent has left the outbox: it opens as new, with its create key, so saving it makes no second project.
  if (isNewDraftId(id)) return { project: null, draft };
  const project = await throughDevice(account, `project:${id}`, () => calls.project(id, signal));
  return { project: project.value, draft };
}
