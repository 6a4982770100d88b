import { CUSTOMER_EDITABLE_STATES, mayEdit, type ProjectActor } from '@lsp/domain';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError, reason } from '../common/api-error.js';
import type { Project } from './project.entity.js';

/** The caller acts as the owner for their company's projects and as staff when an Admin. */
export function actorsFor(user: AuthUser, owningCompanyId: number): ProjectActor[] {
  return [
    ...(user.companyId === owningCompanyId ? (['owner'] as const) : []),
    ...(user.groups.includes('Admin') ? (['admin'] as const) : []),
  ];
}

/** Customers change a project only while it is theirs to change (docs/design.md#visibility-and-editing). */
export function checkEditable(project: Project | null, actors: readonly ProjectActor[]): void {
  if (project && !mayEdit(project.state, actors)) {
    throw ApiError.conflict(
      `Project ${project.id} is ${project.state}: your company can change it only in ${CUSTOMER_EDITABLE_STATES.join(', ')}; the provider has it now`,
      undefined,
      reason('notEditable', { id: project.id, state: project.state }),
    );
  }
}
