import { defineEntity, p } from '@mikro-orm/core';
import type { Group } from '@lsp/contracts';

/**
 * A user as last seen in an access token. The identity provider owns users; this copy lets
 * the provider's staff mail a project's creator in their language and show who did what.
 */
const UserRecordSchema = defineEntity({
  name: 'UserRecord',
  tableName: 'app_user',
  properties: {
    id: p.string().length(200).primary(),
    username: p.string().length(200),
    firstName: p.string().length(200),
    lastName: p.string().length(200),
    email: p.string().length(320),
    companyId: p.integer(),
    country: p.string().length(60),
    groups: p.json<Group[]>(),
    /** The language the user last worked in (de, en, pl, fr, nl). */
    language: p.string().length(5),
    lastSeenAt: p.datetime(),
  },
});
export class UserRecord extends UserRecordSchema.class {}
UserRecordSchema.setClass(UserRecord);
export { UserRecordSchema };
