import { readFileSync } from 'node:fs';
import type { CalculationRequest, FormValueData, ProjectData, ProjectListAnswer, SaveProjectRequest } from '@lsp/contracts';
import type { TestServer } from './test-server.js';

const golden = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../rules/lift-shaft/golden/${name}`, import.meta.url), 'utf8')) as {
      request: CalculationRequest;
    }
  ).request;

/** The form values of the first golden fixture: a complete, priced German new building. */
export const GOLDEN_FORM_VALUES: FormValueData[] = golden('01-de-newbuilding-1600x2600.json').formValues;

/** The form values with some replaced, and the ones not there yet added at the end. */
function withValues(formValues: readonly FormValueData[], values: Record<string, unknown>): FormValueData[] {
  const result = formValues.map((v) => (Object.hasOwn(values, v.key) ? { key: v.key, value: values[v.key] } : v));
  for (const [key, value] of Object.entries(values)) if (!result.some((v) => v.key === key)) result.push({ key, value });
  return result;
}

/** A save request for a new project, with some form values replaced. */
export function newProject(values: Record<string, unknown> = {}, extra: Partial<SaveProjectRequest> = {}): SaveProjectRequest {
  return { state: 'NEW', products: [], formValues: withValues(GOLDEN_FORM_VALUES, values), ...extra };
}

/** The save request that writes a loaded project back, with changes. */
export function resave(
  project: ProjectData,
  changes: Partial<SaveProjectRequest> = {},
  values: Record<string, unknown> = {},
): SaveProjectRequest {
  return {
    id: project.id,
    version: project.version,
    state: project.state,
    products: project.products,
    formValues: withValues(project.formValues, values),
    ...changes,
  };
}

/** The project API as one user calls it. */
export function projectsAs(server: TestServer, token: string | undefined) {
  const json = { 'content-type': 'application/json' };
  return {
    save: (body: unknown, sendMail = false, headers: Record<string, string> = {}) =>
      server.api(`/api/project-v1?sendMail=${sendMail}`, {
        method: 'POST',
        token,
        headers: { ...json, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (id: string) => server.api(`/api/project-v1/${id}`, { token }),
    list: (query = '') => server.api(`/api/project-v1${query ? `?${query}` : ''}`, { token }),
    delete: (id: string) => server.api(`/api/project-v1/${id}`, { method: 'DELETE', token }),
    async created(body: SaveProjectRequest = newProject()): Promise<ProjectData> {
      const response = await this.save(body);
      if (response.status !== 200) throw new Error(`save answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as ProjectData;
    },
    async page(query = ''): Promise<ProjectListAnswer> {
      const response = await this.list(query);
      if (response.status !== 200) throw new Error(`list answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as ProjectListAnswer;
    },
  };
}
