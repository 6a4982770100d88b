import { Controller, Get, Inject, Res } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Response } from 'express';
import { healthSchema, type Health } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Liveness and database reachability; 503 when the database does not answer. */
  @ApiOperation({ summary: 'Liveness and database reachability', response: healthSchema, responses: { 503: healthSchema } })
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const started = performance.now();
    let reachable = true;
    try {
      await this.orm.em.fork().getConnection().execute('select 1');
    } catch {
      reachable = false;
    }
    if (!reachable) response.status(503);
    return {
      status: reachable ? 'ok' : 'degraded',
      database: { driver: this.config.database.driver, reachable, latencyMs: reachable ? Math.round((performance.now() - started) * 100) / 100 : null },
      version: this.config.version,
    };
  }
}
