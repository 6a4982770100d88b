import { availableParallelism } from 'node:os';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { releaseMemorySoon } from '../../memory/memory-release.js';
import type { BulkResult, BulkTask } from './bulk-tasks.js';

/**
 * A thread's heap: its compiled rule sets, a task's snapshot and its random inputs live in well under
 * 48 MB. Without limits V8 sizes a thread's heap like the API's and lets garbage pile up before
 * collecting; the pages a thread's heap took stay with the process after it ended and V8 gives them
 * back only slowly (docs/memory.md#after-a-job), so they are kept few.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 };

/** Threads end this long after their last task; a thread takes a fraction of a second to start again. */
const IDLE_MS = 2000;

/**
 * Worker threads for the random inputs run through a draft (the publish gate's and the impact
 * analysis' fuzzing, one task of seconds that would hold every customer's request on the API's
 * thread). The impact analysis' comparisons run on the API's thread in slices instead
 * (RuleSetWorkbench.compare): on a thread they cost 60–110 MB more at the peak. One core is left to
 * the API; threads start on the first task and end when idle.
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
