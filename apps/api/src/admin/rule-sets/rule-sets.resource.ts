import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import {
  adminRuleSetListRecordSchema,
  adminRuleSetVersionSchema,
  adminRuleSetWriteSchema,
  type AdminRuleSetVersion,
  type AdminRuleSetWrite,
} from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import { ApiError, reason } from '../../common/api-error.js';
import { checksumOf, contentText, numbered, parseContent } from '../../rules/rule-set-content.js';
import { RuleSetVersion } from '../../rules/rule-set-version.entity.js';
import { displayName } from '../../users/user-records.service.js';
import { AdminAuditService } from '../audit/admin-audit.service.js';
import { integerIdSchema, type AdminResourceDefinition } from '../resource/admin-resource.js';
import { EntityAdminResource } from '../resource/entity-admin-resource.js';
import { contains, equals } from '../resource/record-filters.js';
import { presentRuleSetVersion } from './rule-set-record.js';

export const DEFAULT_RULE_SET_KEY = 'lift-shaft';

/** The number the next published version of a key gets. */
export async function nextNumber(em: EntityManager, key: string): Promise<number> {
  const [row] = await em.find(
    RuleSetVersion,
    { key, ruleSetVersion: { $ne: null } },
    { orderBy: { ruleSetVersion: 'desc' }, limit: 1, fields: ['ruleSetVersion'] },
  );
  return (row?.ruleSetVersion ?? 0) + 1;
}

/** The content of a draft as stored: the record's key, and the number it would be published as. */
function draftContent(content: unknown, key: string, number: number): string {
  if (!content || typeof content !== 'object' || Array.isArray(content)) {
    throw ApiError.badRequest('The rule set must be a JSON object', [
      { path: '/content', key: 'type', params: { type: 'object' }, message: 'must be a JSON object' },
    ]);
  }
  const given = (content as { key?: unknown }).key;
  if (given !== undefined && given !== key) {
    throw ApiError.badRequest(`The rule set's key is '${key}'`, [
      { path: '/content/key', key: 'oneOf', params: { values: key }, message: `must be '${key}' (the record's key)` },
    ]);
  }
  return contentText(numbered({ ...content, key }, number));
}

/**
 * `/api/admin/rule-sets`: the versions of every rule set. Creating makes a draft (a copy of the
 * published version unless content is given); only drafts change or are deleted, guarded by
 * the record's version (a stale edit is 409). Publishing and rollback are actions
 * (rule-sets.controller.ts). A draft is never what customers calculate with.
 */
@Injectable()
export class AdminRuleSetsResource extends EntityAdminResource<RuleSetVersion, AdminRuleSetVersion, AdminRuleSetWrite> {
  protected readonly resource = 'rule-sets';
  protected readonly entity = RuleSetVersion;
  protected readonly noun = 'Rule-set version';
  protected readonly listSpec = {
    sortable: {
      id: 'id',
      key: 'key',
      ruleSetVersion: 'ruleSetVersion',
      status: 'status',
      createdAt: 'createdAt',
      updatedAt: 'updatedAt',
      publishedAt: 'publishedAt',
    },
    filters: {
      id: equals('id', 'integer'),
      key: equals('key', 'string'),
      status: equals('status', 'string'),
      q: contains('changeNote', 'createdByName'),
    },
  };

  constructor(@Inject(EntityManager) em: EntityManager, audit: AdminAuditService) {
    super(em, audit);
  }

  protected presentAll(rows: readonly RuleSetVersion[]): AdminRuleSetVersion[] {
    return rows.map((row) => presentRuleSetVersion(row, false));
  }

  override async get(id: string): Promise<AdminRuleSetVersion> {
    return presentRuleSetVersion(await this.row(id), true);
  }

  async row(id: string | number, em: EntityManager = this.em): Promise<RuleSetVersion> {
    const row = await em.findOne(RuleSetVersion, { id: Number(id) });
    if (!row) throw ApiError.notFound(`${this.noun} ${id} does not exist`, 'rule set', id);
    return row;
  }

