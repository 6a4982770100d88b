import type { ProjectListAnswer, ProjectView } from '@lsp/contracts';
import type { ApiClient } from '../../core/api/api-client';

/** Projects per call to the list (`GET /api/project-v1`, docs/design.md#http-api: pages by offset and count). */
export const PROJECT_PAGE_SIZE = 20;

export interface ProjectListRequest {
  view: ProjectView;
  /** Sent only when not empty after trimming (`GET /api/project-v1`, docs/design.md#http-api). */
  query: string;
  first: number;
  count: number;
}

/** The query string of `GET /api/project-v1` (docs/design.md#http-api). */
export function projectListPath({ view, query, first, count }: ProjectListRequest): string {
  const params = new URLSearchParams({ view });
  const trimmed = query.trim();
  if (trimmed !== '') params.set('query', trimmed);
  params.set('first', String(first));
  params.set('count', String(count));
  return `/api/project-v1?${params.toString()}`;
}

export function fetchProjectPage(api: ApiClient, request: ProjectListRequest, signal?: AbortSignal): Promise<ProjectListAnswer> {
  return api.get<ProjectListAnswer>(projectListPath(request), { schema: 'ProjectListAnswer', signal });
}

export function deleteProject(api: ApiClient, id: string): Promise<void> {
  return api.send<void>('DELETE', `/api/project-v1/${encodeURIComponent(id)}`);
}
