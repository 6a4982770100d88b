import { Controller, Get } from '@nestjs/common';
import { currentUserSchema, type CurrentUser as CurrentUserResponse } from '@lsp/contracts';
import { CurrentUser, SignedIn } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';

@Controller('user')
export class UsersController {
  /** `GET /api/user` (docs/design.md#http-api). Answers every signed-in user, also one without a group, so the app can say why. */
  @ApiOperation({
    summary: 'The signed-in user: name, company, country and groups (empty: not activated yet)',
    response: currentUserSchema,
  })
  @SignedIn()
  @Get()
  me(@CurrentUser() user: AuthUser): CurrentUserResponse {
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      company: { id: user.companyId, name: user.companyName },
      country: user.country,
      groups: user.groups,
    };
  }
}
