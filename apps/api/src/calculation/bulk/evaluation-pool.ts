import { availableParallelism } from 'node:os';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { BulkResult, BulkTask } from './bulk-tasks.js';

/**
 * Worker threads for rule evaluation in bulk (impact analysis, the publish gate's random inputs):
 * evaluating tens of thousands of requests takes seconds of CPU, which on the API's own thread
 * would hold every customer's request for as long. One core is left to the API; threads start
 * on the first task and end when idle, so their memory goes back after a run.
 */
@Injectable()
export class EvaluationPool implements OnApplicationShutdown {
  private pool: Piscina | undefined;

  run<T extends BulkTask>(task: T): Promise<BulkResult<T>> {
    this.pool ??= new Piscina({
      filename: new URL('./evaluation-worker.js', import.meta.url).href,
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      idleTimeout: 30_000,
    });
    return this.pool.run(task) as Promise<BulkResult<T>>;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
