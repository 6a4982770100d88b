import { RequestMethod, type Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/internal';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { accessOf, type Access } from '../auth/access.decorators.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { API_OPERATION_KEY, API_TAG_KEY, type ApiOperationOptions, type JsonSchema } from './api-operation.decorator.js';

/** The HTTP methods OpenAPI can describe. */
export const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof OPENAPI_METHODS)[number];
/** What `@All()` stands for in the description. */
const ALL_METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** One route as the server answers it, with everything its decorators say. */
export interface DiscoveredRoute {
  method: HttpMethod;
  /** As Express matches it, with the global prefix, e.g. `/api/file/:projectId`. */
  path: string;
  /** `ProductsController.productData`, for messages. */
  handlerName: string;
  /** Unique: controller and method, e.g. `productsProductData`. */
  operationId: string;
  tag: string;
  access: Access;
  /** `@HttpCode`, else 201 for POST, else 200 (as Nest answers). */
  successStatus: number;
  /** The schemas of the route's `SchemaPipe`s: what the route actually validates. */
  validated: { body?: JsonSchema; query?: JsonSchema; params: Record<string, JsonSchema> };
  /** The route's `@ApiOperation`; undefined when it has none (the route is then left out and reported). */
  operation: ApiOperationOptions | undefined;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [value === undefined ? '/' : String(value)]);

/** `/${prefix}/${controller}/${route}` as Nest joins them: one slash between parts, none at the end. */
export function joinRoutePath(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function methodsOf(requestMethod: RequestMethod): HttpMethod[] {
  if (requestMethod === RequestMethod.ALL) return ALL_METHODS;
  const name = RequestMethod[requestMethod]?.toLowerCase();
  return (OPENAPI_METHODS as readonly string[]).includes(name ?? '') ? [name as HttpMethod] : [];
}

/** The schemas of the `SchemaPipe`s on a handler's `@Body`, `@Query` and `@Param` arguments. */
function validatedSchemas(controller: Type, methodName: string): DiscoveredRoute['validated'] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, RouteArgument>;
  const validated: DiscoveredRoute['validated'] = { params: {} };
  for (const [key, argument] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const schema = (argument.pipes ?? []).find((pipe): pipe is SchemaPipe<unknown> => pipe instanceof SchemaPipe)?.schema as
      JsonSchema | undefined;
    if (!schema) continue;
    if (type === RouteParamtypes.BODY) validated.body = schema;
    else if (type === RouteParamtypes.QUERY) validated.query = schema;
    else if (type === RouteParamtypes.PARAM && typeof argument.data === 'string') validated.params[argument.data] = schema;
    else if (type === RouteParamtypes.PARAM) Object.assign(validated.params, (schema.properties ?? {}) as Record<string, JsonSchema>);
  }
  return validated;
}

/**
 * Every route of every controller of the application, from Nest's own route metadata, with
 * the global prefix. (Module prefixes of Nest's RouterModule are not applied: the product does
 * not use them, and the API test would show the difference.)
 */
export function discoverRoutes(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
  globalPrefix: string,
): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | null;
    if (!controller || !wrapper.instance) continue;
    const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const name = controller.name.replace(/Controller$/, '');
    const tag = reflector.get<string | undefined>(API_TAG_KEY, controller) ?? kebab(name);
    const prototype = controller.prototype as Record<string, (...args: never[]) => unknown>;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName];
      const routePath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (routePath === undefined || requestMethod === undefined) continue;
      const methods = methodsOf(requestMethod);
      for (const controllerPath of controllerPaths) {
        for (const path of asList(routePath)) {
          for (const method of methods) {
            routes.push({
              method,
              path: joinRoutePath(globalPrefix, controllerPath, path),
              handlerName: `${controller.name}.${methodName}`,
              operationId: lowerFirst(name) + upperFirst(methodName) + (methods.length > 1 ? upperFirst(method) : ''),
              tag,
              access: accessOf(reflector, handler, controller),
              successStatus: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200),
              validated: validatedSchemas(controller, methodName),
              operation: reflector.get<ApiOperationOptions | undefined>(API_OPERATION_KEY, handler),
            });
          }
        }
      }
    }
  }
  return routes;
}
