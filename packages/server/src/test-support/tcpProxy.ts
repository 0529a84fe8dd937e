import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** A network outage: every open connection is cut and new ones are refused. */
  cut(): Promise<void>;
  /** The network is back, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server (PostgreSQL in the outage tests), so one test can take "the
 * database" away from its own app without touching the server other test files share.
 */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const relay = (client: Socket) => {
    const upstream = createConnection({ host, port });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(relay);
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : at);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const own = await listen(0);
  return {
    port: own,
    cut: stop,
    async restore() {
      server = createServer(relay);
      await listen(own);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
