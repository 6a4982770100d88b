import { defineEntity, p } from '@mikro-orm/core';
import type { AdminAuditAction, AdminAuditEvent } from '@lsp/contracts';

/** One change made in the backoffice: who, when, which record, and field by field what changed. */
const AdminAuditEventSchema = defineEntity({
  name: 'AdminAuditEventRecord',
  tableName: 'admin_audit_event',
  properties: {
    id: p.integer().primary(),
    resource: p.string().length(40),
    recordId: p.string().length(100),
    action: p.string().length(16).$type<AdminAuditAction>(),
    changes: p.json<AdminAuditEvent['changes']>(),
    userId: p.string().length(200),
    userName: p.string().length(200),
    at: p.datetime(),
  },
  indexes: [
    { name: 'admin_audit_event_record_index', properties: ['resource', 'recordId', 'at'] },
    { name: 'admin_audit_event_at_index', properties: ['at'] },
  ],
  checks: [{ name: 'admin_audit_event_action_check', expression: "action in ('create', 'update', 'delete', 'restore')" }],
});

export class AdminAuditEventRecord extends AdminAuditEventSchema.class {}
AdminAuditEventSchema.setClass(AdminAuditEventRecord);
export { AdminAuditEventSchema };
