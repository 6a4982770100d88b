import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import { CHUNK_BYTES, DatabaseFileStore } from '@lsp/api/files/database-file-store';
import { ContentNotStoredError, FILE_STORE } from '@lsp/api/files/file-store';
import { FilesService } from '@lsp/api/files/files.service';
import { LocalFileStore } from '@lsp/api/files/local-file-store';
import { minimalPdf, pdfOfSize } from '../support/documents.js';
import { filesAs } from '../support/files.js';
import { newProject, projectsAs } from '../support/projects.js';
import { twoInstances } from '../support/second-instance.js';
import { usesPostgresServer } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Bytes in pieces of odd sizes, as a network delivers them. */
const inPieces = (bytes: Buffer, size = 65_531) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('Project documents in the database, shared by every instance (docs/file-storage.md)', () => {
  let server: TestServer;
  let store: DatabaseFileStore;
  let legacy: LocalFileStore;
  const sql = async <T>(query: string, params: unknown[] = []) =>
    (await server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params)) as T[];

  before(async () => {
    server = await startTestServer({ FILES_STORE: 'database' });
    legacy = new LocalFileStore(server.config.files.dir);
    store = new DatabaseFileStore(server.running.app.get(MikroORM), legacy);
  });
  after(() => server?.close());

  it('is the store the product uses when told so, and on a PostgreSQL server by default', () => {
    assert.ok(server.running.app.get(FILE_STORE) instanceof DatabaseFileStore);
  });

  it('stores a stream of several megabytes in chunks and gives back the same bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 2 * CHUNK_BYTES + 12_345 }, (_, i) => (i * 31) % 251));
    assert.deepEqual(await store.put('C20261126-1/big', inPieces(bytes)), { size: bytes.length, sha256: sha256(bytes) });
    assert.deepEqual(
      (await sql<{ n: number }>('select count(*)::int as n from file_chunk where storage_key = ?', ['C20261126-1/big']))[0].n,
      3,
    );
    assert.ok((await buffer(await store.get('C20261126-1/big'))).equals(bytes));
    assert.equal(await store.exists('C20261126-1/big'), true);
  });

  it('replaces a key, deletes idempotently, and stores an empty document', async () => {
    await store.put('C20261126-1/b', Buffer.from('erste Fassung'));
    await store.put('C20261126-1/b', Buffer.from('zweite'));
    assert.equal((await buffer(await store.get('C20261126-1/b'))).toString(), 'zweite');
    await store.delete('C20261126-1/b');
    await store.delete('C20261126-1/b');
    assert.equal(await store.exists('C20261126-1/b'), false);
    await assert.rejects(store.get('C20261126-1/b'), ContentNotStoredError);
    assert.deepEqual(await store.put('C20261126-1/empty', Buffer.alloc(0)), { size: 0, sha256: sha256(Buffer.alloc(0)) });
    assert.equal((await buffer(await store.get('C20261126-1/empty'))).length, 0);
  });

  it('leaves nothing when the content fails midway, not even a first chunk', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(CHUNK_BYTES + 10));
        this.destroy(new Error('connection lost'));
      },
    });
    await assert.rejects(store.put('C20261126-2/broken', failing), /connection lost/);
    assert.equal(await store.exists('C20261126-2/broken'), false);
    assert.deepEqual(await sql('select seq from file_chunk where storage_key = ?', ['C20261126-2/broken']), []);
  });

  it('reads documents stored in the local folder before the switch, and refuses keys that are not the server’s', async () => {
    await legacy.put('C20261101-4/alt', Buffer.from('vor dem Umzug'));
    assert.equal(await store.exists('C20261101-4/alt'), true);
    assert.equal((await buffer(await store.get('C20261101-4/alt'))).toString(), 'vor dem Umzug');
    for (const key of ['../outside', 'a//b', '']) await assert.rejects(store.put(key, Buffer.from('x')), /storage key/i, key);
  });

  it('a document uploaded through the API is in the database; bytes no row refers to are swept after a day', async () => {
    const customer = await server.tokenFor('customer');
    const project = await projectsAs(server, customer).created(newProject({ projectName: 'Dokumente geteilt' }));
    const pdf = pdfOfSize(200_000);
    const file = await filesAs(server, customer).uploaded(project.id, { bytes: pdf, name: 'Grundriss.pdf' });
    const [row] = await sql<{ storage_key: string }>('select storage_key from project_file where id = ?', [file.id]);
    assert.equal(
      (await sql<{ size: string | number }>('select size from file_content where storage_key = ?', [row.storage_key]))[0].size.toString(),
      String(pdf.length),
    );
    await store.put(`${project.id}/orphan`, Buffer.from('nach einem Absturz liegen geblieben'));
    const files = server.running.app.get(FilesService);
    assert.equal(await files.sweepOrphans(), 0, 'a fresh upload may still be on its way to its row');
    assert.ok((await files.sweepOrphans(new Date(Date.now() + 1000))) >= 1);
    assert.equal(await store.exists(`${project.id}/orphan`), false);
    const download = await filesAs(server, customer).download(project.id, file.id);
    assert.equal(download.status, 200);
    assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf), 'what a row refers to stays');
  });
});

const onServer = usesPostgresServer();

describe('Documents across two instances on one PostgreSQL', () => {
  const instances = twoInstances(onServer);

  it(
    'a document uploaded through one instance is downloaded through the other, and deleted there for both',
    { skip: onServer ? false : 'needs a PostgreSQL server: set TEST_DATABASE_URL (PGlite is one process)' },
    async () => {
      const { first, second } = instances;
      const customer = await first.tokenFor('customer');
      const project = await projectsAs(first, customer).created(newProject({ projectName: 'Zwei Instanzen' }));
      const pdf = minimalPdf('Schacht auf Instanz eins');
      const file = await filesAs(first, customer).uploaded(project.id, { bytes: pdf, name: 'Schnitt.pdf' });
      const onSecond = (method = 'GET') =>
        fetch(`${second.url}/api/file/${project.id}/${file.id}`, { method, headers: { authorization: `Bearer ${second.token}` } });
      const download = await onSecond();
      assert.equal(download.status, 200);
      assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf));
      assert.equal((await onSecond('DELETE')).status, 204);
      assert.equal((await filesAs(first, customer).download(project.id, file.id)).status, 404);
    },
  );
});
