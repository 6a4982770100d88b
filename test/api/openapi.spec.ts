import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { calculationAnswerSchema, calculationRequestSchema, type CalculationRequest } from '@lsp/contracts';
import type { OpenApiDocument } from '@lsp/api/openapi/openapi-document';
import { startTestServer, type TestServer } from '../support/test-server.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const goldenFolder = new URL('../../../rules/lift-shaft/golden/', import.meta.url);
const goldenRequest = (
  JSON.parse(
    readFileSync(
      new URL(
        readdirSync(goldenFolder)
          .filter((name) => name.endsWith('.json'))
          .sort()[0],
        goldenFolder,
      ),
      'utf8',
    ),
  ) as { request: CalculationRequest }
).request;

type Json = Record<string, unknown>;
const withoutId = ({ $id: _id, ...schema }: Json) => schema;

/** Every `$ref` in the document, with where it is. */
function refsOf(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ ref: child, at }] : refsOf(child, `${at}/${key}`),
  );
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Json)[part] : undefined), document);
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);
const DATA = new Set(['enum', 'const', 'default', 'examples', 'required']);

/** Where a schema (or one inside it) has `$id` or `$schema` as a keyword (not as a property's name). */
function baseChanges(schema: unknown, at: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => baseChanges(item, `${at}/${index}`));
  if (typeof schema !== 'object' || schema === null) return [];
  const own = '$id' in schema || '$schema' in schema ? [at] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([keyword, value]) => {
      if (DATA.has(keyword)) return [];
      if (SCHEMA_MAPS.has(keyword) && typeof value === 'object' && value)
        return Object.entries(value).flatMap(([name, sub]) => baseChanges(sub, `${at}/${keyword}/${name}`));
      return baseChanges(value, `${at}/${keyword}`);
    }),
  ];
}

