import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { DISCONNECTS, type Disconnect } from './codes.js';
import { Connection, type ConnectionHost } from './connection.js';
import { resolveOptions } from './options.js';
import type { DecodedFrame } from './protocol/codec.js';
import { jsonCodec } from './protocol/frames.js';
import { FakeClock } from './test-support/fake-clock.js';

/** Just enough of a ws socket to watch what a connection writes and how it closes. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: [number, string] | null = null;
  send(data: Buffer): void {
    this.sent.push(data.toString());
  }
  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }
  terminate(): void {}
}

function setup(overrides = {}) {
  const clock = new FakeClock();
  const options = resolveOptions({
    clock,
    pingInterval: 25_000,
    pongTimeout: 10_000,
    ...overrides,
  });
  const closed: Disconnect[] = [];
  const frames: DecodedFrame[] = [];
  const host: ConnectionHost = {
    options,
    onFrame: (_c, frame) => frames.push(frame),
    onClosed: (_c, d) => closed.push(d),
    scheduleFlush: (c) => queueMicrotask(() => c.flush()),
  };
  const ws = new FakeSocket();
  const c = new Connection(ws as unknown as WebSocket, host, '127.0.0.1', jsonCodec);
  return { clock, ws, c, closed, frames };
}

describe('connection timers', () => {
  it('closes a socket that does not connect in time as stale', () => {
    const { clock, ws, closed } = setup({ staleTimeout: 10_000 });
    clock.advance(9_999);
    expect(closed).toEqual([]);
    clock.advance(1);
    expect(closed).toEqual([DISCONNECTS.stale]);
    expect(ws.closedWith).toEqual([3502, 'stale']);
  });

  it('pings every 25 s and closes with "no pong" 10 s after an unanswered ping', async () => {
    const { clock, ws, c, closed } = setup();
    c.markConnected();
    clock.advance(25_000);
    await Promise.resolve();
    expect(ws.sent).toEqual(['{}']);
    // An answer in time keeps the connection.
    clock.advance(5_000);
    ws.emit('message', Buffer.from('{}'), false);
    clock.advance(20_000);
    await Promise.resolve();
    expect(ws.sent).toEqual(['{}', '{}']);
    clock.advance(9_999);
    expect(closed).toEqual([]);
    clock.advance(1);
    expect(closed).toEqual([DISCONNECTS.noPong]);
    expect(ws.closedWith).toEqual([3012, 'no pong']);
  });

  it('closes an expired connection after the grace period unless the expiry moved', () => {
    const { clock, c, closed } = setup({ expiredGrace: 5, pingInterval: 1e9 });
    c.markConnected();
    c.setExpiry(clock.now() + 10_000);
    clock.advance(14_000);
    c.setExpiry(clock.now() + 60_000);
    clock.advance(2_000);
    expect(closed).toEqual([]);
    clock.advance(63_000);
    expect(closed).toEqual([DISCONNECTS.expired]);
  });

  it('batches what is queued in one turn into one newline-separated frame', async () => {
    const { ws, c } = setup();
    c.enqueue(Buffer.from('{"a":1}'));
    c.enqueue(Buffer.from('{"b":2}'));
    await Promise.resolve();
    expect(ws.sent).toEqual(['{"a":1}\n{"b":2}']);
  });

  it('disconnects a client whose unsent data passes the bound as slow', () => {
    const { ws, c, closed } = setup({ maxBufferedBytes: 100 });
    ws.bufferedAmount = 90;
    c.enqueue(Buffer.alloc(20));
    expect(closed).toEqual([DISCONNECTS.slow]);
  });
});
