import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, describe, it } from 'node:test';
import { ContentNotStoredError } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

describe(LocalFileStore.name, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lsp-file-store-'));
  const store = new LocalFileStore(root);
  after(() => rmSync(root, { recursive: true, force: true }));

  it('stores a stream under its key, reports size and SHA-256, and gives the bytes back', async () => {
    const stored = await store.put('C20261121-1/a1', Readable.from([Buffer.from('Schacht '), Buffer.from('Grundriss')]));
    assert.deepEqual(stored, { size: 17, sha256: createHash('sha256').update('Schacht Grundriss').digest('hex') });
    assert.equal(await text(await store.get('C20261121-1/a1')), 'Schacht Grundriss');
    assert.equal(await store.exists('C20261121-1/a1'), true);
    assert.equal(existsSync(path.join(root, 'C20261121-1', 'a1')), true);
  });

  it('stores a buffer, replaces an existing key, and deletes idempotently', async () => {
    await store.put('C20261121-1/b2', Buffer.from('first'));
    await store.put('C20261121-1/b2', Buffer.from('second'));
    assert.equal(await text(await store.get('C20261121-1/b2')), 'second');
    await store.delete('C20261121-1/b2');
    await store.delete('C20261121-1/b2');
    assert.equal(await store.exists('C20261121-1/b2'), false);
    await assert.rejects(store.get('C20261121-1/b2'), ContentNotStoredError);
  });

  it('leaves nothing behind when the content fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await assert.rejects(store.put('C20261121-2/c3', failing), /connection lost/);
    assert.equal(await store.exists('C20261121-2/c3'), false);
    assert.deepEqual(readdirSync(path.join(root, '.tmp')), []);
  });

  it('refuses keys that are not the server’s own, so no key reaches outside the root', async () => {
    for (const key of ['../outside', 'a/../../outside', '/etc/passwd', '.tmp/x', 'a//b', 'a\\b', '', 'a/', 'C2026/..']) {
      await assert.rejects(store.put(key, Buffer.from('x')), /storage key/i, key);
      await assert.rejects(store.get(key), /storage key/i, key);
      await assert.rejects(store.delete(key), /storage key/i, key);
    }
    assert.equal(existsSync(path.join(root, '..', 'outside')), false);
  });
});
