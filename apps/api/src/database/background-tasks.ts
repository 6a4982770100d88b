import { Injectable, Logger } from '@nestjs/common';

/** How long a stop waits for the background tasks still running before it closes the pool anyway. */
export const BACKGROUND_TASKS_WAIT_MS = 5000;

/**
 * The instance's own work on the database outside requests (the file sweep, the sign-in purge,
 * the job queue's polls, the price backfill): every such task runs through here, so that a stop
 * waits for them before it closes the pool (docs/operations.md#stopping).
 *
 * Why: a task that asks the pool for a connection while the ORM closes it gets one after the
 * driver let go of the pool; the connection is never given back, `pool.end()` never ends and the
 * stop hangs. Once the stop began, no new task starts.
 */
@Injectable()
export class BackgroundTasks {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;

  /** Runs `task` unless the instance is stopping; a failure is logged with `what` and swallowed. */
  run(what: string, task: () => Promise<unknown>): Promise<void> {
    if (this.stopping) return Promise.resolve();
    const promise = task().then(
      () => undefined,
      (error: unknown) => {
        if (!this.stopping) this.logger.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise));
    return promise;
  }

  /** Whether the stop began: loops of their own end at their next turn. */
  get stopped(): boolean {
    return this.stopping;
  }

  /** Refuses new tasks and waits, at most `waitMs`, for those running; answers how many were left. */
  async stop(waitMs = BACKGROUND_TASKS_WAIT_MS): Promise<number> {
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)));
    const outcome = await Promise.race([Promise.all([...this.running]).then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') this.logger.warn(`${this.running.size} background task(s) still running after ${waitMs} ms: closing anyway`);
    return this.running.size;
  }
}
