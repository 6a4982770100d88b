import { defineEntity, p } from '@mikro-orm/core';

const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'company',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(200),
    /** de, at or int: which legal terms and contact page apply. */
    country: p.string().length(8),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Company extends CompanySchema.class {}
CompanySchema.setClass(Company);
export { CompanySchema };
