import { SetMetadata } from '@nestjs/common';

export const API_OPERATION_KEY = 'lsp:api-operation';
export const API_TAG_KEY = 'lsp:api-tag';

/**
 * A JSON Schema as libs/contracts writes them (`as const` objects). A schema with an `$id` becomes
 * `components.schemas[$id]` of the API description and is referenced there by `$ref`.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * What the API description (`GET /api/openapi.json`, `GET /api/docs`) says about one route.
 * Access (public, signed-in, groups) comes from the access decorators, the path and method from
 * Nest's, and body, query and path parameter schemas from the route's `SchemaPipe`s, so only
 * what cannot be read off the route is written here.
 */
export interface ApiOperationOptions {
  /** One line: what the call does. */
  summary: string;
  /** More text if needed (Markdown); the access rule is added to it. */
  description?: string;
  /**
   * The schema of the success answer, sent with the route's status (`@HttpCode`, else 201 for
   * POST and 200 for the rest). `null` when there is no schema: no body at all for JSON
   * (e.g. a 204), or a file whose media types `responseType` names.
   */
  response: JsonSchema | null;
  /** Media type(s) of the success answer, e.g. `['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']`. Default application/json. */
  responseType?: string | readonly string[];
  /** Headers of the success answer and what they say, e.g. `{ 'Content-Range': 'items 0-24/319' }`. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** Other answers that are not errors, by status, e.g. `{ 503: healthSchema }`; `null` for no body. */
  responses?: Readonly<Record<number, JsonSchema | null>>;
  /** The request body's schema. Default: the schema of the route's `@Body(new SchemaPipe(schema))`. */
  body?: JsonSchema;
  /** Media type of the request body, e.g. `multipart/form-data` for uploads. Default application/json. */
  bodyType?: string;
  /**
   * The query's schema, an object whose properties are the query parameters. Default: the
   * schema of the route's `@Query(new SchemaPipe(schema))`.
   */
  query?: JsonSchema;
  /** Optional request headers the route reads and what they do, e.g. `{ 'Idempotency-Key': 'names one create attempt' }`. */
  requestHeaders?: Readonly<Record<string, string>>;
  /**
   * Path parameters' schemas by name. Default: the schema of `@Param(name, new SchemaPipe(schema))`,
   * else a string.
   */
  params?: Readonly<Record<string, JsonSchema>>;
  /**
   * Error answers beyond the ones added from the route itself (400 when it has a body, a query or
   * validated path parameters; 401 unless it is public; 403 when it needs a group), e.g.
   * `[404, 409]`. Every error answer has the body of `apiErrorSchema` (docs/design.md#errors).
   */
  errors?: readonly number[];
}

/**
 * Describes a route in the API description. Every route needs it: the API test
 * `test/api/openapi.spec.ts` fails for a route the server answers but the description lacks.
 * @example
 * @ApiOperation({ summary: 'Calculates the form', response: calculationAnswerSchema, errors: [404, 413] })
 * @Post()
 * calculate(@Body(new SchemaPipe(calculationRequestSchema)) request: CalculationRequest) { ... }
 */
export const ApiOperation = (options: ApiOperationOptions) => SetMetadata(API_OPERATION_KEY, options);

/**
 * Groups a controller's routes under another tag than the one named after the controller
 * (`ProjectFilesController` is tagged `project-files`).
 * @example @ApiTag('admin') @Controller('admin/products') export class AdminProductsController {}
 */
export const ApiTag = (name: string) => SetMetadata(API_TAG_KEY, name);
