import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../auth/auth-user.js';
import { displayName } from '../users/user-records.service.js';
import { ProjectAuditEvent, type AuditedField, type Project } from './project.entity.js';

/** A change of an audited field, as recorded and as mailed. */
export interface ProjectChange {
  field: AuditedField;
  from: string | null;
  to: string | null;
}

/**
 * More work of the caller in a save's or delete's transaction, after its writes and before its
 * commit (the backoffice's audit entry and answer): it commits with the change or not at all.
 */
export type WithinChange<T> = (em: EntityManager, project: Project) => Promise<T>;

/** The moves whose row keeps the provider's words: a question to the customer, an offer's note (docs/projects.md). */
const WORDED_MOVES: readonly (string | null)[] = ['MESSAGE_FROM_DH', 'OFFER_CREATED'];

/** Records the changes in `em`'s unit of work; a move to MESSAGE_FROM_DH or OFFER_CREATED keeps the provider's words with it. */
export function recordChanges(
  em: EntityManager,
  user: AuthUser,
  projectId: string,
  changes: readonly ProjectChange[],
  message?: string,
): void {
  const at = new Date();
  for (const change of changes) {
    const asks = change.field === 'state' && WORDED_MOVES.includes(change.to) && message;
    em.create(ProjectAuditEvent, {
      projectId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      userId: user.id,
      userName: displayName(user),
      at,
      message: asks ? message : null,
    });
  }
}
