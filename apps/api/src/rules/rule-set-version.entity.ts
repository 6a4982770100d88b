import { defineEntity, p } from '@mikro-orm/core';

export const RULE_SET_STATUSES = ['draft', 'published', 'archived'] as const;
export type RuleSetStatus = (typeof RULE_SET_STATUSES)[number];

/**
 * One version of a rule set (docs/design.md#rule-sets). A draft has no number yet and may change; on
 * publishing it gets the next number and never changes again (a trigger refuses it), the
 * version published before it becomes archived. The content is kept as the JSON text that was
 * saved, so the editor shows the rules in the engineer's order and the checksum is of that text.
 */
const RuleSetVersionSchema = defineEntity({
  name: 'RuleSetVersion',
  tableName: 'rule_set_version',
  properties: {
    id: p.integer().primary(),
    key: p.string().length(60),
    /** The published number (1, 2, …); null while a draft. */
    ruleSetVersion: p.integer().nullable(),
    status: p.string().length(12).$type<RuleSetStatus>(),
    content: p.text(),
    /** SHA-256 of `content`, hex. */
    checksum: p.string().length(64),
    changeNote: p.string().length(2000).default(''),
    /** The published number this version started from (a draft's origin, a rollback's source). */
    basedOn: p.integer().nullable(),
    createdBy: p.string().length(200),
    createdByName: p.string().length(200),
    createdAt: p.datetime(),
    updatedBy: p.string().length(200),
    updatedByName: p.string().length(200),
    updatedAt: p.datetime(),
    publishedBy: p.string().length(200).nullable(),
    publishedByName: p.string().length(200).nullable(),
    publishedAt: p.datetime().nullable(),
    version: p.integer().version(),
  },
  uniques: [
    { name: 'rule_set_version_key_number_unique', properties: ['key', 'ruleSetVersion'] },
    // At most one published version of a rule set at a time.
    { name: 'rule_set_version_one_published', properties: ['key'], where: "status = 'published'" },
  ],
  checks: [
    { name: 'rule_set_version_rule_set_version_check', expression: 'rule_set_version >= 1' },
    { name: 'rule_set_version_status_check', expression: "status in ('draft', 'published', 'archived')" },
    { name: 'rule_set_version_number_check', expression: "(status = 'draft') = (rule_set_version is null)" },
  ],
});

export class RuleSetVersion extends RuleSetVersionSchema.class {}
RuleSetVersionSchema.setClass(RuleSetVersion);
export { RuleSetVersionSchema };
