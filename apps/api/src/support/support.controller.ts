import { Body, Controller, Post } from '@nestjs/common';
import { supportTicketRequestSchema, supportTicketSchema, type SupportTicket, type SupportTicketRequest } from '@lsp/contracts';
import { CurrentUser, CustomerOrAdmin } from '../auth/access.decorators.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { SupportService } from './support.service.js';

@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** Opens a ticket (docs/design.md#support-tickets): 201 with the stored ticket. */
  @ApiOperation({
    summary: 'Opens a support ticket (docs/design.md#support-tickets), stored and forwarded to the support desk when configured',
    description:
      "The customer app sends description 'Loading Error with Code BKCC-…', area 'Web-App Support' and subject 'Neues Projekt' or 'Projekt {id}'. A failed forward is recorded on the ticket, not answered as an error.",
    response: supportTicketSchema,
  })
  @CustomerOrAdmin()
  @Post('ticket')
  create(
    @Body(new SchemaPipe<SupportTicketRequest>(supportTicketRequestSchema, 'ticket')) request: SupportTicketRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<SupportTicket> {
    return this.support.create(request, user);
  }
}
