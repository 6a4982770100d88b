import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Group } from '@lsp/contracts';
import type { AuthUser } from './auth-user.js';

export const ACCESS_KEY = 'lsp:access';

/**
 * Who may call a route. Every route not marked otherwise needs Customer or Admin
 * (docs/design.md#http-api, docs/design.md#identity-and-groups).
 */
export type Access = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'groups'; groups: Group[] };

/** What a route without an access decorator needs: a forgotten decorator closes a route rather than opening it. */
export const DEFAULT_ACCESS: Access = { kind: 'groups', groups: ['Customer', 'Admin'] };

/** The access a route needs: its handler's decorator, else its controller's, else the default. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's ExecutionContext hands handlers out as Function
export function accessOf(reflector: Reflector, handler: Function, controller: Function): Access {
  return reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [handler, controller]) ?? DEFAULT_ACCESS;
}

/** No token needed. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Any valid token, even of a user with no group (so the app can say why). */
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access);
export const CustomerOrAdmin = () => SetMetadata(ACCESS_KEY, { kind: 'groups', groups: ['Customer', 'Admin'] } satisfies Access);
export const CustomerOnly = () => SetMetadata(ACCESS_KEY, { kind: 'groups', groups: ['Customer'] } satisfies Access);
export const AdminOnly = () => SetMetadata(ACCESS_KEY, { kind: 'groups', groups: ['Admin'] } satisfies Access);

/** The signed-in user of the request. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
