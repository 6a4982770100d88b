import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import type { AdminAuditAction, AdminAuditEvent } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { displayName } from '../../users/user-records.service.js';
import { AdminAuditEventRecord } from './admin-audit-event.entity.js';
import { recordChanges } from './record-changes.js';

export interface AuditedChange {
  resource: string;
  recordId: string | number;
  action: AdminAuditAction;
  before: object | null;
  after: object | null;
}

/** Writes the audit trail of the backoffice, in the transaction of the change it records. */
@Injectable()
export class AdminAuditService {
  /** Records a change (nothing when an update changed nothing); flushed with the caller's unit of work. */
  record(em: EntityManager, actor: AuthUser, change: AuditedChange): void {
    const changes = recordChanges(change.before, change.after);
    if (change.action === 'update' && Object.keys(changes).length === 0) return;
    em.create(AdminAuditEventRecord, {
      resource: change.resource,
      recordId: String(change.recordId).slice(0, 100),
      action: change.action,
      changes,
      userId: actor.id.slice(0, 200),
      userName: displayName(actor),
      at: new Date(),
    });
  }
}

export function presentAuditEvent(event: AdminAuditEventRecord): AdminAuditEvent {
  return {
    id: event.id,
    resource: event.resource,
    recordId: event.recordId,
    action: event.action,
    changes: event.changes,
    userId: event.userId,
    userName: event.userName,
    at: event.at.toISOString(),
  };
}
