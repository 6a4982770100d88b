import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/core';
import {
  apiErrorSchema,
  PROJECT_FILE_MAX_BYTES,
  projectFileListSchema,
  projectFileSchema,
  validatorFor,
  type ApiErrorBody,
  type ProjectData,
  type ProjectFileData,
} from '@lsp/contracts';
import { dwgHeader, exeHeader, htmlPage, minimalDxf, minimalPdf, minimalPng, minimalXlsx, pdfOfSize } from '../support/documents.js';
import { filesAs, type UploadPart } from '../support/files.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const checkFile = validatorFor<ProjectFileData>(projectFileSchema);
const checkList = validatorFor<ProjectFileData[]>(projectFileListSchema);
const checkError = validatorFor<ApiErrorBody>(apiErrorSchema);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every plain file under a folder, as paths relative to it (hidden work folders included). */
function filesUnder(root: string): string[] {
  let found: string[] = [];
  try {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      const full = path.join(root, entry.name);
      if (entry.isDirectory()) found = found.concat(filesUnder(full).map((f) => path.join(entry.name, f)));
      else found.push(entry.name);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return found.sort();
}

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  const body = JSON.parse(text) as ApiErrorBody;
  assert.ok(checkError(body).ok, text);
  assert.equal(body.statusCode, status);
  return body;
}

