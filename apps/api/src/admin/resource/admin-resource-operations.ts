import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@lsp/contracts';
import type { ApiOperationOptions } from '../../openapi/api-operation.decorator.js';
import type { AdminOperation, AdminResourceDefinition } from './admin-resource.js';

/**
 * What the API description (docs/api.md) says of each route of one backoffice resource, named
 * with its label and schemas; the controller (admin-resource.controller.ts) routes them.
 */
export function adminResourceOperations(definition: AdminResourceDefinition): Record<'list' | 'get' | AdminOperation, ApiOperationOptions> {
  const { name, label } = definition;
  const notes = definition.notes ? ` ${definition.notes}` : '';
  return {
    list: {
      summary: `Lists ${label} (ra-data-simple-rest getList, getMany, getManyReference)`,
      description: `JSON-encoded \`sort\`, \`range\` and \`filter\`; the answer's \`Content-Range\` says which records and how many in all.${notes}`,
      response: { type: 'array', items: definition.listRecord ?? definition.record },
      responseHeaders: { 'Content-Range': `${name} 0-24/319`, 'Access-Control-Expose-Headers': 'Content-Range' },
    },
    get: { summary: `One of the ${label} (getOne)`, response: definition.record, errors: [404] },
    create: {
      summary: `Creates one of the ${label}; audited`,
      description:
        'Sent with an `Idempotency-Key`, the create is made once: sent again with the same key within a day, it answers the record the first one made, with `Idempotent-Replayed: true` (docs/api.md#idempotency-key).',
      response: definition.record,
      responseHeaders: {
        [IDEMPOTENT_REPLAYED_HEADER]: '`true` when a create with this Idempotency-Key was made before: the answer is its record',
      },
      requestHeaders: {
        [IDEMPOTENCY_KEY_HEADER]: 'names one create attempt (a UUID, say); the same key when the same create is sent again',
      },
      errors: [409],
    },
    update: {
      summary: `Updates one of the ${label} at the version it was loaded with; audited`,
      description: `Fields not sent keep their values (react-admin's updateMany sends only the changed ones); without \`version\` the record is changed as it is now. 409 when the record was changed by someone else since the version sent (nothing is overwritten).${notes}`,
      response: definition.record,
      errors: [404, 409],
    },
    delete: {
      summary: `Deletes one of the ${label}; answers it as it was; audited`,
      response: definition.record,
      errors: [404, 409],
    },
  };
}