/** The structural rules of OpenAPI 3.1 this document must keep (not a full validator). */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const tags = new Set(document.tags.map((tag) => tag.name));
  const operationIds = new Set<string>();
  if (document.openapi !== '3.1.0') problems.push(`openapi is ${document.openapi}`);
  if (typeof document.info?.title !== 'string' || typeof document.info?.version !== 'string') problems.push('info needs title and version');
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.includes(':')) problems.push(`path ${path} is not /api/... in {param} syntax`);
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) problems.push(`${where}: unknown method`);
      if (!operation.operationId || operationIds.has(operation.operationId)) problems.push(`${where}: operationId missing or not unique`);
      operationIds.add(operation.operationId);
      if (!operation.summary) problems.push(`${where}: no summary`);
      if (!Object.keys(operation.responses ?? {}).length) problems.push(`${where}: no responses`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${where}: response ${status} is not a status`);
        if (typeof response.description !== 'string') problems.push(`${where}: response ${status} has no description`);
      }
      for (const tag of operation.tags) if (!tags.has(tag)) problems.push(`${where}: tag ${tag} is not declared`);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement))
          if (!document.components.securitySchemes[scheme]) problems.push(`${where}: unknown security scheme ${scheme}`);
      }
      const params = operation.parameters ?? [];
      for (const name of pathParams) {
        if (!params.some((p) => p.in === 'path' && p.name === name && p.required))
          problems.push(`${where}: path parameter ${name} is not declared as required`);
      }
      for (const param of params) {
        if (!['path', 'query', 'header', 'cookie'].includes(param.in) || !param.schema)
          problems.push(`${where}: bad parameter ${param.name}`);
        if (param.in === 'path' && !pathParams.includes(param.name))
          problems.push(`${where}: path parameter ${param.name} is not in the path`);
      }
    }
  }
  for (const [key, schema] of Object.entries(document.components.schemas)) {
    if (!/^[A-Za-z0-9._-]+$/.test(key)) problems.push(`component key ${key} is not allowed`);
    // An $id would move the base that the document's $refs resolve against.
    for (const at of baseChanges(schema, `#/components/schemas/${key}`)) problems.push(`${at} has an $id or $schema`);
  }
  for (const { ref, at } of refsOf(document))
    if (resolvePointer(document, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  return problems;
}

/** Every route the Express router answers under /api, from the router itself. */
function servedRoutes(server: TestServer): string[] {
  const express = server.running.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap(({ route }) => {
    if (!route || typeof route.path !== 'string' || !route.path.startsWith('/api/')) return [];
    const methods = Object.keys(route.methods).flatMap((method) =>
      method === '_all' ? ['get', 'post', 'put', 'patch', 'delete'] : [method],
    );
    return methods.map((method) => `${method.toUpperCase()} ${route.path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}')}`);
  });
}

describe('API description', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  let docs: Response;
  let docsHtml: string;

  before(async () => {
    server = await startTestServer();
    const response = await server.api('/api/openapi.json');
    assert.equal(response.status, 200, 'GET /api/openapi.json needs no token');
    document = (await response.json()) as OpenApiDocument;
    docs = await server.api('/api/docs', { headers: { accept: 'text/html' } });
    docsHtml = await docs.text();
  });
  after(() => server.close());

  it('is a structurally valid OpenAPI 3.1 document whose every $ref resolves', () => {
    assert.deepEqual(structuralProblems(document), []);
  });

  it("names its server, describes numbers in the query as integers and every array's items", () => {
    assert.deepEqual(document.servers, [{ url: server.config.publicUrl, description: 'this instance' }]);
    const list = document.paths['/api/project-v1'].get;
    for (const name of ['first', 'count']) {
      const schema = list.parameters!.find((parameter) => parameter.name === name)!.schema as Json;
      assert.equal(schema.type, 'integer', name);
      assert.equal(schema.pattern, undefined);
    }
    // Every array in the component schemas says what it holds.
    const untyped: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((child, index) => visit(child, `${at}/${index}`));
      else if (node && typeof node === 'object') {
        const schema = node as Json;
        if (schema.type === 'array' && !('items' in schema) && !('prefixItems' in schema)) untyped.push(at);
        for (const [key, child] of Object.entries(schema)) if (key !== 'enum' && key !== 'examples') visit(child, `${at}/${key}`);
      }
    };
    visit(document.components.schemas, '#/components/schemas');
    assert.deepEqual(untyped, []);
  });

  it('describes every route the server answers, and no other', () => {
    const served = servedRoutes(server);
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.ok(served.length >= 10, `the router lists the API's routes (${served.length})`);
    const undescribed = served.filter((route) => !described.includes(route));
    assert.deepEqual(undescribed, [], 'every route needs @ApiOperation (apps/api/src/openapi/api-operation.decorator.ts)');
    assert.deepEqual(
      described.filter((route) => !served.includes(route)),
      [],
      'the description lists only routes the server answers',
    );
  });

  it("describes the calculation with the contracts' schemas", () => {
    const calculate = document.paths['/api/calculation-v1'].post;
    assert.deepEqual(calculate.requestBody?.content['application/json']?.schema, { $ref: '#/components/schemas/CalculationRequest' });
    assert.deepEqual(document.components.schemas.CalculationRequest, withoutId(calculationRequestSchema));
    assert.deepEqual(calculate.responses['200']?.content?.['application/json']?.schema, { $ref: '#/components/schemas/CalculationAnswer' });
    assert.deepEqual(document.components.schemas.CalculationAnswer, withoutId(calculationAnswerSchema));
    assert.deepEqual(Object.keys(calculate.responses), ['200', '400', '401', '403', '404', '413']);
    assert.deepEqual(document.paths['/api/calculation-v1/rule-set'].get.parameters, [
      { name: 'companyId', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 999_999_999 } },
    ]);
  });

  it('says who may call: public routes need no token, the others a bearer token', () => {
    for (const path of ['/api/config', '/api/terms', '/api/health', '/api/openapi.json', '/api/docs']) {
      const operation = document.paths[path].get;
      assert.deepEqual(operation.security, [], path);
      assert.equal(operation['x-access'], 'public');
      assert.equal(operation.responses['401'], undefined, path);
    }
    const user = document.paths['/api/user'].get;
    assert.deepEqual(user.security, [{ bearerAuth: [] }]);
    assert.equal(user['x-access'], 'signed-in');
    assert.deepEqual(Object.keys(user.responses), ['200', '401']);
    const settings = document.paths['/api/settings'].get;
    assert.equal(settings['x-access'], 'Customer or Admin');
    assert.match(settings.description, /Customer or Admin/);
    assert.deepEqual(Object.keys(settings.responses), ['200', '400', '401', '403']);
  });

  it('describes what the server really answers', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    const customer = await server.tokenFor('customer');
    const calls: [string, string, RequestInit & { token?: string }, number][] = [
      ['get', '/api/config', {}, 200],
      ['get', '/api/terms', {}, 200],
      ['get', '/api/health', {}, 200],
      ['get', '/api/openapi.json', {}, 200],
      ['get', '/api/user', { token: customer }, 200],
      ['get', '/api/user', {}, 401],
      ['get', '/api/settings?lang=en', { token: customer }, 200],
      ['get', '/api/settings?lang=xx', { token: customer }, 400],
      ['get', '/api/product/product-data?companyId=1001', { token: customer }, 200],
      ['get', '/api/product/product-data?companyId=1002', { token: customer }, 404],
      ['get', '/api/calculation-v1/rule-set', { token: customer }, 200],
      ['get', '/api/calculation-v1/rule-set', { token: await server.tokenFor('inactive') }, 403],
      ['get', '/api/calculation-v1/prices?companyId=1001&currency=CHF', { token: customer }, 200],
      [
        'post',
        '/api/calculation-v1',
        { token: customer, method: 'POST', body: JSON.stringify(goldenRequest), headers: { 'content-type': 'application/json' } },
        200,
      ],
    ];
    for (const [method, url, init, status] of calls) {
      const response = await server.api(url, init);
      assert.equal(response.status, status, `${method.toUpperCase()} ${url}`);
      const path = url.replace(/\?.*$/, '');
      const schema = document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
      assert.ok(schema, `${method.toUpperCase()} ${path} describes a ${status}`);
      const validate = ajv.compile({ $ref: `openapi.json${(schema as { $ref: string }).$ref}` });
      assert.ok(validate(await response.json()), `${method.toUpperCase()} ${url} ${status}: ${ajv.errorsText(validate.errors)}`);
    }
  });

  it('shows every route on /api/docs, without a token and without scripts', () => {
    assert.equal(docs.status, 200);
    assert.match(docs.headers.get('content-type') ?? '', /^text\/html/);
    for (const [path, item] of Object.entries(document.paths)) {
      assert.ok(docsHtml.includes(`<code>${path}</code>`), `${path} is on the page`);
      for (const operation of Object.values(item))
        assert.ok(docsHtml.includes(`id="op-${operation.operationId}"`), `${operation.operationId} has an anchor`);
    }
    for (const key of Object.keys(document.components.schemas))
      assert.ok(docsHtml.includes(`id="schema-${key}"`), `schema ${key} is on the page`);
    assert.ok(docsHtml.includes('href="#schema-CalculationRequest"'), 'references link to their schema');
    assert.doesNotMatch(docsHtml, /<script/i);
    assert.doesNotMatch(docsHtml, /(src|href)="(https?:)?\/\//i, 'nothing is loaded from elsewhere');
  });

  it('keeps the strict Content-Security-Policy on /api/docs', () => {
    const policy = docs.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    assert.equal(scriptSrc, "script-src 'self'");
    assert.match(policy, /default-src 'self'/);
  });
});
