import type express from 'express';
import { routeOf } from '../logging/route-of.js';
import { httpRequestDuration } from './instance-metrics.js';

/** Times every request to its answer, labelled by route pattern (never a path with ids) and status. */
export function httpMetrics(req: express.Request, res: express.Response, next: express.NextFunction): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    httpRequestDuration.observe({ method: req.method, route: routeOf(req), status: String(res.statusCode) }, seconds);
  });
  next();
}
