/**
 * A TCP proxy in front of a service (PostgreSQL, Redis) that a test can cut and restore: cut, every open
 * connection is dropped and new ones are refused, as when the service is stopped; restored, it listens on
 * the same port again. The instances are given the proxy's address, so that a test breaks their link to
 * the service without stopping the service (which CI shares) or needing the rights to.
 */
import { type AddressInfo, type Server, type Socket, createServer, connect } from 'node:net';

export interface Proxy {
  readonly port: number;
  /** The service's URL with the proxy's address instead of its own. */
  url(serviceUrl: string): string;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy to the host and port of `serviceUrl`, listening on a free port of 127.0.0.1. */
export async function startProxy(serviceUrl: string): Promise<Proxy> {
  const target = new URL(serviceUrl);
  const host = target.hostname;
  const targetPort = Number(target.port);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(targetPort, host);
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on('error', end);
          socket.on('close', end);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    url(serviceUrl: string) {
      const u = new URL(serviceUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut,
    restore: listen,
    close: cut,
  };
}
