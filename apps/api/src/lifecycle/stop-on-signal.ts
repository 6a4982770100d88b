import { Logger } from '@nestjs/common';
import type { RunningServer } from '../server.js';

/** What the stop may take beyond the requests' grace: jobs handed back, Chromium and the pool, each bounded. */
const HOOKS_MS = 15_000;

/**
 * Stops the instance gracefully on SIGTERM or SIGINT (a service manager, a container runtime,
 * Ctrl-C), and when `scripts/run.cjs`, which started it with a channel, is gone without passing
 * a signal on. A second signal while stopping changes nothing (Ctrl-C reaches every process of
 * the chain, which also passes it on); a stop that overruns its bound exits anyway.
 */
export function stopOnSignal(running: RunningServer, graceMs: number): void {
  const logger = new Logger('Lifecycle');
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${why}: stopping (not ready, finishing the requests in hand, handing back jobs)`);
    setTimeout(() => {
      logger.error(`not stopped within ${graceMs + HOOKS_MS} ms: exiting anyway`);
      process.exit(1);
    }, graceMs + HOOKS_MS).unref();
    running.close().then(
      () => {
        logger.log('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`stop failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  if (process.send) process.on('disconnect', () => stop('the starting process is gone'));
}
