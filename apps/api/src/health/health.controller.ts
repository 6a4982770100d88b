import { Controller, Get, Inject, Res } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Response } from 'express';
import { healthSchema, type Health } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PdfRenderer } from '../export/pdf-renderer.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';

/**
 * The longest the health check waits for the database: a load balancer's probe must get an
 * answer within 2 s, also when the server is frozen and answers nothing.
 */
export const HEALTH_DATABASE_WAIT_MS = 1_500;

@Controller('health')
export class HealthController {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PdfRenderer) private readonly pdf: PdfRenderer,
  ) {}

  /**
   * Liveness, database reachability and the PDF engine; 503 when the database does not answer
   * within {@link HEALTH_DATABASE_WAIT_MS}. Without a PDF engine the instance still serves
   * everything else: `degraded`, but 200, so a load balancer keeps it.
   */
  @ApiOperation({ summary: 'Liveness and database reachability', response: healthSchema, responses: { 503: healthSchema } })
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const started = performance.now();
    let reachable = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const waited = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), HEALTH_DATABASE_WAIT_MS);
      });
      await Promise.race([this.orm.em.fork().getConnection().execute('select 1'), waited]);
    } catch {
      reachable = false;
    } finally {
      clearTimeout(timer);
    }
    if (!reachable) response.status(503);
    const { state, problem } = this.pdf.engine;
    return {
      status: reachable && state === 'available' ? 'ok' : 'degraded',
      database: {
        driver: this.config.database.driver,
        state: reachable ? 'available' : 'unavailable',
        reachable,
        latencyMs: reachable ? Math.round((performance.now() - started) * 100) / 100 : null,
      },
      pdf: { state, problem },
      version: this.config.version,
    };
  }
}
