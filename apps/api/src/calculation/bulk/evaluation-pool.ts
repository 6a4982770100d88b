import { availableParallelism } from 'node:os';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { releaseMemorySoon } from '../../memory/memory-release.js';
import type { BulkResult, BulkTask } from './bulk-tasks.js';

/**
 * A thread's heap: its compiled rule sets, a task's snapshot and a batch of 250 requests live in
 * well under 48 MB. Without limits V8 sizes a thread's heap like the API's and lets garbage pile up
 * before collecting: with 256 MB of old generation and the process's 16 MB semispaces an analysis
 * took the process 110 MB above its rest, with these bounds some 60 (docs/memory.md#after-a-job).
 * An ended thread's pages stay with the process until releaseMemorySoon gives them back.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 };

/**
 * Threads end this long after their last task. Within an analysis the next batch's task follows at
 * once; after it, an ended thread's pages can be given back (releaseMemorySoon) seconds, not half a
 * minute, after the job, and a thread takes a fraction of a second to start again.
 */
const IDLE_MS = 2000;

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
    if (!this.pool) {
      const pool = new Piscina({
        filename: new URL('./evaluation-worker.js', import.meta.url).href,
        minThreads: 0,
        maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
        idleTimeout: IDLE_MS,
        resourceLimits: RESOURCE_LIMITS,
      });
      // The heap pages of an ended thread stay with the process until a collection gives them back.
      pool.on('workerDestroy', () => releaseMemorySoon());
      this.pool = pool;
    }
    return this.pool.run(task) as Promise<BulkResult<T>>;
  }

  /**
   * Ends the threads once their tasks are done, and gives their memory back: for the end of a job
   * that used them (an impact analysis), rather than waiting for their idle time. A task asked for
   * meanwhile starts a new pool.
   */
  retire(): void {
    const pool = this.pool;
    this.pool = undefined;
    void pool?.close().then(releaseMemorySoon, releaseMemorySoon);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
