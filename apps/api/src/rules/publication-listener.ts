import { Logger } from '@nestjs/common';
import pg from 'pg';

/** The PostgreSQL channel a publish notifies, with the rule set's key as payload. */
export const RULE_SET_CHANNEL = 'rule_set_published';

/**
 * Listens on a connection of its own for notices on one channel from any API instance on the
 * same PostgreSQL (NOTIFY is delivered when the notifying transaction commits, in milliseconds):
 * rule publications, catalogue changes. A lost connection is re-opened; since notifications sent
 * meanwhile are lost, `onReconnect` lets the caller forget everything it cached.
 */
export class PublicationListener {
  private readonly logger: Logger;
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPublished: (payload: string) => void,
    private readonly onReconnect: () => void,
  ) {
    this.logger = new Logger(`Listener ${channel}`);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: `lsp-${this.channel}-listener` });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.onPublished(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.logger.warn(`The listener lost its connection${error ? ` (${error.message})` : ''}; reconnecting`);
    client.end().catch(() => undefined);
    this.reconnect(500);
  }

  private reconnect(delay: number): void {
    this.retry = setTimeout(() => {
      this.start().then(
        () => this.onReconnect(),
        (error: Error) => {
          this.logger.warn(`The listener cannot connect (${error.message}); retrying`);
          if (!this.stopped) this.reconnect(Math.min(delay * 2, 10_000));
        },
      );
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
