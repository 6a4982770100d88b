import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database server that a test can freeze (nothing flows either way,
 * new connections are accepted and left waiting: what a server stopped with SIGSTOP looks like
 * from outside), thaw, cut (every connection reset at once, as a flapping network or a restarted
 * load balancer does; new ones are accepted), stop (connections cut, the port refuses) and start
 * again on the same port.
 */
export class FreezableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** The API's side of each connection, to reset. */
  private readonly clients = new Set<Socket>();
  private readonly waiting: (() => void)[] = [];
  private frozen = false;
  port = 0;
  /** Connections cut by `cut()` and `stop()` so far. */
  cutConnections = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Connections from the API open now. */
  get openConnections(): number {
    return this.clients.size;
  }

  private accept(client: Socket): void {
    this.sockets.add(client);
    this.clients.add(client);
    client.on('close', () => {
      this.sockets.delete(client);
      this.clients.delete(client);
    });
    client.on('error', () => client.destroy());
    const open = () => {
      if (client.destroyed) return;
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      client.on('data', (data) => upstream.write(data));
      upstream.on('data', (data) => client.write(data));
      if (this.frozen) upstream.pause();
    };
    if (this.frozen) {
      client.pause();
      this.waiting.push(open);
    } else open();
  }

  freeze(): void {
    this.frozen = true;
    for (const socket of this.sockets) socket.pause();
  }

  thaw(): void {
    this.frozen = false;
    for (const socket of this.sockets) socket.resume();
    for (const open of this.waiting.splice(0)) open();
  }

  /**
   * Resets every open connection (the API reads ECONNRESET, the server sees its client vanish),
   * mid-query or idle, and goes on accepting new ones.
   */
  cut(): void {
    for (const client of this.clients) {
      this.cutConnections++;
      client.resetAndDestroy();
    }
    for (const socket of this.sockets) socket.destroy();
  }

  /** Closes the port and cuts every connection, as a stopped server does. */
  async stop(): Promise<void> {
    this.waiting.length = 0;
    this.cutConnections += this.clients.size;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.clients.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
    this.frozen = false;
  }
}