  async create(data: AdminRuleSetWrite, actor: AuthUser, remember?: RememberCreate): Promise<AdminRuleSetVersion> {
    const key = data.key ?? DEFAULT_RULE_SET_KEY;
    return this.em.transactional(async (em) => {
      const source = data.basedOn
        ? await em.findOne(RuleSetVersion, { key, ruleSetVersion: data.basedOn })
        : await em.findOne(RuleSetVersion, { key, status: 'published' });
      if (!source && data.basedOn)
        throw ApiError.badRequest(`Rule set '${key}' has no version ${data.basedOn}`, [
          { path: '/basedOn', key: 'unknownReference', params: { value: data.basedOn }, message: `no version ${data.basedOn} of ${key}` },
        ]);
      if (!source && data.content === undefined)
        throw ApiError.badRequest(`Rule set '${key}' has no published version to start from: give the content`, [
          { path: '/content', key: 'required', message: 'is required for a new rule set' },
        ]);
      const content = draftContent(data.content ?? parseContent(source!.content), key, await nextNumber(em, key));
      const now = new Date();
      const row = em.create(RuleSetVersion, {
        key,
        ruleSetVersion: null,
        status: 'draft',
        content,
        checksum: checksumOf(content),
        changeNote: (data.changeNote ?? '').trim(),
        basedOn: source?.ruleSetVersion ?? null,
        createdBy: actor.id,
        createdByName: displayName(actor),
        createdAt: now,
        updatedBy: actor.id,
        updatedByName: displayName(actor),
        updatedAt: now,
      });
      await em.flush();
      this.audit.record(em, actor, {
        resource: this.resource,
        recordId: row.id,
        action: 'create',
        before: null,
        after: presentRuleSetVersion(row, false),
      });
      remember?.(em, row.id);
      // The answer is the draft as this transaction wrote it: no read after the commit.
      return presentRuleSetVersion(row, true);
    });
  }

  async update(id: string, data: AdminRuleSetWrite, actor: AuthUser): Promise<AdminRuleSetVersion> {
    await this.change(id, data.version, actor, async (row, em) => {
      if (row.status !== 'draft') {
        throw ApiError.conflict(
          `Version ${row.ruleSetVersion} of ${row.key} is ${row.status}: a published version never changes. Start a new draft from it instead`,
          undefined,
          reason('notADraft', { version: row.ruleSetVersion ?? 0, status: row.status }),
        );
      }
      if (data.key !== undefined && data.key !== row.key)
        throw ApiError.badRequest('The key of a rule set cannot change', [
          { path: '/key', key: 'cannotChange', params: { value: row.key }, message: `is ${row.key} and cannot change` },
        ]);
      const content = data.content === undefined ? row.content : draftContent(data.content, row.key, await nextNumber(em, row.key));
      em.assign(row, {
        content,
        checksum: checksumOf(content),
        changeNote: data.changeNote === undefined ? row.changeNote : data.changeNote.trim(),
        updatedBy: actor.id,
        updatedByName: displayName(actor),
        updatedAt: new Date(),
      });
    });
    return this.get(id);
  }

  delete(id: string, actor: AuthUser): Promise<AdminRuleSetVersion> {
    return this.remove(id, actor, async (row) => {
      if (row.status !== 'draft')
        throw ApiError.conflict(
          `Version ${row.ruleSetVersion} of ${row.key} is ${row.status}: only drafts can be deleted`,
          undefined,
          reason('notADraft', { version: row.ruleSetVersion ?? 0, status: row.status }),
        );
    });
  }
}

export const ruleSetsResource: AdminResourceDefinition = {
  name: 'rule-sets',
  label: 'rule-set versions',
  service: AdminRuleSetsResource,
  idSchema: integerIdSchema,
  record: adminRuleSetVersionSchema,
  listRecord: adminRuleSetListRecordSchema,
  write: adminRuleSetWriteSchema,
  operations: ['create', 'update', 'delete'],
  defaultSort: 'id',
  notes:
    'Filters: `key`, `status` (draft, published, archived), `q` (change note, author). Only drafts change; actions under `/api/admin/rule-sets/{id}/…` check, test, try, analyse, publish and roll back.',
};
