import { Body, Controller, Post } from '@nestjs/common';
import { supportTicketRequestSchema, type SupportTicket, type SupportTicketRequest } from '@lsp/contracts';
import { CurrentUser, CustomerOrAdmin } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { SupportService } from './support.service.js';

@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** Opens a ticket (design.md section 5): 201 with the stored ticket. */
  @CustomerOrAdmin()
  @Post('ticket')
  create(
    @Body(new SchemaPipe<SupportTicketRequest>(supportTicketRequestSchema, 'ticket')) request: SupportTicketRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<SupportTicket> {
    return this.support.create(request, user);
  }
}
