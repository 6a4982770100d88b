import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type express from 'express';
import type { PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthUser } from '../auth/auth-user.js';
import { routeOf } from './route-of.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's request id is kept when it is a plain token (a load balancer's, a client's); anything else is replaced. */
const CALLER_ID = /^[\w.:@-]{1,128}$/;

type Request = IncomingMessage & { id?: string | number | object; user?: AuthUser; originalUrl?: string };

/** The path without its query: a query may carry a code, a state or a token. */
const pathOf = (req: Request) => (req.originalUrl ?? req.url ?? '').split('?')[0];

/**
 * One JSON line per request when its answer is sent (docs/operations.md#logs): method, path,
 * route pattern, status, duration in ms, request id, and the signed-in user's subject and company.
 * Never headers, query strings, bodies or form values. The request id comes from `X-Request-Id`
 * (or is made) and is sent back; every line logged while the request runs carries it as `reqId`.
 */
export function requestLog(root: Pino, logger: PinoLogger): express.RequestHandler {
  const http = pinoHttp<Request, ServerResponse>({
    logger: root,
    quietReqLogger: true,
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: Request & { raw?: Request }) => ({ method: req.method, path: pathOf(req.raw ?? req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customSuccessObject: (req, res, fields: Record<string, unknown>) => details(req, res, fields),
    customErrorObject: (req, res, _error, fields: Record<string, unknown>) => details(req, res, fields),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customAttributeKeys: { reqId: 'reqId', responseTime: 'durationMs' },
    wrapSerializers: false,
  });
  return (req, res, next) => {
    http(req as unknown as Request, res);
    logger.runInContext(next, { bindings: { reqId: (req as unknown as Request).id } });
  };
}

/** The request line's fields, flat; `req` and `res` (pino-http's own) are left out. */
function details(req: Request, res: ServerResponse, fields: Record<string, unknown>): Record<string, unknown> {
  const user = req.user;
  return {
    method: req.method,
    path: pathOf(req),
    route: routeOf(req),
    status: res.statusCode,
    durationMs: fields.durationMs,
    ...(user ? { user: user.id, company: user.companyId } : {}),
    ...(fields.err ? { err: fields.err } : {}),
  };
}
