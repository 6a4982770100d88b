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

/**
 * How far the old generation may grow past what a collection leaves while an impact analysis runs,
 * in per cent (`npm start` runs the product with 100: twice what is live). The analysis' garbage
 * ages into the old generation at a steady rate (a batch outlives the young generation's
 * collections while the one before is evaluated), so over 50 000 open projects its heap reached
 * that limit in every run: 309–340 MB resident at 100, 267–281 MB at 25 (docs/memory.md#after-a-job).
 */
export const ANALYSIS_HEAP_GROWING_PERCENT = 25;

let tightened = 0;

/** The growth the process was started with (`--heap-growing-percent`; 0 is V8's own factor). */
function startGrowth(): number {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS?.split(' ') ?? [])];
  const given = flags.map((flag) => /^--heap[-_]growing[-_]percent=(\d+)$/.exec(flag)?.[1]).filter(Boolean);
  return Number(given.at(-1) ?? 0);
}

/**
 * Runs `work` with the old generation's growth at {@link ANALYSIS_HEAP_GROWING_PERCENT}: V8 reads
 * the flag each time it sets the next limit after a collection, so the heap is collected at
 * 1.25 times what is live instead of twice, for more (concurrent) marking work. Back to the start's
 * growth when the last such work ends.
 */
export async function withTightHeap<T>(work: () => Promise<T>): Promise<T> {
  if (tightened++ === 0) setFlagsFromString(`--heap-growing-percent=${ANALYSIS_HEAP_GROWING_PERCENT}`);
  try {
    return await work();
  } finally {
    if (--tightened === 0) setFlagsFromString(`--heap-growing-percent=${startGrowth()}`);
  }
}
