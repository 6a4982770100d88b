import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { healthSchema, instanceProbeSchema, type Health, type InstanceProbe } from '@lsp/contracts';
import { Public } from '../auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseHealth } from '../database/database-health.js';
import { PdfRenderer } from '../export/pdf-renderer.js';
import { InstanceLifecycle } from '../lifecycle/instance-lifecycle.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DatabaseHealth) private readonly database: DatabaseHealth,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PdfRenderer) private readonly pdf: PdfRenderer,
    @Inject(InstanceLifecycle) private readonly lifecycle: InstanceLifecycle,
  ) {}

  /** Liveness: the process answers. It asks nothing of the database, so a database outage restarts nothing. */
  @ApiOperation({ summary: 'Liveness: the process answers', response: instanceProbeSchema })
  @Public()
  @Get('live')
  live(): InstanceProbe {
    return { ready: this.lifecycle.state === 'serving', instance: this.lifecycle.state };
  }

  /**
   * Readiness, for the load balancer: 200 while the database answers and the instance is not
   * stopping; 503 from the moment it was told to stop (docs/operations.md#health).
   */
  @ApiOperation({
    summary: 'Readiness: send this instance requests',
    response: instanceProbeSchema,
    responses: { 503: instanceProbeSchema },
  })
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<InstanceProbe> {
    const instance = this.lifecycle.state;
    const reachable = instance === 'serving' && (await this.database.check()).reachable;
    const ready = instance === 'serving' && reachable;
    if (!ready) response.status(503);
    return { ready, instance, ...(instance === 'serving' ? { database: reachable ? 'available' : 'unavailable' } : {}) };
  }

  /**
   * Liveness, database reachability (on a connection of its own, within 1.5 s:
   * `HEALTH_DATABASE_WAIT_MS`), the request pool's figures and the PDF engine; 503 when the
   * database does not answer. Without a PDF engine the instance still serves everything else:
   * `degraded`, but 200, so a load balancer keeps it.
   */
  @ApiOperation({ summary: 'Liveness and database reachability', response: healthSchema, responses: { 503: healthSchema } })
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const { reachable, latencyMs, pool } = await this.database.check();
    if (!reachable) response.status(503);
    const { state, problem } = this.pdf.engine;
    return {
      status: reachable && state === 'available' ? 'ok' : 'degraded',
      database: {
        driver: this.config.database.driver,
        state: reachable ? 'available' : 'unavailable',
        reachable,
        latencyMs,
        ...(pool ? { pool } : {}),
      },
      pdf: { state, problem },
      version: this.config.version,
    };
  }
}
