import type { AdminListQuery } from '@lsp/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { RememberCreate } from '../../idempotency/idempotent-creates.js';
import type { JsonSchema } from '../../openapi/api-operation.decorator.js';

export type AdminRecord = { id: string | number };

/** One page of a list and how many records match in all (for `Content-Range`). */
export interface AdminPage<R> {
  items: R[];
  total: number;
}

/**
 * What a backoffice resource does; the controller (`adminResourceController`) speaks the
 * ra-data-simple-rest protocol for it. Ids arrive as the path's text, checked by `idSchema`.
 */
export interface AdminResource<R extends AdminRecord = AdminRecord, W = unknown> {
  list(query: AdminListQuery): Promise<AdminPage<R>>;
  get(id: string): Promise<R>;
  /** `remember`, called in the create's transaction with the new record's id, ties it to the request's Idempotency-Key. */
  create?(data: W, actor: AuthUser, remember?: RememberCreate): Promise<R>;
  update?(id: string, data: W, actor: AuthUser): Promise<R>;
  /** Answers the record as it was (react-admin shows it in the undo message). */
  delete?(id: string, actor: AuthUser): Promise<R>;
}

export type AdminOperation = 'create' | 'update' | 'delete';

/**
 * A backoffice resource: its name under `/api/admin`, the injectable that serves it, and the
 * schemas of its records. Adding a resource is a folder with one of these and its service.
 */
export interface AdminResourceDefinition {
  /** The path segment and react-admin resource name, e.g. `product-groups`. */
  name: string;
  /** For the API description, e.g. `product groups`. */
  label: string;
  service: new (...args: never[]) => AdminResource;
  /** The path id's schema (a string schema). */
  idSchema: JsonSchema;
  record: JsonSchema;
  /** The record shown in a list, when it is shorter than `record`. */
  listRecord?: JsonSchema;
  /** The body of create and update. */
  write?: JsonSchema;
  operations: readonly AdminOperation[];
  /** The field a list is sorted by when react-admin names none. */
  defaultSort?: string;
  /** Notes for the API description: filters, what an update may change. */
  notes?: string;
}

export const integerIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
