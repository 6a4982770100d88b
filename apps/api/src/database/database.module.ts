import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseHealth } from './database-health.js';
import { closeDatabase, openDatabase } from './orm.js';
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
  ],
  exports: [MikroORM, EntityManager, SeedService, DatabaseHealth],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await closeDatabase(this.orm);
  }
}
