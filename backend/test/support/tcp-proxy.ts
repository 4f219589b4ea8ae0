import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL or Redis that a test can take down: while down it drops
 * open connections (or, frozen, keeps them open but silent) and leaves new ones
 * hanging unanswered, as a dead host would.
 */
export class OutageProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private down = false;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  static async start(targetUrl: string): Promise<OutageProxy> {
    const url = new URL(targetUrl);
    const proxy = new OutageProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The same database URL, going through the proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.host = `127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
    return url.toString();
  }

  takeDown(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Open connections stay open but nothing more gets through, as when packets are dropped. */
  freeze(): void {
    this.down = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  bringUp(): void {
    this.down = false;
  }

  async stop(): Promise<void> {
    this.takeDown();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    if (this.down) return;
    const upstream = net.connect(this.target);
    this.sockets.add(upstream);
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }
}
