import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import type { SupportTicket, SupportTicketDetails, SupportTicketRequest, SupportTicketWebhook } from '@lsp/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { displayName } from '../users/user-records.service.js';
import { SupportTicketRecord } from './support-ticket.entity.js';
import { postJson } from './support-webhook.js';

interface Forwarding {
  failures: string[];
  mailId: number | null;
}

/**
 * The support desk: stores every ticket, then forwards it to SUPPORT_WEBHOOK_URL and
 * SUPPORT_MAIL_TO when they are set. A forward that fails is recorded on the ticket; the user
 * still gets their ticket.
 */
@Injectable()
export class SupportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  async create(request: SupportTicketRequest, user: AuthUser): Promise<SupportTicket> {
    const ticket = this.em.create(SupportTicketRecord, {
      description: request.description,
      area: request.area,
      subject: request.subject,
      createdById: user.id.slice(0, 255),
      createdByName: displayName(user),
      createdByEmail: user.email.slice(0, 320),
      companyId: user.companyId || null,
      companyName: user.companyName.slice(0, 200),
      forwardStatus: 'none',
      forwardedAt: null,
      forwardError: null,
      mailId: null,
    });
    await this.em.flush();
    if (this.config.support.webhookUrl || this.config.support.mailTo.length > 0) {
      const { failures, mailId } = await this.forward(ticket);
      ticket.mailId = mailId;
      ticket.forwardStatus = failures.length === 0 ? 'forwarded' : 'failed';
      ticket.forwardedAt = failures.length === 0 ? new Date() : null;
      ticket.forwardError = failures.length === 0 ? null : failures.join('; ').slice(0, 2000);
      await this.em.flush();
    }
    return toSupportTicket(ticket);
  }

  /** Tickets, newest first, for the backoffice. Reads in a fork of its own, so it also works outside a request. */
  async list(page: { offset?: number; limit?: number } = {}): Promise<{ items: SupportTicketDetails[]; total: number }> {
    const [tickets, total] = await this.em.fork().findAndCount(
      SupportTicketRecord,
      {},
      {
        orderBy: { id: 'desc' },
        offset: page.offset ?? 0,
        limit: page.limit ?? 50,
      },
    );
    return { items: tickets.map(toSupportTicketDetails), total };
  }

  async find(id: number): Promise<SupportTicketDetails | null> {
    const ticket = await this.em.fork().findOne(SupportTicketRecord, { id });
    return ticket ? toSupportTicketDetails(ticket) : null;
  }

  /** Both channels at once; each failure is described, none is thrown. */
  private async forward(ticket: SupportTicketRecord): Promise<Forwarding> {
    const { webhookUrl, mailTo } = this.config.support;
    const [webhook, mail] = await Promise.all([
      webhookUrl
        ? postJson(webhookUrl, toWebhook(ticket)).then(
            () => null,
            (error: Error) => error.message,
          )
        : null,
      mailTo.length > 0 ? this.mailTicket(ticket, mailTo) : null,
    ]);
    return {
      failures: [webhook, mail?.failure ?? null].filter((failure): failure is string => failure !== null),
      mailId: mail?.mailId ?? null,
    };
  }

  private async mailTicket(ticket: SupportTicketRecord, to: string[]): Promise<{ failure: string | null; mailId: number | null }> {
    try {
      const mail = await this.mail.send({
        to,
        template: 'support-ticket',
        lang: 'de',
        replyTo: ticket.createdByEmail || undefined,
        data: {
          ticketId: ticket.id,
          subject: ticket.subject,
          area: ticket.area,
          description: ticket.description,
          createdByName: ticket.createdByName,
          createdByEmail: ticket.createdByEmail,
          companyId: ticket.companyId ?? null,
          companyName: ticket.companyName,
          createdAt: ticket.createdAt,
        },
      });
      // `captured` counts as forwarded: without SMTP_URL the outbox is where mails go.
      return { failure: mail.status === 'failed' ? `mail: ${mail.error ?? 'not sent'}` : null, mailId: mail.id };
    } catch (error) {
      return { failure: `mail: ${error instanceof Error ? error.message : String(error)}`, mailId: null };
    }
  }
}

function ticketFields(ticket: SupportTicketRecord): Omit<SupportTicket, 'forwarding'> {
  return {
    id: ticket.id,
    description: ticket.description,
    area: ticket.area,
    subject: ticket.subject,
    createdAt: ticket.createdAt.toISOString(),
    createdBy: { id: ticket.createdById, name: ticket.createdByName, email: ticket.createdByEmail },
    company: { id: ticket.companyId ?? null, name: ticket.companyName },
  };
}

export function toSupportTicket(ticket: SupportTicketRecord): SupportTicket {
  return {
    ...ticketFields(ticket),
    forwarding: { status: ticket.forwardStatus, at: ticket.forwardedAt?.toISOString() ?? null },
  };
}

export function toSupportTicketDetails(ticket: SupportTicketRecord): SupportTicketDetails {
  return {
    ...ticketFields(ticket),
    forwarding: { status: ticket.forwardStatus, at: ticket.forwardedAt?.toISOString() ?? null, error: ticket.forwardError ?? null },
  };
}

function toWebhook(ticket: SupportTicketRecord): SupportTicketWebhook {
  return { event: 'support-ticket.created', ticket: ticketFields(ticket) };
}
