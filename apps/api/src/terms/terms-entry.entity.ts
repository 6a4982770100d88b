import { defineEntity, p } from '@mikro-orm/core';
import type { TermsUrl } from '@lsp/contracts';

const TermsEntrySchema = defineEntity({
  name: 'TermsEntryRecord',
  tableName: 'terms_entry',
  properties: {
    id: p.string().length(64).primary(),
    company: p.string().length(200),
    country: p.string().length(8),
    urls: p.json<TermsUrl[]>(),
    /** Display order in the terms table. */
    position: p.integer(),
    version: p.integer().version(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class TermsEntryRecord extends TermsEntrySchema.class {}
TermsEntrySchema.setClass(TermsEntryRecord);
export { TermsEntrySchema };
