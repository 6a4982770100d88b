import { Logger } from '@nestjs/common';
import pg from 'pg';

/** The PostgreSQL channel a publish notifies, with the rule set's key as payload. */
export const RULE_SET_CHANNEL = 'rule_set_published';

/**
 * Listens on a connection of its own for publications by any API instance on the same
 * PostgreSQL (NOTIFY is delivered when the publishing transaction commits, in milliseconds).
 * A lost connection is re-opened; since notifications sent meanwhile are lost, `onReconnect`
 * lets the caller forget everything it cached.
 */
export class PublicationListener {
  private readonly logger = new Logger('RuleSetPublications');
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly onPublished: (key: string) => void,
    private readonly onReconnect: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'lsp-rule-set-listener' });
    client.on('notification', (message) => {
      if (message.channel === RULE_SET_CHANNEL && message.payload) this.onPublished(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${RULE_SET_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.logger.warn(`The rule-set listener lost its connection${error ? ` (${error.message})` : ''}; reconnecting`);
    client.end().catch(() => undefined);
    this.reconnect(500);
  }

  private reconnect(delay: number): void {
    this.retry = setTimeout(() => {
      this.start().then(() => this.onReconnect(), (error: Error) => {
        this.logger.warn(`The rule-set listener cannot connect (${error.message}); retrying`);
        if (!this.stopped) this.reconnect(Math.min(delay * 2, 10_000));
      });
    }, delay);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
