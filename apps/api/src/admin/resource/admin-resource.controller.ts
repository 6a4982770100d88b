import { Body, Controller, Delete, Get, Headers, Inject, Param, Post, Put, Query, Res, UseFilters, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { adminListQuerySchema, IDEMPOTENT_REPLAYED_HEADER, type AdminListRawQuery } from '@lsp/contracts';
import { AdminOnly, CurrentUser } from '../../auth/access.decorators.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { SchemaPipe } from '../../common/schema.pipe.js';
import { createAttempt, IdempotentCreates } from '../../idempotency/idempotent-creates.js';
import { ApiOperation, ApiTag } from '../../openapi/api-operation.decorator.js';
import { AdminExceptionFilter } from './admin-exception.filter.js';
import { adminResourceOperations } from './admin-resource-operations.js';
import type { AdminOperation, AdminRecord, AdminResource, AdminResourceDefinition } from './admin-resource.js';
import { contentRange, parseListQuery } from './list-query.js';

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
const listPipe = new SchemaPipe<AdminListRawQuery>(adminListQuerySchema, 'list query');

/** A write schema whose fields may each be left out: what a PUT of only the changed fields is checked against first. */
function partial(schema: object): object {
  const { $id, required: _required, ...rest } = schema as { $id?: string; required?: string[] };
  return $id ? { ...rest, $id: `${$id}Changes` } : rest;
}

/** The checks of a resource's path id, of a whole record written, and of the changes a PUT sends. */
function pipesFor(definition: AdminResourceDefinition) {
  return {
    idPipe: new SchemaPipe<string>(definition.idSchema, 'id'),
    writePipe: new SchemaPipe<unknown>(definition.write ?? { type: 'object' }, 'record'),
    changesPipe: new SchemaPipe<Record<string, unknown>>(partial(definition.write ?? { type: 'object' }), 'record'),
  };
}

/**
 * Names the class after the resource (`AdminProductGroupsController`, in logs and the API
 * description) and removes the writes the resource does not offer, so Nest routes none of them.
 */
function offeredRoutesOnly<T extends Type<unknown>>(controller: T, definition: AdminResourceDefinition): T {
  Object.defineProperty(controller, 'name', { value: `Admin${pascal(definition.name)}Controller` });
  const prototype = controller.prototype as Record<AdminOperation, unknown>;
  for (const operation of ['create', 'update', 'delete'] as const) {
    if (!definition.operations.includes(operation)) delete prototype[operation];
  }
  return controller;
}

/**
 * The controller of one backoffice resource at `/api/admin/{name}`, in the wire protocol of
 * ra-data-simple-rest: GET list (with `Content-Range`), GET one, POST, PUT and DELETE, each
 * answering the full record. Only the operations the resource offers are routed.
 */
export function adminResourceController(definition: AdminResourceDefinition): Type<unknown> {
  const { name } = definition;
  const { idPipe, writePipe, changesPipe } = pipesFor(definition);
  const operations = adminResourceOperations(definition);

  @ApiTag('admin')
  @AdminOnly()
  @UseFilters(AdminExceptionFilter)
  @Controller(`admin/${name}`)
  class AdminResourceController {
    constructor(
      @Inject(definition.service) readonly resource: AdminResource<AdminRecord>,
      @Inject(IdempotentCreates) readonly creates: IdempotentCreates,
    ) {}

    @ApiOperation(operations.list)
    @Get()
    async list(@Query(listPipe) raw: AdminListRawQuery, @Res({ passthrough: true }) response: Response): Promise<AdminRecord[]> {
      const query = parseListQuery(raw, definition.defaultSort ?? 'id');
      const page = await this.resource.list(query);
      response.setHeader('Content-Range', contentRange(name, query.offset, page.items.length, page.total));
      response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
      return page.items;
    }

    @ApiOperation(operations.get)
    @Get(':id')
    get(@Param('id', idPipe) id: string): Promise<AdminRecord> {
      return this.resource.get(id);
    }

    @ApiOperation(operations.create)
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

    @ApiOperation(operations.update)
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

    @ApiOperation(operations.delete)
    @Delete(':id')
    delete(@Param('id', idPipe) id: string, @CurrentUser() user: AuthUser): Promise<AdminRecord> {
      return this.resource.delete!(id, user);
    }
  }

  return offeredRoutesOnly(AdminResourceController, definition);
}
