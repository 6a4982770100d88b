import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import i18next from 'i18next';
import { fetchJson } from './fetch-json';

describe('fetchJson: the screen language goes with every call', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("sends the screen's language as Accept-Language, whatever the browser's is, so mails come in it", async () => {
    const sent: Record<string, string>[] = [];
    globalThis.fetch = (async (_path: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    await i18next.init({ lng: 'de', resources: {} });
    await fetchJson('/api/project-v1', { method: 'POST', body: {} });
    await i18next.changeLanguage('pl');
    await fetchJson('/api/project-v1');
    assert.deepEqual(
      sent.map((headers) => headers['accept-language']),
      ['de', 'pl'],
    );
  });
});
