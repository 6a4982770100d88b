import { AsyncLocalStorage } from 'node:async_hooks';

/** A request's database wait ran out (`DB_REQUEST_TIMEOUT`), or its caller went away: a 503. */
export class DatabaseWaitExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`the request's database wait of ${budgetMs} ms ran out`);
    this.name = 'DatabaseWaitExceeded';
  }
}

/**
 * How long one HTTP request has waited on the database in all: the time during which at least one
 * of its connection requests or statements was pending, so statements run side by side count once
 * and the time between them (a slow download reading chunk by chunk) not at all. When the budget
 * is spent, the next wait is refused at once and the pending ones are cut (`pool-guard.ts`): a
 * request waits at most `budgetMs` on the database, whatever it does (docs/database-faults.md).
 */
export class RequestWait {
  private spentMs = 0;
  private pending = 0;
  private since = 0;
  private aborted = false;
  /** How to stop each wait under way now (a connection request, a statement in flight). */
  private readonly cuts = new Set<() => void>();

  constructor(
    readonly budgetMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Milliseconds left: 0 once spent or abandoned. */
  remainingMs(): number {
    if (this.aborted) return 0;
    return Math.max(0, this.budgetMs - this.spentMs - (this.pending > 0 ? this.clock() - this.since : 0));
  }

  /**
   * Marks a wait as begun; answers the function that ends it. `cut` stops it, should the request
   * be abandoned while it is under way.
   */
  begin(cut: () => void): () => void {
    if (this.pending++ === 0) this.since = this.clock();
    this.cuts.add(cut);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.cuts.delete(cut);
      if (--this.pending === 0) this.spentMs += this.clock() - this.since;
    };
  }

  /** The caller went away: nothing more is waited for, and what is under way is cut. */
  abandon(): void {
    if (this.aborted) return;
    this.aborted = true;
    for (const cut of [...this.cuts]) cut();
  }
}

const storage = new AsyncLocalStorage<RequestWait>();

/** The wait of the HTTP request this code runs for; undefined outside one (start-up, background jobs). */
export const currentRequestWait = (): RequestWait | undefined => storage.getStore();

/** Runs `next` (the rest of a request's handling) with a database wait of `budgetMs`. */
export function withRequestWait<T>(budgetMs: number, next: () => T): { wait: RequestWait; result: T } {
  const wait = new RequestWait(budgetMs);
  return { wait, result: storage.run(wait, next) };
}

/**
 * Runs `work` as no request's: background work a request starts (a job it enqueued) has no
 * request's bound and is not cut when that request's caller goes away.
 */
export function outsideRequestWait<T>(work: () => T): T {
  return storage.exit(work);
}
