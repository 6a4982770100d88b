import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type express from 'express';
import type { AppConfig } from '../config/app-config.js';
import { registry } from './instance-metrics.js';

async function answer(res: { setHeader(name: string, value: string): unknown; end(body: string): unknown }): Promise<void> {
  const body = await registry.metrics();
  res.setHeader('Content-Type', registry.contentType);
  res.end(body);
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` on the public port, for `Authorization: Bearer $METRICS_TOKEN` only; anyone else
 * gets 404, as if there were none. Without a token the path is the customer app's, as before.
 */
export function metricsBehindToken(token: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/metrics' || req.method !== 'GET') return next();
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.status(404).end();
      return;
    }
    answer(res).catch(next);
  };
}

/** `/metrics` on a port of its own (`METRICS_PORT` on `METRICS_HOST`), for a scraper inside the network. */
export async function startMetricsServer(metrics: AppConfig['metrics']): Promise<Server | undefined> {
  if (metrics.port === undefined) return undefined;
  const server = createServer((req, res) => {
    if (req.url?.split('?')[0] !== '/metrics') {
      res.statusCode = 404;
      res.end();
      return;
    }
    answer(res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(metrics.port, metrics.host, () => resolve());
  });
  return server;
}
