import { useEffect } from 'react';
import type { ProjectData } from '@lsp/contracts';
import { ApiError } from '../../../core/api/api-error';
import { useApi, useAuthSession } from '../../../core/auth/AuthProvider';
import { deleteDraft, keepCopy, OUTBOX_CHANGED, putDraft, readCopy, readDrafts } from '../../../core/offline/device-store';
import { isUnreachable } from '../../../core/offline/online';
import { sendDrafts, totalChange, type SentTotal } from '../../../core/offline/outbox';
import { announceSave } from '../conflict/save-channel';
import { calculationApi } from './calculation-api';

/** The window event that tells an open calculator its draft reached the server: `detail` { draftId, project }. */
export const DRAFT_SENT = 'lsp-draft-sent';
/** The window event that tells an open calculator its draft met a version saved elsewhere: `detail` the draft's id. */
export const DRAFT_CONFLICT = 'lsp-draft-conflict';
export interface DraftSent {
  draftId: string;
  project: ProjectData;
}

const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.details.body?.reason?.key ?? 'stale') === 'stale';

/** The device copy that holds the totals changed by sending, until the person closes them. */
export const SENT_TOTALS = 'sent-totals';

async function keepSentTotal(account: string, changed: SentTotal): Promise<void> {
  const kept = (await readCopy<SentTotal[]>(account, SENT_TOTALS))?.value ?? [];
  await keepCopy(account, SENT_TOTALS, [...kept.filter((total) => total.projectId !== changed.projectId), changed], null);
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/**
 * Sends the account's outbox when the app starts and whenever the connection comes back
 * (docs/offline.md#back-online): in order, with the save's version checks and create keys. A sent
 * project's copy on the device becomes the server's answer; one saved elsewhere meanwhile stays,
 * marked, for the person to open and decide; one round runs at a time.
 */
export function useOutboxSending(): void {
  const api = useApi();
  const session = useAuthSession();
  useEffect(() => {
    const calls = calculationApi(api);
    let running = false;
    const round = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const account = await session.account();
        const drafts = account === null ? [] : await readDrafts(account);
        if (account === null || drafts.length === 0) return;
        for (const outcome of await sendDrafts(drafts, { save: calls.save, isStale, isUnreachable })) {
          const { draft } = outcome;
          if (outcome.kind === 'sent') {
            const { project } = outcome;
            await keepCopy(account, `project:${project.id}`, project, String(project.version));
            await deleteDraft(account, draft.draftId);
            const changed = totalChange(draft, project);
            if (changed) await keepSentTotal(account, changed);
            announceSave({ projectId: project.id, version: project.version, at: project.updatedAt });
            window.dispatchEvent(new CustomEvent<DraftSent>(DRAFT_SENT, { detail: { draftId: draft.draftId, project } }));
          } else if (outcome.kind === 'conflict') {
            await putDraft({ ...draft, conflict: true });
            window.dispatchEvent(new CustomEvent<string>(DRAFT_CONFLICT, { detail: draft.draftId }));
          } else {
            // Marked in the explorer, for the person to open it: the calculator's save says why, at the field.
            if (!draft.refused) await putDraft({ ...draft, refused: true });
            console.warn(`The draft ${draft.draftId} was refused and stays on the device`, outcome.error);
          }
        }
      } catch (error) {
        console.warn('Sending the outbox failed; it is tried again with the next connection', error);
      } finally {
        running = false;
      }
    };
    void round();
    const onOnline = () => void round();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [api, session]);
}
