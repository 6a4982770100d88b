import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseProbe } from './database-probe.js';
import { APPLICATION_NAME } from './orm.js';
import { poolFigures, type PoolFigures } from './pool-guard.js';

/**
 * The longest the health check waits for the database: a load balancer's probe must get an
 * answer within 2 s, also when the server is frozen and answers nothing.
 */
export const HEALTH_DATABASE_WAIT_MS = 1_500;

export interface DatabaseState {
  reachable: boolean;
  latencyMs: number | null;
  /** The request pool on a PostgreSQL server; undefined on PGlite. */
  pool?: PoolFigures;
}

/**
 * Whether the database answers, for `GET /api/health`. On a PostgreSQL server the probe has a
 * connection of its own (`DatabaseProbe`), never one of the request pool, whose figures it reports
 * beside; PGlite runs in this process and answers at once.
 */
@Injectable()
export class DatabaseHealth implements OnApplicationShutdown {
  private readonly probe: DatabaseProbe | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(MikroORM) private readonly orm: MikroORM,
  ) {
    if (config.database.driver === 'postgresql')
      this.probe = new DatabaseProbe(config.database.url, HEALTH_DATABASE_WAIT_MS, `${APPLICATION_NAME}-health`);
  }

  async check(): Promise<DatabaseState> {
    const started = performance.now();
    let reachable = true;
    try {
      if (this.probe) await this.probe.check();
      else await this.orm.em.fork().getConnection().execute('select 1');
    } catch {
      reachable = false;
    }
    const latencyMs = reachable ? Math.round((performance.now() - started) * 100) / 100 : null;
    if (!this.probe) return { reachable, latencyMs };
    const pool = (await this.orm.em.getConnection().getNativeClient()) as pg.Pool;
    return { reachable, latencyMs, pool: poolFigures(pool) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.probe?.close();
  }
}
