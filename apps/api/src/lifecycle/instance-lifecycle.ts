import type { Server } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import type express from 'express';

/**
 * Where the instance is between start and exit, and the requests it holds (docs/operations.md#stopping).
 * A stop turns it not ready at once, keeps taking requests for `SHUTDOWN_DELAY` (0: nginx retries a
 * refused connection on the next instance at once, where a polling balancer needs a while), closes the listener (a load balancer's next connection goes to
 * another instance), asks keep-alive clients to go elsewhere and waits, within a bound, for the
 * requests in hand; then the application closes (jobs handed back, Chromium, the pool).
 */
@Injectable()
export class InstanceLifecycle {
  private readonly logger = new Logger('Lifecycle');
  private stopping = false;
  /** Set once the listener closed: a request that still comes, on a kept-alive connection, is turned away untouched. */
  private refusing = false;
  private readonly inFlight = new Set<express.Response>();
  private drained: (() => void) | undefined;

  get state(): 'serving' | 'stopping' {
    return this.stopping ? 'stopping' : 'serving';
  }

  /** Requests being answered now. */
  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Counts the requests in hand; while stopping, every answer closes its connection. */
  readonly track = (_req: express.Request, res: express.Response, next: express.NextFunction): void => {
    if (this.refusing) {
      // Nothing of it ran: a load balancer may send it to another instance, a POST too (deploy/nginx).
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '1');
      res.status(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'This instance is stopping: send the request again' });
      return;
    }
    this.inFlight.add(res);
    if (this.stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      this.inFlight.delete(res);
      if (this.inFlight.size === 0) this.drained?.();
    });
    next();
  };

  /**
   * Stops taking requests and waits for those in hand, at most `graceMs`; the rest are cut.
   * Answers how many had to be cut.
   */
  async drain(server: Server, { graceMs, delayMs }: { graceMs: number; delayMs: number }): Promise<number> {
    this.stopping = true;
    // A load balancer that polls readiness takes the instance out before its listener closes.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    this.refusing = true;
    // Idle keep-alive connections close now; busy ones after their answer (Connection: close).
    server.closeIdleConnections();
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (this.inFlight.size > 0) {
      this.logger.log(`stopping: waiting up to ${graceMs} ms for ${this.inFlight.size} request(s)`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => (this.drained = resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
    }
    const cut = this.inFlight.size;
    if (cut > 0) this.logger.warn(`stopping: ${cut} request(s) still running after ${graceMs} ms are cut`);
    server.closeAllConnections();
    await closed;
    return cut;
  }
}
