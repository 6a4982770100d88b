import type { IncomingMessage } from 'node:http';

type Routed = IncomingMessage & { route?: { path?: unknown }; originalUrl?: string; baseUrl?: string };

/**
 * The route pattern a request matched (`/api/project-v1/:id`), for logs and metrics: a few dozen
 * values, never an id. Requests outside the API's routes are named by where they went.
 */
export function routeOf(req: IncomingMessage): string {
  const routed = req as Routed;
  const pattern = routed.route?.path;
  if (typeof pattern === 'string') return `${routed.baseUrl ?? ''}${pattern}`;
  const path = (routed.originalUrl ?? req.url ?? '').split('?')[0];
  if (path.startsWith('/api/')) return '/api (no route)';
  if (path.startsWith('/oidc')) return '/oidc';
  if (path.startsWith('/admin')) return '/admin (app)';
  return '/ (app)';
}
