import { isDeepStrictEqual } from 'node:util';

type SchemaObject = Record<string, unknown>;

/** Keywords whose values are data (instances), never schemas: left as they are. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);
/** Keywords whose values map names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'definitions', '$defs']);
const COMPONENT_KEY = /^[A-Za-z0-9._-]+$/;
const SCHEMAS = '#/components/schemas/';

const isObject = (value: unknown): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key of a schema in `components.schemas`: its `$id`, or for a URI the file's name. */
export function componentKey(id: string): string {
  if (COMPONENT_KEY.test(id)) return id;
  const lastSegment = id.replace(/#.*$/, '').split('/').filter(Boolean).pop() ?? 'schema';
  return lastSegment.replace(/\.json$/, '').replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * Turns the JSON Schemas of libs/contracts (ajv, draft-07 style) into the schemas of an
 * OpenAPI 3.1 document (JSON Schema 2020-12): every schema with an `$id`, also a nested one,
 * becomes `components.schemas[$id]` and is referenced by `$ref`; `$id` and `$schema` are dropped
 * (an `$id` would change the base the document's `$ref`s resolve against); a schema's top-level
 * `definitions`/`$defs` become components `<key>.<name>` and local `$ref`s are rewritten to match;
 * draft-07 tuples (`items: [...]`, `additionalItems`) become `prefixItems`/`items`.
 * @example
 * const components = new SchemaComponents();
 * components.use(currentUserSchema); // { $ref: '#/components/schemas/CurrentUser' }
 * components.schemas.Company;        // the nested companySchema, without its $id
 */
export class SchemaComponents {
  /** `components.schemas` of the document, in the order the schemas were first used. */
  readonly schemas: Record<string, unknown> = {};
  private readonly sources = new Map<string, unknown>();

  /** What to write where `schema` is used: a `$ref` if it has an `$id`, else the schema, converted. */
  use(schema: unknown): unknown {
    return this.convert(schema, undefined);
  }

  private convert(schema: unknown, resource: string | undefined): unknown {
    if (!isObject(schema)) return schema; // true, false
    if (typeof schema.$id === 'string') return { $ref: this.register(schema.$id, schema) };
    return this.walk(schema, resource);
  }

  private register(id: string, schema: SchemaObject): string {
    const key = componentKey(id);
    const known = this.sources.get(key);
    if (known !== undefined) {
      if (known !== schema && !isDeepStrictEqual(known, schema)) {
        throw new Error(`Two different JSON Schemas have the $id '${id}' (component '${key}'): give one of them another $id`);
      }
      return SCHEMAS + key;
    }
    this.sources.set(key, schema);
    this.schemas[key] = {}; // reserves the key, so a schema that refers to itself ends here
    const { $id: _id, $schema: _dialect, definitions, $defs, ...body } = schema;
    for (const [name, definition] of Object.entries({ ...(isObject(definitions) ? definitions : {}), ...(isObject($defs) ? $defs : {}) })) {
      this.schemas[`${key}.${name}`] = this.convert(definition, key);
    }
    this.schemas[key] = this.walk(body, key);
    return SCHEMAS + key;
  }

  private walk(schema: SchemaObject, resource: string | undefined): SchemaObject {
    const converted: SchemaObject = {};
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === '$schema' || keyword === '$id') continue;
      if (keyword === '$ref' && typeof value === 'string') converted.$ref = this.resolve(value, resource);
      else if (DATA_KEYWORDS.has(keyword)) converted[keyword] = value;
      else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
        converted[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, this.convert(sub, resource)]));
      } else if (keyword === 'items' && Array.isArray(value)) converted.prefixItems = value.map((sub) => this.convert(sub, resource));
      else if (keyword === 'additionalItems') {
        if (Array.isArray(schema.items)) converted.items = this.convert(value, resource);
      } else if (Array.isArray(value)) converted[keyword] = value.map((sub) => (isObject(sub) ? this.convert(sub, resource) : sub));
      else if (isObject(value)) converted[keyword] = this.convert(value, resource);
      else converted[keyword] = value;
    }
    return converted;
  }

  /** A `$ref` of the contracts, as it reads inside the document. */
  private resolve(ref: string, resource: string | undefined): string {
    if (ref.startsWith('#/components/')) return ref;
    if (ref.startsWith('#')) {
      if (!resource) throw new Error(`The local $ref '${ref}' needs its schema to have an $id`);
      const definition = /^#\/(?:definitions|\$defs)\/([^/]+)(.*)$/.exec(ref);
      return definition ? `${SCHEMAS}${resource}.${definition[1]}${definition[2]}` : `${SCHEMAS}${resource}${ref.slice(1)}`;
    }
    // Another schema by its $id: it must be used somewhere too, or the reference dangles (the API test checks).
    const [id = '', pointer = ''] = ref.split('#');
    return SCHEMAS + componentKey(id) + pointer;
  }
}
