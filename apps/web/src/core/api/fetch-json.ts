import i18next from 'i18next';
import type { ApiErrorBody } from '@lsp/contracts';
import { ApiError } from './api-error';
import { checkContract } from './contract-check';

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Bearer token; public calls have none. */
  token?: string;
  /** `$id` of the `@lsp/contracts` schema the answer must match. */
  schema?: string;
  signal?: AbortSignal;
  /** More request headers, e.g. a create's `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
  /** Told the answer's headers when it succeeds (a create's `Idempotent-Replayed`). */
  onHeaders?: (headers: Headers) => void;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).statusCode === 'number' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

async function send(path: string, request: JsonRequest): Promise<Response> {
  // The screen's language, not the browser's: the API keeps it for the mails it sends this user
  // (docs/projects.md, "Mail"), and a German screen in an English browser means German mails.
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(i18next.language ? { 'accept-language': i18next.language } : {}),
    ...request.headers,
  };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError('fetch', `${request.method ?? 'GET'} ${path} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * One call to the API on this origin, answering the parsed JSON body. Every failure becomes an
 * `ApiError` of the kinds of docs/design.md#client-errors (network, status, syntax, shape, internal).
 */
export async function fetchJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const response = await send(path, request);
  const text = await response.text();
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch (cause) {
      if (response.ok) throw new ApiError('syntax', `${path} answered no JSON`, { status: response.status, cause });
    }
  }
  if (!response.ok) {
    const body = isErrorBody(json) ? json : undefined;
    throw new ApiError('status', `${path} answered ${response.status}${body ? `: ${body.message}` : ''}`, {
      status: response.status,
      body,
    });
  }
  request.onHeaders?.(response.headers);
  if (!request.schema) return json as T;
  let checked: Awaited<ReturnType<typeof checkContract<T>>>;
  try {
    checked = await checkContract<T>(request.schema, json);
  } catch (cause) {
    // The answer arrived but the app could not check it (its validator did not load): the
    // fault is on this side, not the server's.
    throw new ApiError('internal', `${path}: the answer could not be checked`, { status: response.status, cause });
  }
  if (!checked.ok) throw new ApiError('validation', `${path} answered an unexpected shape`, { problems: checked.problems });
  return checked.value;
}
