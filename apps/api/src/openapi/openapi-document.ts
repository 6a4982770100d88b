import { STATUS_CODES } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { apiErrorSchema } from '@lsp/contracts';
import type { Access } from '../auth/access.decorators.js';
import type { ApiOperationOptions, JsonSchema } from './api-operation.decorator.js';
import { OPENAPI_METHODS, type DiscoveredRoute } from './route-discovery.js';
import { SchemaComponents } from './schema-components.js';

/** A route with its `@ApiOperation`. */
export type DescribedRoute = DiscoveredRoute & { operation: ApiOperationOptions };

/** The parts of an OpenAPI 3.1 document this builder writes (the format allows more). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  /** Where the API answers: the product's public address (paths begin with /api). */
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  /** Who may call: `public`, `signed-in` or the groups, e.g. `Admin`. */
  'x-access': string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: unknown }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: unknown;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: { type: 'string' } }>;
  content?: Record<string, { schema?: unknown }>;
}

const BEARER = 'bearerAuth';
const JSON_TYPE = 'application/json';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input; `details` names every bad field',
  401: 'No bearer token, or a bad or expired one',
  403: 'Not allowed for this user (also: account not activated yet)',
  404: 'Not found, or not visible to the caller',
  409: 'Stale version or illegal state change',
  413: 'Too large',
  415: 'Wrong media type',
  503: 'Service unavailable',
};
const describeStatus = (status: number) => STATUS_TEXT[status] ?? STATUS_CODES[status] ?? `HTTP ${status}`;

/** Express `:name` (and `*name`) parameters in OpenAPI's `{name}` syntax. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');
}

const pathParameterNames = (expressPath: string) => [...expressPath.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((match) => match[1]);

export function accessLabel(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signed-in':
      return 'signed-in';
    case 'groups':
      return access.groups.join(' or ');
    default: {
      const unknown: never = access;
      throw new Error(`Unknown access ${JSON.stringify(unknown)}`);
    }
  }
}

function accessText(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no token needed.';
    case 'signed-in':
      return 'Any signed-in user, also one whose account is not activated yet.';
    case 'groups':
      return access.groups.length === 1 ? `${access.groups[0]} only.` : `${access.groups.join(' or ')}.`;
    default: {
      const unknown: never = access;
      throw new Error(`Unknown access ${JSON.stringify(unknown)}`);
    }
  }
}

/** The declared schema, checked against the one the route validates with: they must be the same. */
function sameAsValidated(
  route: DescribedRoute,
  part: string,
  declared: JsonSchema | undefined,
  validated: JsonSchema | undefined,
): JsonSchema | undefined {
  if (declared && validated && declared !== validated && !isDeepStrictEqual(declared, validated)) {
    throw new Error(`${route.handlerName} describes another ${part} schema than the one its SchemaPipe validates with`);
  }
  return declared ?? validated;
}

class DocumentBuilder {
  readonly components = new SchemaComponents();
  private readonly errorBody = this.components.use(apiErrorSchema);
  private readonly operationIds = new Set<string>();

