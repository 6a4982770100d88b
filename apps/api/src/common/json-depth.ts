import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

/**
 * The deepest nesting of objects and arrays a request body may have. The deepest real body is a
 * rule set's content (JsonLogic nests an expression a level per operator, about 20 levels in the
 * lift-shaft rules); thousands of levels only serve to exhaust a recursive reader's stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests objects and arrays deeper than `max` (walked without recursion, so any depth is safe). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Express middleware after the JSON parser: a body nested too deeply is a 400 on every endpoint. */
export function limitJsonDepth(request: Request, _response: Response, next: NextFunction): void {
  if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
    next(
      ApiError.badRequest(`The request body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`, [
        { path: '/', key: 'tooDeep', params: { limit: MAX_JSON_DEPTH }, message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` },
      ]),
    );
    return;
  }
  next();
}
