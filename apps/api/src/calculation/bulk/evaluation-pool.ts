import { availableParallelism } from 'node:os';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { BulkResult, BulkTask } from './bulk-tasks.js';

/**
 * A thread's heap: its compiled rule sets, a task's snapshot and a batch of requests live in a few
 * tens of megabytes. Without a limit V8 sizes a thread's heap like the API's and lets garbage pile
 * up before collecting, and the pages a thread's heap took stay with the process after the thread
 * ends (docs/background-jobs.md#memory): the limit bounds what an analysis leaves behind. The young
 * generation follows the process's `--max-semi-space-size` (npm start sets 16 MB).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256 };

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
      resourceLimits: RESOURCE_LIMITS,
    });
    return this.pool.run(task) as Promise<BulkResult<T>>;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
