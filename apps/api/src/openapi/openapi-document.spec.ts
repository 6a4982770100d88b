import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Body, Controller, Delete, Get, HttpCode, Module, Param, Post, Query, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, NestFactory, Reflector } from '@nestjs/core';
import { AdminOnly, Public } from '../auth/access.decorators.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation, ApiTag } from './api-operation.decorator.js';
import { buildOpenApiDocument, type DescribedRoute } from './openapi-document.js';
import { discoverRoutes, type DiscoveredRoute } from './route-discovery.js';
import { SchemaComponents } from './schema-components.js';

const noteSchema = {
  $id: 'Note',
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string' } },
} as const;
const notesQuerySchema = {
  $id: 'NotesQuery',
  type: 'object',
  properties: { page: { type: 'string', description: 'From 1' } },
  required: ['page'],
} as const;
const noteIdSchema = { type: 'string', pattern: '^[0-9]+$' } as const;

@ApiTag('notes')
@Controller('notes')
class NotesController {
  @ApiOperation({
    summary: 'Lists notes',
    response: { type: 'array', items: noteSchema },
    responseHeaders: { 'Content-Range': 'items 0-24/319' },
  })
  @Get()
  list(@Query(new SchemaPipe(notesQuerySchema)) _query: unknown) {
    return [];
  }

  @ApiOperation({ summary: 'Adds a note', response: noteSchema, errors: [409] })
  @Post(':noteId')
  add(@Param('noteId', new SchemaPipe(noteIdSchema)) _id: string, @Body(new SchemaPipe(noteSchema)) note: unknown) {
    return note;
  }

  @ApiOperation({ summary: 'Deletes a note', response: null, errors: [404] })
  @AdminOnly()
  @HttpCode(204)
  @Delete(':noteId')
  remove() {}

  @ApiOperation({ summary: 'A note as PDF', response: null, responseType: 'application/pdf' })
  @Public()
  @Get(':noteId/pdf')
  pdf() {
    return '';
  }

  @Get('forgotten')
  forgotten() {
    return {};
  }
}

@Module({ imports: [DiscoveryModule], controllers: [NotesController] })
class NotesModule {}

describe('buildOpenApiDocument', () => {
  let context: INestApplicationContext;
  let routes: DiscoveredRoute[];
  const described = () => routes.filter((route): route is DescribedRoute => route.operation !== undefined);
  const build = (list = described()) =>
    buildOpenApiDocument(list, { title: 'Notes', version: '1', description: 'Notes API' }, 'https://notes.example.com');

  before(async () => {
    context = await NestFactory.createApplicationContext(NotesModule, { logger: false });
    routes = discoverRoutes(context.get(DiscoveryService), context.get(MetadataScanner), context.get(Reflector), 'api');
  });
  after(() => context.close());

  it('finds every route with the global prefix, and reports the ones without @ApiOperation', () => {
    assert.deepEqual(routes.map((r) => `${r.method} ${r.path}`).sort(), [
      'delete /api/notes/:noteId',
      'get /api/notes',
      'get /api/notes/:noteId/pdf',
      'get /api/notes/forgotten',
      'post /api/notes/:noteId',
    ]);
    assert.deepEqual(
      routes.filter((r) => !r.operation).map((r) => r.handlerName),
      ['NotesController.forgotten'],
    );
  });

  it('takes body, query and path parameter schemas from the SchemaPipes', () => {
    const document = build();
    const add = document.paths['/api/notes/{noteId}'].post;
    assert.deepEqual(add.parameters, [{ name: 'noteId', in: 'path', required: true, schema: noteIdSchema }]);
    assert.deepEqual(add.requestBody, {
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
    });
    assert.deepEqual(Object.keys(add.responses), ['201', '400', '401', '403', '409']);
    assert.deepEqual(document.paths['/api/notes'].get.parameters, [
      { name: 'page', in: 'query', required: true, description: 'From 1', schema: { type: 'string', description: 'From 1' } },
    ]);
  });

  it('writes access, statuses, files and headers as the route says', () => {
    const document = build();
    const remove = document.paths['/api/notes/{noteId}'].delete;
    assert.equal(remove['x-access'], 'Admin');
    assert.match(remove.description, /Admin only/);
    assert.deepEqual(remove.responses['204'], { description: 'No Content' });
    const pdf = document.paths['/api/notes/{noteId}/pdf'].get;
    assert.deepEqual(pdf.security, []);
    assert.deepEqual(pdf.responses, { 200: { description: 'OK', content: { 'application/pdf': {} } } });
    assert.deepEqual(document.paths['/api/notes'].get.responses['200'].headers, {
      'Content-Range': { description: 'items 0-24/319', schema: { type: 'string' } },
    });
    assert.deepEqual(document.tags, [{ name: 'notes' }]);
  });

  it('refuses a described schema other than the validated one', () => {
    const list = described().map((route) =>
      route.handlerName === 'NotesController.add' ? { ...route, operation: { ...route.operation, body: { type: 'object' } } } : route,
    );
    assert.throws(() => build(list), /NotesController.add describes another body schema/);
  });
});

describe(SchemaComponents.name, () => {
  it('turns nested $ids into components and references', () => {
    const components = new SchemaComponents();
    const user = {
      $id: 'User',
      type: 'object',
      properties: {
        company: { $id: 'Company', type: 'object' },
        tags: { type: 'array', items: [{ type: 'string' }], additionalItems: false },
      },
    };
    assert.deepEqual(components.use(user), { $ref: '#/components/schemas/User' });
    assert.deepEqual(components.schemas, {
      User: {
        type: 'object',
        properties: {
          company: { $ref: '#/components/schemas/Company' },
          tags: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
        },
      },
      Company: { type: 'object' },
    });
  });

  it('hoists draft-07 definitions of a schema with a URI $id and rewrites its local references', () => {
    const components = new SchemaComponents();
    components.use({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://example.local/rule-set.schema.json',
      type: 'object',
      properties: { name: { $ref: '#/definitions/name' }, self: { $ref: '#' }, enumIsData: { enum: [{ $ref: '#/definitions/name' }] } },
      definitions: { name: { type: 'string' }, names: { type: 'array', items: { $ref: '#/definitions/name' } } },
    });
    assert.deepEqual(components.schemas, {
      'rule-set.schema': {
        type: 'object',
        properties: {
          name: { $ref: '#/components/schemas/rule-set.schema.name' },
          self: { $ref: '#/components/schemas/rule-set.schema' },
          enumIsData: { enum: [{ $ref: '#/definitions/name' }] },
        },
      },
      'rule-set.schema.name': { type: 'string' },
      'rule-set.schema.names': { type: 'array', items: { $ref: '#/components/schemas/rule-set.schema.name' } },
    });
  });

  it('refuses two different schemas with one $id', () => {
    const components = new SchemaComponents();
    components.use({ $id: 'Thing', type: 'string' });
    assert.deepEqual(components.use({ $id: 'Thing', type: 'string' }), { $ref: '#/components/schemas/Thing' });
    assert.throws(() => components.use({ $id: 'Thing', type: 'number' }), /Two different JSON Schemas have the \$id 'Thing'/);
  });
});
