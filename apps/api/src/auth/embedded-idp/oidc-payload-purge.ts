import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BackgroundTasks } from '../../database/background-tasks.js';

/** How often expired sessions, grants, codes and tokens are deleted: hourly, and once at start. */
export const OIDC_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the embedded provider's expired rows of `oidc_payload`. The provider never reads them
 * again (every lookup asks for `expires_at > now()`), but without a purge the table grows by a
 * session, a grant and a few tokens at every sign-in, for ever. Rows without an expiry are kept.
 * Each instance purges; the delete is idempotent, so two at once do no harm.
 */
@Injectable()
export class OidcPayloadPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OidcPayloadPurge.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.oidc.embedded) return;
    void this.purgeLogged();
    this.timer = setInterval(() => void this.purgeLogged(), OIDC_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Deletes what expired before `now`; answers how many rows went. */
  async purge(now = new Date()): Promise<number> {
    const result = await this.em
      .fork()
      .getConnection()
      .execute<{ affectedRows?: number }>('delete from oidc_payload where expires_at is not null and expires_at <= ?', [now], 'run');
    return result.affectedRows ?? 0;
  }

  private purgeLogged(): Promise<void> {
    return this.tasks.run('could not delete expired sign-in records', async () => {
      const deleted = await this.purge();
      if (deleted > 0) this.logger.log(`deleted ${deleted} expired sign-in records`);
    });
  }
}
