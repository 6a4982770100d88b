import type { CurrentUser, ProjectData, ProjectFileData, ProjectState } from '@lsp/contracts';
import { mayEdit, type ProjectActor } from '@lsp/domain';
import type { Draft } from '../../../core/offline/outbox';
import {
  fromList,
  newNonStandardId,
  newProjectValues,
  nonStandardOf,
  sourcesOf,
  type FormSources,
  type FormValues,
  type NonStandardComponent,
} from './form-state';

export interface LoadedProject {
  projectId: string | null;
  version: number | null;
  projectState: ProjectState;
  values: FormValues;
  /** Where each stored value came from (a saved answer's sources). */
  sources: FormSources;
  nonStandardComponents: readonly NonStandardComponent[];
  files: readonly ProjectFileData[];
  /** When the project was last saved; null for a new project or a template. */
  savedAt: string | null;
  /** A new project's create key, kept with its draft on the device. */
  createKey?: string | null;
  /** When the entries were kept in the device's outbox; null when none wait there. */
  onDevice?: string | null;
  /** The stored entries a draft's started from, the base of a merge; the loaded entries when not given. */
  base?: { values: FormValues; nonStandardComponents: readonly NonStandardComponent[] } | null;
}

/** Form values a template does not copy: they belong to the original's offer. */
const NOT_COPIED = ['offerNumber', 'orderNumber', 'requestType', 'remarks', 'projectState'];

/**
 * The project the calculator starts from: a new one, a loaded one, or a loaded one as a template
 * (id cleared, state NEW; docs/design.md#form-values).
 */
export function loadedProject(
  project: ProjectData | null,
  user: CurrentUser,
  asTemplate: boolean,
  draft: Draft | null = null,
): LoadedProject {
  if (draft && !asTemplate) return fromDraft(draft, project);
  if (!project)
    return {
      projectId: null,
      version: null,
      projectState: 'NEW',
      values: newProjectValues(user),
      sources: {},
      nonStandardComponents: [],
      files: [],
      savedAt: null,
    };
  const values = fromList(project.formValues);
  if (asTemplate) {
    for (const key of NOT_COPIED) delete values[key];
    return {
      projectId: null,
      version: null,
      projectState: 'NEW',
      values: { ...values, projectState: 'NEW' },
      sources: sourcesOf(project.formValues),
      nonStandardComponents: nonStandardOf(project).map((c) => ({ ...c, productId: newNonStandardId() })),
      files: [],
      savedAt: null,
    };
  }
  return {
    projectId: project.id,
    version: project.version,
    projectState: project.state,
    values,
    sources: sourcesOf(project.formValues),
    nonStandardComponents: nonStandardOf(project),
    files: project.files,
    savedAt: project.updatedAt,
  };
}

/** The user acts as the owner for their company's projects and as staff when an admin (docs/design.md#visibility-and-editing). */
export function actorsOf(user: CurrentUser, owningCompanyId: number): ProjectActor[] {
  return [
    ...(user.company.id === owningCompanyId ? (['owner'] as const) : []),
    ...(user.groups.includes('Admin') ? (['admin'] as const) : []),
  ];
}

/** Whether the user may change the project in its state; a project not yet saved always. */
export const isEditable = (state: ProjectState, user: CurrentUser, owningCompanyId: number): boolean =>
  mayEdit(state, actorsOf(user, owningCompanyId));

/**
 * A draft from the device's outbox (docs/offline.md#drafts-saved-offline): its entries, on the
 * version they started from; for an existing project, the rest (files, state) from its stored copy.
 */
function fromDraft(draft: Draft, project: ProjectData | null): LoadedProject {
  const { request } = draft;
  return {
    projectId: request.id ?? null,
    version: request.version ?? null,
    projectState: request.state,
    values: fromList(request.formValues),
    sources: sourcesOf(request.formValues),
    nonStandardComponents: nonStandardOf({ products: request.products } as ProjectData),
    files: project?.files ?? [],
    savedAt: project?.updatedAt ?? null,
    createKey: draft.createKey,
    onDevice: draft.savedAt,
    base: draft.base as LoadedProject['base'],
  };
}
