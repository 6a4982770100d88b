import pg from 'pg';

/**
 * The health check's own connection to a PostgreSQL server, apart from the request pool: a probe
 * that gives up never leaves a pooled connection waiting behind it, and a pool that is busy does
 * not make a healthy server look down. One connection, kept while it answers; any failure or a
 * wait beyond `waitMs` ends it, and the next probe opens a new one. Probes that come while one is
 * under way share its answer.
 */
export class DatabaseProbe {
  private client: pg.Client | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    private readonly waitMs: number,
    private readonly applicationName: string,
  ) {}

  /** Resolves when the server answers `select 1` within the wait; rejects otherwise. */
  check(): Promise<void> {
    this.running ??= this.probe().finally(() => (this.running = undefined));
    return this.running;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async probe(): Promise<void> {
    let client = this.client;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the database did not answer within ${this.waitMs} ms`)), this.waitMs);
    });
    try {
      if (!client) {
        const opened = new pg.Client({
          connectionString: this.url,
          application_name: this.applicationName,
          connectionTimeoutMillis: this.waitMs,
          keepAlive: true,
        });
        opened.on('error', () => this.drop(opened));
        opened.on('end', () => this.drop(opened));
        client = this.client = opened;
        await Promise.race([opened.connect(), late]);
      }
      await Promise.race([client.query('select 1'), late]);
    } catch (error) {
      if (client) this.drop(client);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends a connection that failed or is late: its socket goes at once, whatever it waits for. */
  private drop(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    (client as pg.Client & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    client.end().catch(() => undefined);
  }
}
