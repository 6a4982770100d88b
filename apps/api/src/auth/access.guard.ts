import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiError, ErrorCode } from '../common/api-error.js';
import { accessOf } from './access.decorators.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken, expiryOf, VerifiedTokens } from './verified-tokens.js';

export const NOT_ACTIVATED_KEY = 'account.message.notActivated';

/**
 * The one guard of the API, applied globally: checks the bearer token (unless the route is
 * public) and then the groups the route needs (`accessOf`: Customer-or-Admin by default).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  private readonly verified = new VerifiedTokens();

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = accessOf(this.reflector, context.getHandler(), context.getClass());
    if (access.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<{ user: AuthUser; headers: Record<string, string | string[] | undefined> }>();
    const token = bearerToken(request.headers.authorization);
    const known = token === undefined ? undefined : this.verified.userOf(token);
    if (known) request.user = known;
    else {
      await super.canActivate(context);
      const expiresAt = token === undefined ? undefined : expiryOf(token);
      if (token !== undefined && expiresAt !== undefined) this.verified.remember(token, request.user, expiresAt);
    }
    const user = request.user;
    if (access.kind === 'signed-in') return true;
    if (user.groups.length === 0) throw new ApiError(ErrorCode.NotActivated, NOT_ACTIVATED_KEY);
    if (!user.groups.some((group) => access.groups.includes(group))) {
      throw new ApiError(ErrorCode.Forbidden, `This needs the group ${access.groups.join(' or ')}`, undefined, {
        key: 'forbidden',
        params: { groups: access.groups.join(', ') },
      });
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      const reason = info instanceof Error ? info.message : error instanceof Error ? error.message : 'No bearer token';
      throw new ApiError(ErrorCode.Unauthenticated, `Not signed in: ${reason}`);
    }
    return user;
  }
}
