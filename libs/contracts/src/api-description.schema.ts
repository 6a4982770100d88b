/**
 * `GET /api/openapi.json` (public): the API's own description, an OpenAPI 3.1 document built
 * from the same JSON Schemas the API validates with. Only its outline is described here; the
 * format is https://spec.openapis.org/oas/v3.1.0.
 */
export const openApiDocumentSchema = {
  $id: 'OpenApiDocument',
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { const: '3.1.0' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: { title: { type: 'string' }, version: { type: 'string' }, description: { type: 'string' } },
    },
    paths: { type: 'object', description: 'Every route of the API, keyed by path, then by lower-case method' },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', description: 'The JSON Schemas of libs/contracts, keyed by their $id' },
        securitySchemes: { type: 'object' },
      },
    },
    tags: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
  },
} as const;
