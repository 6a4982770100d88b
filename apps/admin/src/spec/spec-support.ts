/// <reference types="node" />
// Shared by the backoffice's unit tests (no tests of its own; imported only by *.spec.ts, so the
// app's bundle never holds it): a real oidc-client-ts UserManager whose session lives in memory
// instead of the browser's storage, and an HTTP server on 127.0.0.1 that answers in the API's
// wire format and records what the backoffice sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { HttpClient } from '../data/http-client';

/** The backoffice's UserManager settings, with the session in memory; a user signed in for `validSeconds` when given. */
export async function userManager(validSeconds?: number): Promise<UserManager> {
  const manager = new UserManager({
    authority: 'http://127.0.0.1:9/oidc',
    client_id: 'lift-planner-admin',
    redirect_uri: 'http://127.0.0.1:9/admin/signin-callback',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
  });
  if (validSeconds !== undefined) {
    const now = Math.floor(Date.now() / 1000);
    await manager.storeUser(
      new User({
        access_token: `token-${now}`,
        token_type: 'Bearer',
        id_token: 'id-token',
        profile: { sub: 'admin', iss: 'http://127.0.0.1:9/oidc', aud: 'lift-planner-admin', exp: now + validSeconds, iat: now },
        expires_at: now + validSeconds,
      }),
    );
  }
  return manager;
}

export interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  /** The `Idempotency-Key` header a create went with. */
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiServer {
  url: string;
  requests: Recorded[];
  /** The answer for a method and path (without query); anything else is a 404 in the API's error form. */
  answer(method: string, path: string, answer: Answer): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

export async function apiServer(): Promise<ApiServer> {
  const answers = new Map<string, Answer>();
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      requests.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      const path = request.url!.split('?')[0];
      const answer = answers.get(`${request.method} ${path}`) ?? {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `No ${path}` },
      };
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (method, path, answer) => {
      answers.set(`${method} ${path}`, answer);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The app calls its own origin (`/api/...`); in Node the same client reaches the server by its address. */
export const onServer =
  (server: ApiServer, client: HttpClient): HttpClient =>
  (url, options) =>
    client(`${server.url}${url}`, options);
