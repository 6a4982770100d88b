import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { LANGUAGES, type Language } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { UserRecord } from './user.entity.js';

/** The display name of a signed-in user: "First Last", else the username. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  return (`${user.firstName} ${user.lastName}`.trim() || user.username).slice(0, 200);
}

/**
 * The first supported language of an Accept-Language header (the customer app sends the
 * language the user chose), or undefined.
 * @example languageOf('pl-PL,pl;q=0.9,en;q=0.8') // 'pl'
 */
export function languageOf(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return undefined;
}

/** Keeps the copy of users seen in tokens (see UserRecord). */
@Injectable()
export class UserRecordsService {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Records the user as seen now, inside the caller's unit of work (flushed with it). */
  async remember(em: EntityManager, user: AuthUser, language: Language | undefined): Promise<void> {
    const known = await em.findOne(UserRecord, { id: user.id });
    // Claims come from the identity provider: cut them to the columns rather than fail the caller's save.
    const fields = {
      username: user.username.slice(0, 200),
      firstName: user.firstName.slice(0, 200),
      lastName: user.lastName.slice(0, 200),
      email: user.email.slice(0, 320),
      companyId: user.companyId,
      country: user.country.slice(0, 60),
      groups: user.groups,
      lastSeenAt: new Date(),
    };
    if (known) em.assign(known, { ...fields, ...(language ? { language } : {}) });
    else em.create(UserRecord, { id: user.id, ...fields, language: language ?? 'de' });
  }

  find(id: string): Promise<UserRecord | null> {
    return this.em.findOne(UserRecord, { id });
  }
}
