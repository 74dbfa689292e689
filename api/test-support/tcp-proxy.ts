import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (the tests' PostgreSQL) that a test can break as an
 * outage would, the server behind it never touched:
 * - `cut()`: every connection through it is destroyed at once and new ones are refused;
 * - `freeze()`: connections stay open but nothing passes either way, and new ones are accepted and
 *   never answered (a network that drops packets: half-open connections);
 * - `restore()`: listens again on the same port and passes everything (connections frozen before
 *   are dropped, as a peer's TCP would drop them after a long silence).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
    if (frozen) s.pause();
  };
  const serve = () =>
    net.createServer((client) => {
      track(client);
      if (frozen) return; // accepted, never answered
      const upstream = net.connect(target);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  let server: net.Server | null = serve();
  const port = await listen(server, 0);
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  const stop = async () => {
    const closing = server;
    server = null;
    frozen = false;
    if (!closing) return;
    const closed = new Promise((resolve) => closing.close(resolve));
    dropAll();
    await closed;
  };
  return {
    port,
    cut: stop,
    freeze() {
      frozen = true;
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    async restore() {
      if (frozen) {
        frozen = false;
        dropAll();
      }
      if (server) return;
      server = serve();
      await listen(server, port);
    },
    close: stop,
  };
}

/**
 * A fresh database on the tests' PostgreSQL (`adminUrl`) reached through a proxy of its own: `url`
 * goes through the proxy, which a test cuts or freezes (`directUrl` does not); `close` stops the proxy
 * and drops the database.
 */
export async function proxiedDatabase(adminUrl: string, prefix: string): Promise<{ url: string; directUrl: string; proxy: TcpProxy; close: () => Promise<void> }> {
  const { emptyDatabase } = await import('./api-process');
  const target = await emptyDatabase(adminUrl, prefix);
  const direct = new URL(target.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(target.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  return {
    url: viaProxy.toString(),
    directUrl: target.url,
    proxy,
    close: async () => {
      await proxy.close();
      await target.drop();
    },
  };
}
