import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

/** Issue 26, item 2: slow or idle sockets are closed, and one address cannot hold hundreds. */
describe('slow and greedy clients', () => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await t?.close();
  });

  async function listen(env: Record<string, string>): Promise<number> {
    t = await createTestApp(env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    return address.port;
  }

  function open(port: number): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
      sockets.push(socket);
    });
  }

  /** Whether the server closes the socket within `ms`; what it said before. */
  function closing(socket: Socket, ms: number): Promise<{ closed: boolean; said: string }> {
    let said = '';
    socket.on('data', (chunk) => {
      said += chunk.toString('latin1');
    });
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ closed: false, said }), ms);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve({ closed: true, said });
      });
    });
  }

  const timeouts = { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' };

  it('closes a request whose body never finishes (REQUEST_TIMEOUT_SECONDS)', async () => {
    const socket = await open(await listen(timeouts));
    socket.write(
      'POST /comments HTTP/1.1\r\nHost: tribune.test\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n' +
        'comment=ab',
    );
    const { closed, said } = await closing(socket, 4000);
    expect(closed).toBe(true);
    expect(said).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish (HEADERS_TIMEOUT_SECONDS)', async () => {
    const socket = await open(await listen({ ...timeouts, REQUEST_TIMEOUT_SECONDS: '20' }));
    socket.write('GET /healthz HTTP/1.1\r\nHost: tribune.test\r\nX-Slow: ');
    expect((await closing(socket, 4000)).closed).toBe(true);
  });

  it('closes an idle keep-alive connection (KEEP_ALIVE_TIMEOUT_SECONDS)', async () => {
    const socket = await open(await listen({ KEEP_ALIVE_TIMEOUT_SECONDS: '1' }));
    const answer = closing(socket, 4000);
    socket.write('GET /healthz HTTP/1.1\r\nHost: tribune.test\r\n\r\n');
    const { closed, said } = await answer;
    expect(said).toMatch(/^HTTP\/1\.1 200/);
    expect(closed).toBe(true);
  });

  it('caps the connections one address holds (MAX_CONNECTIONS_PER_CLIENT)', async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_CLIENT: '3' });
    const held = [await open(port), await open(port), await open(port)];
    // Give the server the time to accept them before the one too many arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = await open(port).catch(() => null);
    if (extra) expect((await closing(extra, 1000)).closed).toBe(true);
    for (const socket of held) expect(socket.destroyed).toBe(false);
    // One closes: the address may connect again.
    held[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await open(port);
    const answer = closing(again, 1000);
    again.write('GET /healthz HTTP/1.1\r\nHost: tribune.test\r\nConnection: close\r\n\r\n');
    expect((await answer).said).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('long-lived connections', () => {
  it('leaves an open WebSocket alone past every timeout', async () => {
    const { default: WebSocket } = await import('ws');
    const t = await createTestApp({
      REQUEST_TIMEOUT_SECONDS: '1',
      HEADERS_TIMEOUT_SECONDS: '1',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('not listening');
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/connection/websocket`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      let closed = false;
      socket.once('close', () => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(closed).toBe(false);
      socket.close();
    } finally {
      await t.close();
    }
  });
});
