import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ProjectState, SaveProjectRequest } from '@lsp/contracts';
import { numbersRequiredIn } from '@lsp/domain';
import { ApiError, reason } from '../../common/api-error.js';
import { numberKeySql, type Project } from '../project.entity.js';

/** The provider's numbers of a project (docs/projects.md): set by staff, one project each. */
export type NumberField = 'offerNumber' | 'orderNumber';

export type ProjectNumbers = Record<NumberField, string | null>;

/** An offer or order number as compared for uniqueness: without case and white space. */
export const numberKey = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

/**
 * The project that has an offer or order number (its `numberKey`, then the id to leave out, if
 * any), by the expression indexes of Migration20261126005100_number_keys.
 */
export function numberOwnerQuery(field: NumberField, excluding: boolean): string {
  const column = field === 'offerNumber' ? 'offer_number' : 'order_number';
  return `select "id" from "project" where ${numberKeySql(column)} = ?${excluding ? ' and "id" <> ?' : ''} limit 1`;
}

/** Empty text is no number. */
const cleanNumber = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const noun = (field: NumberField): string => (field === 'offerNumber' ? 'offer' : 'order');

/**
 * An offer or order number as the save asks for it, staff only. It may come as the field or as
 * the form value (docs/design.md#visibility-and-editing): the one that differs from the stored number is the
 * change; two different changes are refused. A new project starts without numbers, so a
 * template's form values do not copy them.
 */
export function requestedNumber(
  request: SaveProjectRequest,
  field: NumberField,
  existing: Project | null,
  isStaff: boolean,
): string | null {
  const current = existing?.[field] ?? null;
  const index = request.formValues.findIndex((v) => v.key === field);
  const given = [
    ...(request[field] !== undefined ? [{ value: cleanNumber(request[field]), path: `/${field}` }] : []),
    ...(index >= 0 && existing ? [{ value: cleanNumber(request.formValues[index].value), path: `/formValues/${index}/value` }] : []),
  ];
  const changes = given.filter((g) => g.value !== current);
  if (changes.length === 2 && changes[0].value !== changes[1].value) {
    throw ApiError.badRequest(
      `The ${field} field and form value disagree`,
      changes.map((c) => ({
        path: c.path,
        key: 'disagree',
        message: `is '${c.value ?? ''}'; the other says '${changes.find((o) => o !== c)!.value ?? ''}'`,
      })),
    );
  }
  const requested = changes.length ? changes[0].value : current;
  if (!isStaff && requested !== current) {
    throw ApiError.forbidden(
      `Only provider staff set the ${noun(field)} number`,
      [{ path: changes[0].path, key: 'staffOnly', message: 'is for provider staff only' }],
      reason('staffOnly'),
    );
  }
  return requested;
}

/** A project in a state that needs its numbers (an offer its offer number, say) keeps them. */
export function checkNumbersKept(to: ProjectState, numbers: ProjectNumbers): void {
  for (const field of numbersRequiredIn(to)) {
    if (!numbers[field])
      throw ApiError.badRequest(
        `A project in ${to} keeps its ${noun(field)} number`,
        [{ path: `/${field}`, key: 'required', message: `is required in ${to}` }],
        reason('numberRequired', { field, state: to }),
      );
  }
}

/**
 * An offer or order number names one project (docs/projects.md, "Refusals"): one another project
 * (deleted ones included, they can be restored) already has is refused with 409, at the field.
 * Only a change is checked, so a project saved before this rule keeps saving.
 */
export async function checkNumbersFree(em: EntityManager, existing: Project | null, numbers: ProjectNumbers): Promise<void> {
  for (const field of ['offerNumber', 'orderNumber'] as const) {
    const value = numbers[field];
    if (!value || value === (existing?.[field] ?? null)) continue;
    // "AN-2026-1", "an-2026-1" and "AN 2026-1" are one number to a person: compared without case
    // and spaces, through the expression index of Migration20261126005100_number_keys.
    const [other] = await (em as SqlEntityManager).execute<{ id: string }[]>(numberOwnerQuery(field, existing !== null), [
      numberKey(value),
      ...(existing ? [existing.id] : []),
    ]);
    if (other)
      throw ApiError.conflict(
        `The ${noun(field)} number ${value} is already used by project ${other.id}`,
        [{ path: `/${field}`, key: 'taken', params: { value }, message: `is already used by project ${other.id}` }],
        reason('numberTaken', { field, value, project: other.id }),
      );
  }
}
