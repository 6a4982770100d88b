import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Logger } from '@nestjs/common';

/** How long after the last finished piece of work the memory is given back. */
const RELEASE_DELAY_MS = 1000;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;
let timer: NodeJS.Timeout | undefined;
const logger = new Logger('Memory');
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * V8's collection that shrinks the heap as far as it can (what it runs itself under memory pressure).
 * Node has no API for it; the `gc` function of `--expose-gc`, taken from a fresh context, runs it.
 */
function lastResortCollection(): Collect {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  return collect;
}

/**
 * Gives the memory a background job took back to the system, a second after the job ended
 * (docs/memory.md#after-a-job). A list export or an impact analysis leaves the process 50–120 MB
 * larger than before, though the live heap is what it was: V8 keeps the heap pages it grew, and
 * the pages of the evaluation pool's ended threads, pooled for reuse, resident until a collection
 * that reduces memory, which an idle process never runs on its own. That collection stops the API
 * for some tens of milliseconds once a job is over, not during it.
 */
export function releaseMemorySoon(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    lastResortCollection()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    logger.log({
      msg: 'memory released after background work',
      rssBeforeMb: mb(before),
      rssAfterMb: mb(process.memoryUsage.rss()),
      pauseMs: Math.round(performance.now() - started),
    });
  }, RELEASE_DELAY_MS).unref();
}
