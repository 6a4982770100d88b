import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailStatus, OutgoingMailView } from '@lsp/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OutgoingMail } from './outgoing-mail.entity.js';
import { renderMail, type MailTemplateData, type MailTemplateKey } from './templates/index.js';

/**
 * A mail to write from a template.
 * @example
 * { to: 'max.mustermann@aufzugbau-muster.de', template: 'project-changed', lang: 'de',
 *   projectId: 'C20261120-3', data: { customerName: 'Max Mustermann', projectId: 'C20261120-3', … } }
 */
export interface MailRequest<K extends MailTemplateKey> {
  /** One address or several (a list, or separated by commas). */
  to: string | string[];
  template: K;
  /** The recipient's language: de, en, pl; fr and nl get English, anything else German. */
  lang?: string | null;
  data: MailTemplateData[K];
  /** The project the mail is about, kept with the mail for the backoffice. */
  projectId?: string | null;
  /** Where answers go, e.g. the customer who opened a support ticket. Not kept in the outbox. */
  replyTo?: string;
}

// SMTP servers that hang must not hold a request for minutes (nodemailer waits up to 10 by default).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const MAX_ERROR_LENGTH = 2000;

/**
 * Writes every mail of the product into the outbox table (`mail`) and, when SMTP_URL is set,
 * hands it to that SMTP server. Without SMTP_URL mails stay `captured`, for the backoffice.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | undefined;
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
  ) {
    this.publicUrl = config.publicUrl;
    this.transport = config.mail.smtpUrl
      ? createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS }, { from: config.mail.from })
      : undefined;
  }

  /**
   * Renders the template in the recipient's language, stores the mail, and sends it when an
   * SMTP server is configured. A refused or failed delivery does not reject: the mail is kept
   * with status `failed` and the error, and a warning is logged. Rejects only when the mail
   * cannot be stored.
   */
  async send<K extends MailTemplateKey>(request: MailRequest<K>): Promise<OutgoingMailView> {
    // A fork of its own: storing the mail must not flush whatever the caller has pending.
    const em = this.em.fork();
    const mail = this.queue(em, request);
    await em.flush();
    if (this.transport) await this.deliver(mail, request.replyTo);
    await em.flush();
    return toMailView(mail);
  }

  /**
   * Renders the mail into the outbox within the caller's transaction, so that it is stored exactly
   * when what it tells of is; `sendQueued` hands it to the SMTP server after the commit.
   */
  queue<K extends MailTemplateKey>(em: EntityManager, request: MailRequest<K>): OutgoingMail {
    const rendered = renderMail(request.template, request.data, request.lang, { publicUrl: this.publicUrl });
    return em.create(OutgoingMail, {
      to: (Array.isArray(request.to) ? request.to : [request.to]).join(', '),
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      template: request.template,
      language: rendered.language,
      projectId: request.projectId ?? null,
      status: 'captured',
      error: null,
      sentAt: null,
    });
  }

  /**
   * Sends a mail that a committed transaction queued, when an SMTP server is configured. Never
   * rejects: what it tells of is stored already. A failed delivery is kept on the mail; when even
   * that cannot be stored, the mail stays `captured` in the outbox and a warning says so.
   */
  async sendQueued(mail: OutgoingMail): Promise<void> {
    if (!this.transport) return;
    await this.deliver(mail, undefined);
    try {
      await this.em.fork().nativeUpdate(OutgoingMail, { id: mail.id }, { status: mail.status, error: mail.error, sentAt: mail.sentAt });
    } catch (error) {
      this.logger.warn(
        `Mail ${mail.id} (${mail.template}): its delivery (${mail.status}) could not be recorded: ${(error as Error).message}`,
      );
    }
  }

  /** The outbox, newest first, for the backoffice. */
  async list(
    filter: { projectId?: string; status?: MailStatus } = {},
    page: { offset?: number; limit?: number } = {},
  ): Promise<{ items: OutgoingMailView[]; total: number }> {
    const [mails, total] = await this.em
      .fork()
      .findAndCount(
        OutgoingMail,
        { ...(filter.projectId ? { projectId: filter.projectId } : {}), ...(filter.status ? { status: filter.status } : {}) },
        { orderBy: { id: 'desc' }, offset: page.offset ?? 0, limit: page.limit ?? 50 },
      );
    return { items: mails.map(toMailView), total };
  }

  async find(id: number): Promise<OutgoingMailView | null> {
    const mail = await this.em.fork().findOne(OutgoingMail, { id });
    return mail ? toMailView(mail) : null;
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private async deliver(mail: OutgoingMail, replyTo: string | undefined): Promise<void> {
    try {
      await this.transport!.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        ...(replyTo ? { replyTo } : {}),
      });
      mail.status = 'sent';
      mail.sentAt = new Date();
      // The mail's id and template only: no address, subject or body in the log.
      this.logger.log({ msg: 'mail sent', mail: mail.id, template: mail.template });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      mail.status = 'failed';
      mail.error = message.slice(0, MAX_ERROR_LENGTH);
      this.logger.warn({ msg: `Mail ${mail.id} (${mail.template}) was not sent: ${message}`, mail: mail.id, template: mail.template });
    }
  }
}

export function toMailView(mail: OutgoingMail): OutgoingMailView {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    template: mail.template,
    language: mail.language,
    projectId: mail.projectId ?? null,
    status: mail.status,
    error: mail.error ?? null,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
  };
}
