import type { Server } from 'node:http';
import type { TrustFunction } from '../config/network.js';

/**
 * Caps the connections one client address holds open at once: beyond `max`, a new connection is
 * closed as soon as it is accepted. A few hundred idle or slow sockets from one machine would
 * otherwise use up the process's file descriptors and lock every reader out. The trusted proxies
 * (TRUST_PROXY) are exempt: all readers arrive through them, and they enforce their own limits.
 */
export function capConnectionsPerClient(
  server: Server,
  { max, trusted }: { max: number; trusted: TrustFunction },
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
