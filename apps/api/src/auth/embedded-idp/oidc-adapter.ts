import type { EntityManager } from '@mikro-orm/core';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/**
 * Keeps the embedded provider's sessions, grants, codes and refresh tokens in the database
 * (table oidc_payload), so they survive a restart and are shared by every API instance.
 */
export function databaseAdapterFactory(em: EntityManager): new (model: string) => Adapter {
  const execute = <T>(sql: string, params: unknown[] = []) => em.fork().getConnection().execute<T>(sql, params);

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await execute(
        `insert into oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const rows = await execute<Row[]>(
        `select payload, consumed_at from oidc_payload where model = ? and ${column} = ? and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await execute('update oidc_payload set consumed_at = now() where model = ? and id = ?', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await execute('delete from oidc_payload where model = ? and id = ?', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await execute('delete from oidc_payload where grant_id = ?', [grantId]);
    }
  };
}