describe('Project documents: upload, list, download, delete (docs/design.md#documents)', () => {
  let server: TestServer;
  let customer: ReturnType<typeof filesAs>;
  let colleague: ReturnType<typeof filesAs>;
  let vienna: ReturnType<typeof filesAs>;
  let admin: ReturnType<typeof filesAs>;
  let projects: ReturnType<typeof projectsAs>;
  let adminProjects: ReturnType<typeof projectsAs>;
  let filesDir: string;
  const sql = async <T>(query: string, params: unknown[] = []) =>
    (await server.running.app.get(MikroORM).em.fork().getConnection().execute(query, params)) as T[];
  const rowsOf = (projectId: string) =>
    sql<{ id: string; storage_key: string; sha256: string; size: string | number }>(
      'select id, storage_key, sha256, size from project_file where project_id = ? order by uploaded_at, id',
      [projectId],
    );
  const stored = () => [...filesUnder(filesDir), ...filesUnder(server.config.files.stagingDir).map((f) => `staging/${f}`)];

  before(async () => {
    // The local store, whose folder these tests look into; the database store: file-store-shared.spec.ts.
    server = await startTestServer({ FILES_STORE: 'local' });
    filesDir = server.config.files.dir;
    customer = filesAs(server, await server.tokenFor('customer'));
    colleague = filesAs(server, await server.tokenFor('colleague'));
    vienna = filesAs(server, await server.tokenFor('vienna'));
    admin = filesAs(server, await server.tokenFor('admin'));
    projects = projectsAs(server, await server.tokenFor('customer'));
    adminProjects = projectsAs(server, await server.tokenFor('admin'));
  });
  after(() => server.close());

  it('keeps each kind of document byte for byte, with the type read from its content, and lists it on the project', async () => {
    const project = await projects.created(newProject({ projectName: 'Mit Unterlagen' }));
    // `kept`: the name stored, when it differs: the extension follows the content, format characters go.
    const documents: (UploadPart & { expected: string; kept?: string })[] = [
      { bytes: minimalPdf(), name: 'Grundriss.pdf', type: 'application/pdf', expected: 'application/pdf' },
      { bytes: minimalPng(), name: 'Foto Schachtkopf.png', type: 'image/png', expected: 'image/png' },
      { bytes: minimalDxf(), name: 'Schnitt.dxf', type: 'application/dxf', expected: 'image/vnd.dxf' },
      { bytes: dwgHeader(), name: 'Schnitt.dwg', expected: 'image/vnd.dwg' },
      {
        bytes: await minimalXlsx(),
        name: 'Aufmaß.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        expected: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      // What the client claims does not matter: a PNG sent as a PDF is kept as a PNG.
      { bytes: minimalPng(), name: 'Lüftung Schacht 1.pdf', type: 'application/pdf', expected: 'image/png', kept: 'Lüftung Schacht 1.png' },
      { bytes: minimalPdf(), name: 'plan\u202Efdp.exe', type: 'application/pdf', expected: 'application/pdf', kept: 'planfdp.pdf' },
      { bytes: minimalPdf(), name: 'x.pdf.exe', type: 'application/pdf', expected: 'application/pdf', kept: 'x.pdf' },
      { bytes: minimalPdf(), name: 'x.html', type: 'text/html', expected: 'application/pdf', kept: 'x.pdf' },
      { bytes: minimalPdf(), name: 'x.svg', type: 'image/svg+xml', expected: 'application/pdf', kept: 'x.pdf' },
    ];
    const uploaded: ProjectFileData[] = [];
    for (const document of documents) {
      const response = await customer.upload(project.id, document);
      const body = (await response.json()) as ProjectFileData;
      assert.equal(response.status, 201, JSON.stringify(body));
      assert.ok(checkFile(body).ok, JSON.stringify(body));
      assert.deepEqual(
        { name: body.name, mediaType: body.mediaType, size: body.size, path: body.path, uploadedBy: body.uploadedBy },
        {
          name: document.kept ?? document.name,
          mediaType: document.expected,
          size: document.bytes.length,
          path: `/api/file/${project.id}/${body.id}`,
          uploadedBy: 'Max Mustermann',
        },
      );
      uploaded.push(body);
    }

    const listed = (await (await colleague.list(project.id)).json()) as ProjectFileData[];
    assert.ok(checkList(listed).ok);
    assert.deepEqual(listed, uploaded, 'the list answers the documents in upload order, as uploaded');
    const enriched = (await (await projects.get(project.id)).json()) as ProjectData;
    assert.deepEqual(enriched.files, uploaded, "the project's files are the same documents");
    assert.equal(enriched.version, project.version, 'documents do not change the project version, so an open form still saves');

    for (const [index, document] of documents.entries()) {
      const file = uploaded[index];
      const response = await colleague.download(project.id, file.id);
      assert.equal(response.status, 200);
      assert.deepEqual(Buffer.from(await response.arrayBuffer()), document.bytes, document.name);
      assert.equal(response.headers.get('content-type'), document.expected);
      assert.equal(response.headers.get('content-length'), String(document.bytes.length));
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.match(response.headers.get('content-security-policy') ?? '', /sandbox/);
      const disposition = response.headers.get('content-disposition')!;
      assert.match(disposition, /^attachment; /);
      assert.equal(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]), document.kept ?? document.name);
    }

    const rows = await rowsOf(project.id);
    assert.deepEqual(
      rows.map((r) => r.sha256),
      documents.map((d) => sha256(d.bytes)),
    );
    for (const row of rows) {
      assert.match(row.storage_key, new RegExp(`^${project.id}/[0-9a-f-]{36}$`), 'the key is the server’s, not the uploaded name');
      assert.deepEqual(readFileSync(path.join(filesDir, row.storage_key)), documents[rows.indexOf(row)].bytes);
    }
  });

  it('refuses what is not a document with 415 naming file, judged from the content whatever the name, and keeps nothing', async () => {
    const project = await projects.created();
    const before = stored();
    const refused: UploadPart[] = [
      { bytes: exeHeader(), name: 'plan.pdf', type: 'application/pdf' },
      { bytes: htmlPage(), name: 'plan.html', type: 'text/html' },
      { bytes: htmlPage(), name: 'plan.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'skizze.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from('Schacht 1600 x 2600 mm\n'), name: 'notizen.txt', type: 'text/plain' },
      { bytes: Buffer.alloc(0), name: 'leer.pdf', type: 'application/pdf' },
    ];
    for (const part of refused) {
      const body = await errorOf(await customer.upload(project.id, part), 415);
      assert.equal(body.code, 'UNSUPPORTED_MEDIA_TYPE');
      assert.deepEqual(
        body.details?.map((d) => d.path),
        ['/file'],
        part.name,
      );
    }
    assert.deepEqual(await rowsOf(project.id), []);
    assert.deepEqual(stored(), before, 'nothing stored, nothing left in staging');
  });

  it('refuses a file over 50 MiB with 413 and keeps nothing; exactly 50 MiB of file is accepted', async () => {
    const project = await projects.created();
    const before = stored();
    const body = await errorOf(
      await customer.upload(project.id, { bytes: pdfOfSize(PROJECT_FILE_MAX_BYTES + 1), name: 'zu gross.pdf' }),
      413,
    );
    assert.equal(body.code, 'PAYLOAD_TOO_LARGE');
    assert.deepEqual(
      body.details?.map((d) => d.path),
      ['/file'],
    );
    assert.deepEqual(await rowsOf(project.id), []);
    assert.deepEqual(stored(), before, 'no bytes in the files folder or the staging folder');

    const largest = pdfOfSize(PROJECT_FILE_MAX_BYTES);
    const file = await customer.uploaded(project.id, { bytes: largest, name: 'gerade recht.pdf' });
    assert.equal(file.size, PROJECT_FILE_MAX_BYTES);
    const download = await customer.download(project.id, file.id);
    assert.equal(sha256(Buffer.from(await download.arrayBuffer())), sha256(largest));
    assert.deepEqual(filesUnder(server.config.files.stagingDir), [], 'the staged upload is gone once stored');
  });

  it('keeps only the base name of a path-like name, and the bytes inside the files folder', async () => {
    const project = await projects.created();
    for (const [uploaded, kept] of [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\x.pdf', 'x.pdf'],
      ['/tmp/.hidden.pdf', 'hidden.pdf'],
      ['..', 'document.pdf'],
    ] as const) {
      const file = await customer.uploaded(project.id, { bytes: minimalPdf(), name: uploaded });
      assert.equal(file.name, kept, uploaded);
    }
    for (const row of await rowsOf(project.id)) {
      const full = path.resolve(filesDir, row.storage_key);
      assert.ok(full.startsWith(filesDir + path.sep), full);
      assert.deepEqual(readFileSync(full), minimalPdf());
    }
  });

  it('refuses an upload that is not exactly one file in the field file with 400 (415 when not multipart)', async () => {
    const project = await projects.created();
    const pdf = { bytes: minimalPdf(), name: 'a.pdf' };
    const cases: [string, Promise<Response>][] = [
      ['two files', customer.upload(project.id, pdf, pdf)],
      ['a file in another field', customer.upload(project.id, { ...pdf, field: 'document' })],
      ['no file', customer.upload(project.id)],
    ];
    for (const [what, call] of cases) {
      const body = await errorOf(await call, 400);
      assert.ok(
        body.details?.some((d) => d.path === '/file'),
        `${what}: ${JSON.stringify(body)}`,
      );
    }
    const token = await server.tokenFor('customer');
    const json = await server.api(`/api/file/${project.id}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    assert.deepEqual(
      (await errorOf(json, 415)).details?.map((d) => d.path),
      ['/file'],
    );
    const broken = await server.api(`/api/file/${project.id}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    });
    await errorOf(broken, 400);
    assert.deepEqual(await rowsOf(project.id), []);
    assert.deepEqual(filesUnder(server.config.files.stagingDir), []);
  });

  it('deletes a document: 204, the row and the bytes are gone, and it answers 404 from then on', async () => {
    const project = await projects.created();
    const keep = await customer.uploaded(project.id, { bytes: minimalPng(), name: 'bleibt.png' });
    const drop = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'weg.pdf' });
    const [, dropRow] = await rowsOf(project.id);
    assert.equal((await colleague.delete(project.id, drop.id)).status, 204);
    assert.deepEqual(
      (await rowsOf(project.id)).map((r) => r.id),
      [keep.id],
    );
    assert.equal(filesUnder(filesDir).includes(dropRow.storage_key.replace('/', path.sep)), false);
    await errorOf(await customer.download(project.id, drop.id), 404);
    await errorOf(await customer.delete(project.id, drop.id), 404);
    assert.deepEqual(
      ((await (await customer.list(project.id)).json()) as ProjectFileData[]).map((f) => f.id),
      [keep.id],
    );
  });

  it('answers 404, not a broken stream, when the bytes of a listed document have gone from the store', async () => {
    const project = await projects.created();
    const file = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'verloren.pdf' });
    const [row] = await rowsOf(project.id);
    rmSync(path.join(filesDir, row.storage_key));
    assert.match((await errorOf(await customer.download(project.id, file.id), 404)).message, /missing/);
    assert.equal((await customer.delete(project.id, file.id)).status, 204, 'and it can still be removed');
  });

  it('answers 404 for a file of another project, a missing file and another company, and such calls change nothing', async () => {
    const project = await projects.created();
    const other = await projects.created();
    const file = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'plan.pdf' });
    await errorOf(await customer.download(other.id, file.id), 404);
    await errorOf(await customer.delete(other.id, file.id), 404);
    await errorOf(await customer.download(project.id, '00000000-0000-4000-8000-000000000000'), 404);
    await errorOf(await customer.list('C20990101-1'), 404);
    await errorOf(await customer.upload('C20990101-1', { bytes: minimalPdf(), name: 'plan.pdf' }), 404);
    await errorOf(await vienna.list(project.id), 404);
    await errorOf(await vienna.download(project.id, file.id), 404);
    await errorOf(await vienna.upload(project.id, { bytes: minimalPdf(), name: 'fremd.pdf' }), 404);
    await errorOf(await vienna.delete(project.id, file.id), 404);
    assert.deepEqual(
      (await rowsOf(project.id)).map((r) => r.id),
      [file.id],
    );
    assert.deepEqual(await rowsOf(other.id), []);
    await errorOf(await customer.download(project.id, 'not-a-uuid'), 400);
  });

  it('lets customers add and remove documents only while the project is theirs to change; staff always', async () => {
    const project = await projects.created(newProject({ requestType: 'OFFER' }));
    const before = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'vorher.pdf' });
    const submitted = await projects.save(resave(project, { state: 'SUBMITTED' }));
    assert.equal(submitted.status, 200, await submitted.clone().text());
    const conflict = await errorOf(await customer.upload(project.id, { bytes: minimalPdf(), name: 'nachher.pdf' }), 409);
    assert.match(conflict.message, /SUBMITTED/);
    await errorOf(await colleague.delete(project.id, before.id), 409);
    assert.equal((await customer.download(project.id, before.id)).status, 200, 'reading stays allowed');
    const byStaff = await admin.uploaded(project.id, { bytes: minimalPng(), name: 'Rückfrage.png' });
    assert.equal(byStaff.uploadedBy, 'Anna Admin');
    assert.equal((await admin.delete(project.id, before.id)).status, 204);
    assert.deepEqual(
      (await rowsOf(project.id)).map((r) => r.id),
      [byStaff.id],
    );
    const loaded = (await (await adminProjects.get(project.id)).json()) as ProjectData;
    assert.deepEqual(
      loaded.files.map((f) => f.name),
      ['Rückfrage.png'],
    );
  });

  it('answers 401 without a token and 403 to a user without a group', async () => {
    const project = await projects.created();
    const file = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'plan.pdf' });
    const inactive = filesAs(server, await server.tokenFor('inactive'));
    const anonymous = filesAs(server, undefined);
    for (const [who, client, status] of [
      ['nobody', anonymous, 401],
      ['inactive', inactive, 403],
    ] as const) {
      await errorOf(await client.list(project.id), status);
      await errorOf(await client.upload(project.id, { bytes: minimalPdf(), name: 'x.pdf' }), status);
      await errorOf(await client.download(project.id, file.id), status);
      await errorOf(await client.delete(project.id, file.id), status);
      assert.deepEqual(
        (await rowsOf(project.id)).map((r) => r.id),
        [file.id],
        who,
      );
    }
  });

  it('keeps the documents of a deleted project (the delete is soft), out of reach until it is restored', async () => {
    const project = await projects.created();
    const file = await customer.uploaded(project.id, { bytes: minimalPdf(), name: 'plan.pdf' });
    assert.equal((await projects.delete(project.id)).status, 204);
    await errorOf(await customer.download(project.id, file.id), 404);
    await errorOf(await admin.list(project.id), 404);
    const [row] = await rowsOf(project.id);
    assert.equal(row?.id, file.id);
    assert.deepEqual(readFileSync(path.join(filesDir, row.storage_key)), minimalPdf());
  });
});
