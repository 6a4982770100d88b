import type { ProjectState, SaveProjectRequest } from '@lsp/contracts';
import { ADMIN_ONLY_STATES, checkTransition, describeTransitions, type ProjectActor } from '@lsp/domain';
import { ApiError, reason } from '../../common/api-error.js';
import { checkNumbersKept, requestedNumber, type ProjectNumbers } from './project-numbers.js';
import { requestValue } from './save-request.js';
import type { SaveTarget } from './save-target.js';

/** Where a save moves the project, with the numbers it has there. */
export interface PlannedMove extends ProjectNumbers {
  to: ProjectState;
}

/**
 * The state and numbers after the save, as far as the caller may set them: numbers by staff only,
 * a move only as the table of project states allows it for this caller (libs/domain
 * project-states.ts: who moves what, docs/design.md#project-states), and a state that needs a
 * number keeps it.
 */
export function plannedMove(request: SaveProjectRequest, target: SaveTarget): PlannedMove {
  const isStaff = target.actors.includes('admin');
  const numbers: ProjectNumbers = {
    offerNumber: requestedNumber(request, 'offerNumber', target.existing, isStaff),
    orderNumber: requestedNumber(request, 'orderNumber', target.existing, isStaff),
  };
  const to = requestedState(request, target.from, target.actors, numbers);
  checkNumbersKept(to, numbers);
  return { to, ...numbers };
}

/** The state after the save: a first save makes a draft; any other move must be in the table for this caller. */
function requestedState(
  request: SaveProjectRequest,
  from: ProjectState,
  actors: readonly ProjectActor[],
  numbers: ProjectNumbers,
): ProjectState {
  const to: ProjectState = from === 'NEW' && (request.state === 'NEW' || request.state === 'DRAFT') ? 'DRAFT' : request.state;
  if (!actors.includes('admin') && to !== from && ADMIN_ONLY_STATES.includes(to)) {
    throw ApiError.forbidden(
      `Only provider staff move a project to ${to}`,
      [{ path: '/state', key: 'staffOnly', message: `${to} is set by provider staff only` }],
      reason('staffOnly'),
    );
  }
  const requestType = requestValue(request, 'requestType');
  const check = checkTransition(from, to, actors, { requestType: typeof requestType === 'string' ? requestType : null, ...numbers });
  if (check.ok) return to;
  switch (check.reason) {
    case 'illegal':
      throw ApiError.conflict(
        `A project in ${from} cannot move to ${to}. Allowed moves: ${describeTransitions(check.allowed)}`,
        [{ path: '/state', key: 'transitionNotAllowed', params: { from, to }, message: `${from} → ${to} is not allowed` }],
        reason('transitionNotAllowed', { from, to }),
      );
    case 'forbidden':
      throw ApiError.forbidden(
        `${from} → ${to} is made by ${check.transition.by === 'owner' ? "the owner's company" : 'provider staff'}`,
        [{ path: '/state', key: 'transitionNotYours', params: { from, to }, message: `${from} → ${to} is not yours to make` }],
        reason('transitionNotYours', { from, to }),
      );
    case 'missing': {
      const path = check.need === 'requestType' ? '/formValues' : `/${check.need}`;
      throw ApiError.badRequest(
        `${to} needs ${check.need === 'requestType' ? 'a request type' : `an ${check.need === 'offerNumber' ? 'offer' : 'order'} number`}`,
        [{ path, key: 'required', message: `${check.need} is required for ${to}` }],
        reason('numberRequired', { field: check.need, state: to }),
      );
    }
    default: {
      const unexpected: never = check;
      throw new Error(`Unknown transition check ${JSON.stringify(unexpected)}`);
    }
  }
}
