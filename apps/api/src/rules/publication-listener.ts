import { Logger } from '@nestjs/common';
import pg from 'pg';

/** The PostgreSQL channel a publish notifies, with the rule set's key as payload. */
export const RULE_SET_CHANNEL = 'rule_set_published';

/** How long the listener waits to connect, and for its heartbeat's answer. */
const CONNECT_MS = 5_000;
/**
 * How often the listener asks whether its connection still answers: a connection that died
 * without a word (a frozen server, a dropped route) would otherwise go unnoticed for hours, and
 * every notice meanwhile with it.
 */
const HEARTBEAT_MS = 15_000;

/**
 * Listens on a connection of its own for notices on one channel from any API instance on the
 * same PostgreSQL (NOTIFY is delivered when the notifying transaction commits, in milliseconds):
 * rule publications, catalogue changes. A lost connection is re-opened; since notifications sent
 * meanwhile are lost, `onReconnect` lets the caller read again what it cached.
 */
export class PublicationListener {
  private readonly logger: Logger;
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPublished: (payload: string) => void,
    private readonly onReconnect: () => void,
  ) {
    this.logger = new Logger(`Listener ${channel}`);
  }

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `lsp-${this.channel}-listener`,
      connectionTimeoutMillis: CONNECT_MS,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.onPublished(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      const query: pg.QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: CONNECT_MS };
      client.query(query).catch((error: Error) => this.lost(client, error));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.logger.warn(`The listener lost its connection${error ? ` (${error.message})` : ''}; reconnecting`);
    (client as pg.Client & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
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
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
