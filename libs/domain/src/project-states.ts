import type { ProjectState } from '@lsp/contracts';

/** Who moves a project: the company that owns it, or the provider's staff. */
export type ProjectActor = 'owner' | 'admin';

/** What a move needs besides the actor (docs/design.md#project-states). */
export type TransitionNeed = 'requestType' | 'offerNumber' | 'orderNumber';

export interface Transition {
  from: ProjectState;
  to: ProjectState;
  by: ProjectActor;
  needs?: TransitionNeed;
}

/** The transition table of docs/design.md#project-states. Anything not listed is refused. */
export const PROJECT_TRANSITIONS: readonly Transition[] = [
  { from: 'NEW', to: 'DRAFT', by: 'owner' },
  { from: 'DRAFT', to: 'SUBMITTED', by: 'owner', needs: 'requestType' },
  { from: 'MESSAGE_FROM_DH', to: 'SUBMITTED', by: 'owner' },
  { from: 'SUBMITTED', to: 'MESSAGE_FROM_DH', by: 'admin' },
  { from: 'SUBMITTED', to: 'OFFER_CREATED', by: 'admin', needs: 'offerNumber' },
  { from: 'SUBMITTED', to: 'DRAFT', by: 'admin' },
  { from: 'OFFER_CREATED', to: 'ORDER_RECEIVED', by: 'admin', needs: 'orderNumber' },
  { from: 'OFFER_CREATED', to: 'MESSAGE_FROM_DH', by: 'admin' },
  { from: 'ORDER_RECEIVED', to: 'COMPLETED', by: 'admin' },
];

/** States in which the owner's company may change a project; in the others it waits for the provider. */
export const CUSTOMER_EDITABLE_STATES: readonly ProjectState[] = ['NEW', 'DRAFT', 'MESSAGE_FROM_DH'];

/** What a move needs filled in, as it stands in the project being saved. */
export interface TransitionFacts {
  requestType: string | null;
  offerNumber: string | null;
  orderNumber: string | null;
}

export type TransitionCheck =
  | { ok: true; transition: Transition | null }
  /** No such move: the moves the actors may make from `from` instead. */
  | { ok: false; reason: 'illegal'; allowed: readonly Transition[] }
  /** The move exists, but another actor makes it. */
  | { ok: false; reason: 'forbidden'; transition: Transition }
  /** The move needs a field that is empty. */
  | { ok: false; reason: 'missing'; transition: Transition; need: TransitionNeed };

export function transitionsFrom(from: ProjectState, by?: ProjectActor): Transition[] {
  return PROJECT_TRANSITIONS.filter((t) => t.from === from && (by === undefined || t.by === by));
}

/**
 * Checks a state change by a caller acting as one or more actors (staff of the provider's own
 * company are both). Staying in the same state is no move and always passes here; whether the
 * caller may edit in that state is `mayEdit`'s question.
 * @example checkTransition('DRAFT', 'SUBMITTED', ['owner'], { requestType: 'ORDER', offerNumber: null, orderNumber: null }) // { ok: true, … }
 */
export function checkTransition(
  from: ProjectState,
  to: ProjectState,
  actors: readonly ProjectActor[],
  facts: TransitionFacts,
): TransitionCheck {
  if (from === to) return { ok: true, transition: null };
  const transition = PROJECT_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!transition) return { ok: false, reason: 'illegal', allowed: transitionsFrom(from) };
  if (!actors.includes(transition.by)) return { ok: false, reason: 'forbidden', transition };
  if (transition.needs && !isFilled(facts[transition.needs])) return { ok: false, reason: 'missing', transition, need: transition.needs };
  return { ok: true, transition };
}

/** May these actors change the project's content (form values, products) in this state? Staff may always. */
export function mayEdit(state: ProjectState, actors: readonly ProjectActor[]): boolean {
  return actors.includes('admin') || CUSTOMER_EDITABLE_STATES.includes(state);
}

/** States only the provider's staff move a project into: a customer asking for one is refused outright. */
export const ADMIN_ONLY_STATES: readonly ProjectState[] = ['MESSAGE_FROM_DH', 'OFFER_CREATED', 'ORDER_RECEIVED', 'COMPLETED'];

/** "DRAFT → SUBMITTED (owner), …": the moves named in a refusal. */
export function describeTransitions(transitions: readonly Transition[]): string {
  if (transitions.length === 0) return 'none';
  return transitions
    .map((t) => `${t.from} → ${t.to} (${t.by === 'owner' ? "owner's company" : 'Admin'}${t.needs ? `, needs ${t.needs}` : ''})`)
    .join(', ');
}

/**
 * The numbers a state stands on: an offer exists from OFFER_CREATED on, an order from
 * ORDER_RECEIVED on; a save may not clear them there.
 */
export function numbersRequiredIn(state: ProjectState): ('offerNumber' | 'orderNumber')[] {
  switch (state) {
    case 'OFFER_CREATED':
      return ['offerNumber'];
    case 'ORDER_RECEIVED':
    case 'COMPLETED':
      return ['offerNumber', 'orderNumber'];
    default:
      return [];
  }
}

function isFilled(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}