  operation(route: DescribedRoute): OpenApiOperation {
    const { operation: options, access } = route;
    const body = sameAsValidated(route, 'body', options.body, route.validated.body);
    const query = sameAsValidated(route, 'query', options.query, route.validated.query);
    const headers = Object.entries(options.requestHeaders ?? {}).map(([name, description]): OpenApiParameter => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' },
    }));
    const parameters = [...this.pathParameters(route), ...this.queryParameters(query), ...headers];
    const errors = new Set(options.errors ?? []);
    if (body || query || Object.keys(route.validated.params).length) errors.add(400);
    if (access.kind !== 'public') errors.add(401);
    if (access.kind === 'groups') errors.add(403);
    const responses: Record<string, OpenApiResponse> = { [route.successStatus]: this.success(route) };
    for (const [status, schema] of Object.entries(options.responses ?? {}))
      responses[status] = this.answer(Number(status), schema, [JSON_TYPE]);
    for (const status of [...errors].sort((a, b) => a - b)) {
      responses[status] = { description: describeStatus(status), content: { [JSON_TYPE]: { schema: this.errorBody } } };
    }
    return {
      operationId: this.uniqueOperationId(route.operationId),
      summary: options.summary,
      description: [options.description, `**Access:** ${accessText(access)}`].filter(Boolean).join('\n\n'),
      tags: [route.tag],
      security: access.kind === 'public' ? [] : [{ [BEARER]: [] }],
      'x-access': accessLabel(access),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? { requestBody: { required: true as const, content: { [options.bodyType ?? JSON_TYPE]: { schema: this.components.use(body) } } } }
        : {}),
      responses,
    };
  }

  private success(route: DescribedRoute): OpenApiResponse {
    const { response, responseType, responseHeaders } = route.operation;
    const types = responseType === undefined ? [JSON_TYPE] : typeof responseType === 'string' ? [responseType] : [...responseType];
    const answer = this.answer(route.successStatus, response, types, responseType !== undefined);
    if (!responseHeaders) return answer;
    const headers = Object.fromEntries(
      Object.entries(responseHeaders).map(([name, description]) => [name, { description, schema: { type: 'string' as const } }]),
    );
    return { ...answer, headers };
  }

  /** `schema: null` is no body at all, unless media types are named (a file): then content without a schema. */
  private answer(status: number, schema: JsonSchema | null, types: string[], typesNamed = false): OpenApiResponse {
    if (schema === null && !typesNamed) return { description: describeStatus(status) };
    const media = schema === null ? {} : { schema: this.components.use(schema) };
    return { description: describeStatus(status), content: Object.fromEntries(types.map((type) => [type, media])) };
  }

  private pathParameters(route: DescribedRoute): OpenApiParameter[] {
    const names = pathParameterNames(route.path);
    const declared = route.operation.params ?? {};
    for (const name of Object.keys(declared)) {
      if (!names.includes(name))
        throw new Error(`${route.handlerName} describes a path parameter '${name}' that its path ${route.path} lacks`);
    }
    return names.map((name) => {
      const schema = sameAsValidated(route, `path parameter '${name}'`, declared[name], route.validated.params[name]) ?? { type: 'string' };
      return this.parameter(name, 'path', true, schema);
    });
  }

  private queryParameters(query: JsonSchema | undefined): OpenApiParameter[] {
    if (!query) return [];
    const required = new Set((query.required ?? []) as string[]);
    return Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) =>
      this.parameter(name, 'query', required.has(name), asQueryValue(schema)),
    );
  }

  private parameter(name: string, location: 'path' | 'query', required: boolean, schema: JsonSchema): OpenApiParameter {
    const description = typeof schema.description === 'string' ? { description: schema.description } : {};
    return { name, in: location, required, ...description, schema: this.components.use(schema) };
  }

  private uniqueOperationId(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.operationIds.has(id); n++) id = `${wanted}${n}`;
    this.operationIds.add(id);
    return id;
  }
}

/**
 * A query value as a client sends it: the API validates the query string's text (digits for a
 * number, `^[0-9]{1,9}$`), and the description says what that text is, a whole number.
 */
function asQueryValue(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'string' || schema.pattern !== '^[0-9]{1,9}$') return schema;
  const { pattern: _pattern, type: _type, ...rest } = schema;
  return { ...rest, type: 'integer', minimum: 0, maximum: 999_999_999 };
}

/**
 * The OpenAPI 3.1 document of the described routes. Paths are sorted, methods in OpenAPI's
 * order; schemas go to `components.schemas` by their `$id`.
 * @throws when a route describes another schema than it validates with, or two schemas share an `$id`
 */
export function buildOpenApiDocument(
  routes: readonly DescribedRoute[],
  info: { title: string; version: string; description: string },
  publicUrl: string,
): OpenApiDocument {
  const builder = new DocumentBuilder();
  const sorted = [...routes].sort(
    (a, b) => a.path.localeCompare(b.path) || OPENAPI_METHODS.indexOf(a.method) - OPENAPI_METHODS.indexOf(b.method),
  );
  const paths: OpenApiDocument['paths'] = {};
  for (const route of sorted) (paths[toOpenApiPath(route.path)] ??= {})[route.method] = builder.operation(route);
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: publicUrl, description: 'this instance' }],
    tags: [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: builder.components.schemas,
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the OpenID Connect issuer that `GET /api/config` names (`keycloakPublicBaseUrl`).',
        },
      },
    },
  };
}
