import type { ProjectData, SaveProjectRequest } from '@lsp/contracts';

/**
 * One project saved on the device while the server could not be reached (docs/offline.md#drafts-saved-offline):
 * the save request as the calculator would have sent it, kept per account until it is sent.
 */
export interface Draft {
  /** The account that saved it (the identity provider's subject): only this account sends or sees it. */
  account: string;
  /** The project's id, or `draft-<createKey>` for a project the server has not seen yet. */
  draftId: string;
  /** A new project's `Idempotency-Key`: every sending of it names the same, so a resend never makes two. */
  createKey: string | null;
  /** The save as it will be sent: an existing project's with the version its entries started from. */
  request: SaveProjectRequest;
  /** The company whose rules and prices it was calculated with. */
  companyId: number;
  /** What the explorer calls it (the project name typed, if any). */
  name: string;
  /** When it was first kept: drafts are sent in this order. */
  queuedAt: string;
  /** When it was last saved on the device. */
  savedAt: string;
  /** The quote total in euro cents when saved on the device, priced with the stored prices; null when none. */
  totalCents: number | null;
  /** The last sending was refused because the project was saved elsewhere meanwhile (409 `stale`). */
  conflict: boolean;
  /**
   * The last sending was refused for another reason (the project deleted meanwhile, entries the
   * server does not take): sent again each round, and marked until it is sent or saved again.
   */
  refused?: boolean;
  /**
   * The stored entries the draft's started from (the calculator's merge base), so a conflict on
   * sending can be merged by field; null for a new project.
   */
  base: { values: Record<string, unknown>; nonStandardComponents: readonly object[] } | null;
}

const DRAFT_PREFIX = 'draft-';

/** The draft of a project: its id once it has one, else one named from its create key. */
export const draftIdOf = (projectId: string | null, createKey: string | null): string => projectId ?? `${DRAFT_PREFIX}${createKey ?? ''}`;

/** A calculator address of a new project kept only on the device (`/calculation/draft-…/…`). */
export const isNewDraftId = (id: string): boolean => id.startsWith(DRAFT_PREFIX);

/** The create key a new draft's id carries. */
export const createKeyOf = (draftId: string): string | null => (isNewDraftId(draftId) ? draftId.slice(DRAFT_PREFIX.length) : null);

/** A draft saved again keeps its place in the queue and its base version; what it holds is the newest. */
export function requeued(previous: Draft | undefined, next: Draft): Draft {
  if (!previous) return next;
  const version = previous.request.version;
  return {
    ...next,
    queuedAt: previous.queuedAt,
    // An existing project's entries still start from the version first opened: that is what the server checks.
    request: version === undefined ? next.request : { ...next.request, version },
    base: previous.base ?? next.base,
    // Saved again before its quote came (just reopened): the same entries keep the total they had.
    totalCents: next.totalCents ?? (sameEntries(previous.request, next.request) ? previous.totalCents : null),
    conflict: false,
    refused: false,
  };
}

const sameEntries = (a: SaveProjectRequest, b: SaveProjectRequest) =>
  JSON.stringify([a.formValues, a.products]) === JSON.stringify([b.formValues, b.products]);

/** The order drafts are sent in: as they were first kept, so a later draft never overtakes an earlier one. */
export const sendingOrder = (drafts: readonly Draft[]): Draft[] =>
  [...drafts].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.draftId.localeCompare(b.draftId));

export type SendOutcome =
  | { kind: 'sent'; draft: Draft; project: ProjectData }
  | { kind: 'conflict'; draft: Draft }
  | { kind: 'refused'; draft: Draft; error: unknown };

export interface Sender {
  /** `POST /api/project-v1`, a create with its key; `replayed`: an earlier sending's project. */
  save(request: SaveProjectRequest, createKey: string | null): Promise<{ project: ProjectData; replayed: boolean }>;
  isStale(error: unknown): boolean;
  isUnreachable(error: unknown): boolean;
}

/**
 * Sends the drafts in order with the save's own checks (docs/offline.md#back-online). A sent draft
 * is done; one saved elsewhere meanwhile is a conflict, kept for the person to decide; any other
 * refusal stays in the outbox with its reason. The server out of reach again stops the round: the
 * rest wait for the next one, in the same order.
 */
export async function sendDrafts(drafts: readonly Draft[], sender: Sender): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const draft of sendingOrder(drafts)) {
    if (draft.conflict) continue;
    try {
      const first = await sender.save(draft.request, draft.createKey);
      // A create made by an earlier sending holds that sending's entries: these go on top, as a
      // save of the version it made, so the newest entries are stored and a later change elsewhere still conflicts.
      const { project } = first.replayed
        ? await sender.save({ ...draft.request, id: first.project.id, version: first.project.version }, null)
        : first;
      outcomes.push({ kind: 'sent', draft, project });
    } catch (error) {
      if (sender.isUnreachable(error)) break;
      outcomes.push(sender.isStale(error) ? { kind: 'conflict', draft } : { kind: 'refused', draft, error });
    }
  }
  return outcomes;
}

/** A draft sent whose total the server priced differently from the device (docs/offline.md#back-online). */
export interface SentTotal {
  projectId: string;
  name: string;
  /** Euro cents: priced on the device with the stored prices, and by the server with today's. */
  from: number;
  to: number;
}

/** What the person is told after sending: the total changed with today's prices; null when it did not or one side had none. */
export function totalChange(draft: Draft, project: ProjectData): SentTotal | null {
  if (draft.totalCents === null || project.totalCents === null || draft.totalCents === project.totalCents) return null;
  return { projectId: project.id, name: draft.name, from: draft.totalCents, to: project.totalCents };
}
