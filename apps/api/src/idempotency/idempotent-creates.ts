import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { IDEMPOTENCY_KEY_HEADER } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { BackgroundTasks } from '../database/background-tasks.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long a key is kept: a retry comes within seconds or minutes; a day is plenty. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** One create attempt as its key names it: whose, of what, and the key. */
export interface CreateAttempt {
  userId: string;
  scope: string;
  key: string;
}

/** Stores, in the create's own transaction, that the attempt made this record. */
export type RememberCreate = (em: EntityManager, recordId: string | number) => void;

/** What a create answered, and whether it was the answer of an earlier create with the same key. */
export interface CreateOutcome<T> {
  value: T;
  replayed: boolean;
}

/**
 * The create attempt of a request: the `Idempotency-Key` header's value (1 to 200 visible ASCII
 * characters, a UUID say) with the caller and what is created; undefined without the header.
 */
export function createAttempt(user: AuthUser, scope: string, header: string | undefined): CreateAttempt | undefined {
  if (header === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(header))
    throw ApiError.badRequest(`The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 200 visible ASCII characters, such as a UUID`, [
      {
        path: `/headers/${IDEMPOTENCY_KEY_HEADER}`,
        key: 'pattern',
        message: 'must be 1 to 200 visible ASCII characters, such as a UUID',
      },
    ]);
  return { userId: user.id, scope, key: header };
}

/** Whether a failed write is the key's row taken by a concurrent create with the same key. */
export function isKeyTaken(error: unknown): boolean {
  if (!(error instanceof UniqueConstraintViolationException)) return false;
  const { constraint, message } = error as { constraint?: unknown; message: string };
  return constraint === 'idempotency_key_pkey' || /idempotency_key/.test(message);
}

/**
 * Creates made at most once per key (docs/api.md#idempotency-key): a client that did not get the
 * answer to a create (a dropped connection, a 503) sends it again with the same key and gets the
 * record the first one made, not a second record. The key is stored in the create's own
 * transaction, so it is there exactly when the record is.
 */
@Injectable()
export class IdempotentCreates implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdempotentCreates');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purgeLogged(), PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Runs `create` unless the attempt's key made a record within a day; then answers what
   * `replay` makes of that record. `create` calls the `remember` it is given inside its
   * transaction. Two creates with one key at once store one record: the second waits for the
   * first's key row, is refused by it (nothing of it is stored) and replays the first.
   */
  async once<T>(
    attempt: CreateAttempt | undefined,
    create: (remember: RememberCreate) => Promise<T>,
    replay: (recordId: string) => Promise<T>,
  ): Promise<CreateOutcome<T>> {
    if (!attempt) return { value: await create(() => undefined), replayed: false };
    const earlier = await this.recordOf(attempt);
    if (earlier !== undefined) return { value: await replay(earlier), replayed: true };
    try {
      const remember: RememberCreate = (em, recordId) =>
        em.create(IdempotencyKey, { ...attempt, recordId: String(recordId), createdAt: new Date() });
      return { value: await create(remember), replayed: false };
    } catch (error) {
      const winner = isKeyTaken(error) ? await this.recordOf(attempt) : undefined;
      if (winner === undefined) throw error;
      return { value: await replay(winner), replayed: true };
    }
  }

  /** Deletes the keys older than a day; answers how many went. */
  async purge(now = new Date()): Promise<number> {
    return this.em.fork().nativeDelete(IdempotencyKey, { createdAt: { $lt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS) } });
  }

  /** The record the attempt's key made within a day; a key older than that is forgotten here and now. */
  private async recordOf(attempt: CreateAttempt): Promise<string | undefined> {
    const em = this.em.fork();
    const row = await em.findOne(IdempotencyKey, attempt);
    if (!row) return undefined;
    if (row.createdAt.getTime() > Date.now() - IDEMPOTENCY_KEY_TTL_MS) return row.recordId;
    await em.nativeDelete(IdempotencyKey, { ...attempt, createdAt: row.createdAt });
    return undefined;
  }

  private purgeLogged(): Promise<void> {
    return this.tasks.run('could not delete old idempotency keys', async () => {
      const deleted = await this.purge();
      if (deleted > 0) this.logger.log(`deleted ${deleted} idempotency keys older than a day`);
    });
  }
}
