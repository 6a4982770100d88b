import { useCallback } from 'react';
import type { SaveProjectRequest } from '@lsp/contracts';
import { useAuthSession } from '../../../core/auth/AuthProvider';
import { deleteDraft, putDraft, readDrafts } from '../../../core/offline/device-store';
import { draftIdOf, requeued, type Draft } from '../../../core/offline/outbox';

/**
 * Saves into the device's outbox instead of the server (docs/offline.md#drafts-saved-offline):
 * answers the draft kept, or null where this browser keeps nothing (then the save has failed).
 */
export function useKeepOnDevice(companyId: number, totalCents: () => number | null) {
  const session = useAuthSession();
  const keep = useCallback(
    async (request: SaveProjectRequest, createKey: string | null, base: Draft['base']): Promise<Draft | null> => {
      const account = await session.account();
      if (account === null) return null;
      const draftId = draftIdOf(request.id ?? null, createKey);
      const now = new Date().toISOString();
      const name = request.formValues.find((value) => value.key === 'projectName')?.value;
      const draft: Draft = {
        account,
        draftId,
        createKey: request.id ? null : createKey,
        request,
        companyId,
        name: typeof name === 'string' ? name : '',
        queuedAt: now,
        savedAt: now,
        totalCents: totalCents(),
        conflict: false,
        base: request.id ? base : null,
      };
      const previous = (await readDrafts(account)).find((kept) => kept.draftId === draftId);
      const kept = requeued(previous, draft);
      return (await putDraft(kept).catch(() => false)) ? kept : null;
    },
    [session, companyId, totalCents],
  );
  /** The draft reached the server from the calculator itself: it leaves the outbox. */
  const forget = useCallback(
    async (draftId: string) => {
      const account = await session.account();
      if (account !== null) await deleteDraft(account, draftId).catch(() => undefined);
    },
    [session],
  );
  return { keep, forget };
}
