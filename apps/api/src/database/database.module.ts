import { Global, Inject, Module, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BackgroundTasks } from './background-tasks.js';
import { observeDatabase } from '../metrics/instance-metrics.js';
import { DatabaseHealth } from './database-health.js';
import { closeDatabase, openDatabase } from './orm.js';
import { isGuarded, poolFigures } from './pool-guard.js';
import { SeedService } from './seed.service.js';

/**
 * Opens the database (migrating it) once per process. Request handlers use the
 * EntityManager inside the RequestContext that main.ts opens for every request.
 */
@Global()
@Module({
  providers: [
    {
      provide: MikroORM,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openDatabase(config.database, { debug: config.logLevel === 'debug' }),
    },
    { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
    SeedService,
    DatabaseHealth,
    BackgroundTasks,
  ],
  exports: [MikroORM, EntityManager, SeedService, DatabaseHealth, BackgroundTasks],
})
export class DatabaseModule implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  /** The scrape's view of the pool and of the job queue (docs/operations.md#metrics). */
  async onModuleInit(): Promise<void> {
    const client: unknown = await this.orm.em.getConnection().getNativeClient();
    const pool = isGuarded(client) ? (client as pg.Pool) : undefined;
    observeDatabase({
      pool: () => (pool ? poolFigures(pool) : undefined),
      jobCounts: async () =>
        (
          await this.orm.em
            .fork()
            .getConnection()
            .execute<{ state: string; count: string }[]>('select "state", count(*) as "count" from "background_job" group by "state"')
        ).map((row: { state: string; count: string }) => ({ state: row.state, count: Number(row.count) })),
    });
  }

  /** No background task starts from here on; those running end before the pool closes. */
  async beforeApplicationShutdown(): Promise<void> {
    observeDatabase(undefined);
    await this.tasks.stop();
  }

  /**
   * Closes the pool after beforeApplicationShutdown let the background tasks end (they took
   * connections from a closing pool, which then never closed), within closeDatabase's bound
   * (docs/operations.md#stopping).
   */
  async onApplicationShutdown(): Promise<void> {
    await closeDatabase(this.orm);
  }
}
