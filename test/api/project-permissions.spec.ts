import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProjectData, ProjectListAnswer } from '@lsp/contracts';
import { minimalPdf } from '../support/documents.js';
import { filesAs } from '../support/files.js';
import { newProject, projectsAs, resave } from '../support/projects.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Who calls: the project's creator, a colleague, another company, staff, a user without a group, nobody. */
const CALLERS = ['customer', 'colleague', 'vienna', 'admin', 'inactive', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];

interface Endpoint {
  name: string;
  /** What the customer adds to the project before the call (a document to read or delete); answers the project then. */
  prepare?(server: TestServer, customerToken: string, project: ProjectData): Promise<ProjectData>;
  /** Calls the endpoint as the caller, on a project the customer created (and prepared) for this call. */
  call(server: TestServer, token: string | undefined, project: ProjectData): Promise<Response>;
  expect: Record<Caller, number>;
}

/** The project with a document the customer uploaded. */
async function withDocument(server: TestServer, customerToken: string, project: ProjectData): Promise<ProjectData> {
  await filesAs(server, customerToken).uploaded(project.id, { bytes: minimalPdf(), name: 'plan.pdf' });
  return (await (await projectsAs(server, customerToken).get(project.id)).json()) as ProjectData;
}

/** Visible to the owner's company and staff; another company gets 404, the group-less 403, nobody 401. */
const onCustomersProject = (ok: number): Record<Caller, number> => ({
  customer: ok,
  colleague: ok,
  vienna: 404,
  admin: ok,
  inactive: 403,
  anonymous: 401,
});

export const PROJECT_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/project-v1 (new project)',
    call: (server, token) => projectsAs(server, token).save(newProject()),
    expect: { customer: 200, colleague: 200, vienna: 200, admin: 200, inactive: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/project-v1 (existing project)',
    call: (server, token, project) => projectsAs(server, token).save(resave(project, {}, { projectName: 'Changed' })),
    expect: onCustomersProject(200),
  },
  {
    name: 'GET /api/project-v1/{id}',
    call: (server, token, project) => projectsAs(server, token).get(project.id),
    expect: onCustomersProject(200),
  },
  {
    name: 'DELETE /api/project-v1/{id}',
    call: (server, token, project) => projectsAs(server, token).delete(project.id),
    expect: onCustomersProject(204),
  },
  {
    name: 'GET /api/project-v1',
    call: (server, token) => projectsAs(server, token).list(),
    expect: { customer: 200, colleague: 200, vienna: 200, admin: 200, inactive: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/project/export/{projectId}?format=pdf',
    call: (server, token, project) => server.api(`/api/project/export/${project.id}?format=pdf`, { token }),
    expect: onCustomersProject(200),
  },
  {
    name: 'GET /api/project/export/{projectId}?format=xlsx',
    call: (server, token, project) => server.api(`/api/project/export/${project.id}?format=xlsx`, { token }),
    expect: onCustomersProject(200),
  },
  {
    name: 'GET /api/project/export?format=xlsx (the project list)',
    call: (server, token) => server.api('/api/project/export?format=xlsx', { token }),
    expect: { customer: 403, colleague: 403, vienna: 403, admin: 200, inactive: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/reporting-v1/summary',
    call: (server, token) => server.api('/api/reporting-v1/summary', { token }),
    expect: { customer: 403, colleague: 403, vienna: 403, admin: 200, inactive: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/file/{projectId}',
    call: (server, token, project) => filesAs(server, token).upload(project.id, { bytes: minimalPdf(), name: 'plan.pdf' }),
    expect: onCustomersProject(201),
  },
  {
    name: 'GET /api/file/{projectId}',
    prepare: withDocument,
    call: (server, token, project) => filesAs(server, token).list(project.id),
    expect: onCustomersProject(200),
  },
  {
    name: 'GET /api/file/{projectId}/{fileId}',
    prepare: withDocument,
    call: (server, token, project) => filesAs(server, token).download(project.id, project.files[0].id),
    expect: onCustomersProject(200),
  },
  {
    name: 'DELETE /api/file/{projectId}/{fileId}',
    prepare: withDocument,
    call: (server, token, project) => filesAs(server, token).delete(project.id, project.files[0].id),
    expect: onCustomersProject(204),
  },
];

describe('Project permissions: every caller × every endpoint', () => {
  let server: TestServer;
  const tokens = new Map<Caller, string | undefined>();

  before(async () => {
    server = await startTestServer();
    for (const caller of CALLERS) tokens.set(caller, caller === 'anonymous' ? undefined : await server.tokenFor(caller));
  });
  after(() => server.close());

  for (const endpoint of PROJECT_ENDPOINTS) {
    for (const caller of CALLERS) {
      it(`${endpoint.name} as ${caller}: ${endpoint.expect[caller]}`, async () => {
        const created = await projectsAs(server, tokens.get('customer')).created();
        const project = endpoint.prepare ? await endpoint.prepare(server, tokens.get('customer')!, created) : created;
        const response = await endpoint.call(server, tokens.get(caller), project);
        assert.equal(response.status, endpoint.expect[caller], await response.clone().text());
        if (response.status === 404) {
          const stored = (await (await projectsAs(server, tokens.get('customer')).get(project.id)).json()) as ProjectData;
          assert.deepEqual(stored, project, 'a refused call changes nothing');
        }
      });
    }
  }

  it("another company's list never shows this company's projects, and staff see both", async () => {
    const mine = await projectsAs(server, tokens.get('customer')).created(newProject({ projectName: 'Nur für Muster' }));
    const ids = async (caller: Caller, view: string) =>
      ((await (await projectsAs(server, tokens.get(caller)).list(`view=${view}&count=200`)).json()) as ProjectListAnswer)[0].map(
        (s) => s.id,
      );
    for (const view of ['all', 'own', 'own_company']) assert.equal((await ids('vienna', view)).includes(mine.id), false, view);
    assert.equal((await ids('colleague', 'all')).includes(mine.id), true);
    assert.equal((await ids('admin', 'all')).includes(mine.id), true);
  });
});
