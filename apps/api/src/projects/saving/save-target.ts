import type { EntityManager } from '@mikro-orm/core';
import type { ProjectState, SaveProjectRequest } from '@lsp/contracts';
import type { ProjectActor } from '@lsp/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { ApiError, reason } from '../../common/api-error.js';
import { Company } from '../../companies/company.entity.js';
import { UserRecord } from '../../users/user.entity.js';
import { displayName } from '../../users/user-records.service.js';
import { actorsFor, checkEditable } from '../project-access.js';
import type { Project } from '../project.entity.js';
import type { ProjectsRepository } from '../projects.repository.js';

/** The project a save changes (none for a create), whose it is, and as whom the caller acts on it. */
export interface SaveTarget {
  existing: Project | null;
  owningCompanyId: number;
  actors: ProjectActor[];
  /** The state before the save: NEW for a create. */
  from: ProjectState;
}

/**
 * Finds what a save changes and checks the caller may change it: a project they can see (else 404),
 * in the version they loaded (else 409), of a known company for a create (else 403), and still
 * theirs to change (else 409).
 */
export async function findSaveTarget(
  user: AuthUser,
  request: SaveProjectRequest,
  repository: ProjectsRepository,
  em: EntityManager,
): Promise<SaveTarget> {
  const existing = request.id ? await repository.findVisible(user, request.id) : null;
  if (request.id && !existing) throw ApiError.notFound(`No project ${request.id}`, 'project', request.id);
  if (existing) await checkVersion(em, existing, request.version);
  const owningCompanyId = existing?.owningCompanyId ?? user.companyId;
  if (!existing && !(await em.findOne(Company, { id: owningCompanyId }, { fields: ['id'] }))) {
    throw ApiError.forbidden(
      `Your account belongs to no known company (${owningCompanyId}); ask the provider to set it up`,
      undefined,
      reason('noCompany', { company: owningCompanyId }),
    );
  }
  const actors = actorsFor(user, owningCompanyId);
  checkEditable(existing, actors);
  return { existing, owningCompanyId, actors, from: existing?.state ?? 'NEW' };
}

/**
 * A save names the version it changes; another one than stored is refused, so nothing is
 * overwritten. The refusal says who saved the version stored now and when (`by` their user id,
 * `byName` as lists show people, `at`), so the app can tell a second window of the same person from
 * a colleague; the app reads the stored values with the project's GET (docs/calculator-saving.md).
 */
export async function checkVersion(em: EntityManager, project: Project, version: number | undefined): Promise<void> {
  if (version === undefined)
    throw ApiError.badRequest('version is required to save an existing project', [
      { path: '/version', key: 'required', message: 'is required to save an existing project' },
    ]);
  if (project.version === version) return;
  const saver = await em.findOne(UserRecord, { id: project.updatedBy }, { fields: ['firstName', 'lastName', 'username'] });
  const byName = saver ? displayName(saver) : undefined;
  throw ApiError.stale(
    `Project ${project.id} was saved again since you loaded it (version ${version}, now ${project.version}, by ${byName ?? project.updatedBy}); read it again and apply your change to it`,
    version,
    project.version,
    'project',
    { by: project.updatedBy, ...(byName ? { byName } : {}), at: project.updatedAt.toISOString() },
  );
}
