import { Body, Controller, Delete, Get, Headers, Inject, Param, Post, Put, Query, Res, UseFilters, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { adminListQuerySchema, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, type AdminListRawQuery } from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../../auth/access.decorators.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { SchemaPipe } from '../../common/schema.pipe.js';
import { createAttempt, IdempotentCreates } from '../../idempotency/idempotent-creates.js';
import { ApiOperation, ApiTag } from '../../openapi/api-operation.decorator.js';
import { AdminExceptionFilter } from './admin-exception.filter.js';
import type { AdminOperation, AdminRecord, AdminResource, AdminResourceDefinition } from './admin-resource.js';
import { contentRange, parseListQuery } from './list-query.js';

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
const listPipe = new SchemaPipe<AdminListRawQuery>(adminListQuerySchema, 'list query');

/** A write schema whose fields may each be left out: what a PUT of only the changed fields is checked against first. */
function partial(schema: object): object {
  const { $id, required: _required, ...rest } = schema as { $id?: string; required?: string[] };
  return $id ? { ...rest, $id: `${$id}Changes` } : rest;
}

/**
 * The controller of one backoffice resource at `/api/admin/{name}`, in the wire protocol of
 * ra-data-simple-rest: GET list (with `Content-Range`), GET one, POST, PUT and DELETE, each
 * answering the full record. Only the operations the resource offers are routed.
 */
export function adminResourceController(definition: AdminResourceDefinition): Type<unknown> {
  const { name, label } = definition;
  const idPipe = new SchemaPipe<string>(definition.idSchema, 'id');
  const writePipe = new SchemaPipe<unknown>(definition.write ?? { type: 'object' }, 'record');
  const changesPipe = new SchemaPipe<Record<string, unknown>>(partial(definition.write ?? { type: 'object' }), 'record');
  const notes = definition.notes ? ` ${definition.notes}` : '';

  @ApiTag('admin')
  @AdminOnly()
  @UseFilters(AdminExceptionFilter)
  @Controller(`admin/${name}`)
  class AdminResourceController {
    constructor(
      @Inject(definition.service) readonly resource: AdminResource<AdminRecord>,
      @Inject(IdempotentCreates) readonly creates: IdempotentCreates,
    ) {}

    @ApiOperation({
      summary: `Lists ${label} (ra-data-simple-rest getList, getMany, getManyReference)`,
      description: `JSON-encoded \`sort\`, \`range\` and \`filter\`; the answer's \`Content-Range\` says which records and how many in all.${notes}`,
      response: { type: 'array', items: definition.listRecord ?? definition.record },
      responseHeaders: { 'Content-Range': `${name} 0-24/319`, 'Access-Control-Expose-Headers': 'Content-Range' },
    })
    @Get()
    async list(@Query(listPipe) raw: AdminListRawQuery, @Res({ passthrough: true }) response: Response): Promise<AdminRecord[]> {
      const query = parseListQuery(raw, definition.defaultSort ?? 'id');
      const page = await this.resource.list(query);
      response.setHeader('Content-Range', contentRange(name, query.offset, page.items.length, page.total));
      response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
      return page.items;
    }

    @ApiOperation({ summary: `One of the ${label} (getOne)`, response: definition.record, errors: [404] })
    @Get(':id')
    get(@Param('id', idPipe) id: string): Promise<AdminRecord> {
      return this.resource.get(id);
    }

    @ApiOperation({
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
    })
    @Post()
    async create(
      @Body(writePipe) body: unknown,
      @CurrentUser() user: AuthUser,
      @Res({ passthrough: true }) response: Response,
      @Headers('idempotency-key') idempotencyKey?: string,
    ): Promise<AdminRecord> {
      const { value, replayed } = await this.creates.once(
        createAttempt(user, `admin/${name}`, idempotencyKey),
        (remember) => this.resource.create!(body, user, remember),
        (id) => this.resource.get(id),
      );
      if (replayed) response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return value;
    }

    @ApiOperation({
      summary: `Updates one of the ${label} at the version it was loaded with; audited`,
      description: `Fields not sent keep their values (react-admin's updateMany sends only the changed ones); without \`version\` the record is changed as it is now. 409 when the record was changed by someone else since the version sent (nothing is overwritten).${notes}`,
      response: definition.record,
      errors: [404, 409],
    })
    @Put(':id')
    async update(
      @Param('id', idPipe) id: string,
      @Body(changesPipe) changes: Record<string, unknown>,
      @CurrentUser() user: AuthUser,
    ): Promise<AdminRecord> {
      // The edit form sends the whole record; a bulk update only the fields it sets.
      const record = writePipe.transform({ ...(await this.resource.get(id)), ...changes });
      return this.resource.update!(id, record, user);
    }

    @ApiOperation({
      summary: `Deletes one of the ${label}; answers it as it was; audited`,
      response: definition.record,
      errors: [404, 409],
    })
    @Delete(':id')
    delete(@Param('id', idPipe) id: string, @CurrentUser() user: AuthUser): Promise<AdminRecord> {
      return this.resource.delete!(id, user);
    }
  }

  Object.defineProperty(AdminResourceController, 'name', { value: `Admin${pascal(name)}Controller` });
  const prototype = AdminResourceController.prototype as unknown as Record<AdminOperation, unknown>;
  for (const operation of ['create', 'update', 'delete'] as const) {
    if (!definition.operations.includes(operation)) delete prototype[operation];
  }
  return AdminResourceController;
}
