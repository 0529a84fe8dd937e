import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommand } from './commands.js';
import { decodeFrame, encode, joinFrame } from './frames.js';

describe('command validation', () => {
  it('accepts the commands the official client sends', () => {
    expect(
      parseCommand({
        id: 1,
        connect: { name: 'js', subs: { football: { recover: true, offset: 3, epoch: 'e' } } },
      }),
    ).toMatchObject({ kind: 'command', command: { id: 1, method: 'connect' } });
    expect(
      parseCommand({
        id: 2,
        subscribe: { channel: 'football', flag: 1, recover: true, offset: 4, epoch: 'x' },
      }),
    ).toMatchObject({ kind: 'command', command: { method: 'subscribe', request: { offset: 4 } } });
    expect(
      parseCommand({ id: 3, rpc: { method: 'getMatches', data: { lang: 'fr' } } }),
    ).toMatchObject({ kind: 'command' });
    expect(parseCommand({ send: { data: 1 } })).toMatchObject({
      kind: 'command',
      command: { id: undefined },
    });
    expect(
      parseCommand({
        id: 4,
        history: { channel: 'c', since: { offset: 1 }, limit: -1, reverse: true },
      }),
    ).toMatchObject({ kind: 'command' });
  });

  it('reads an empty object as a pong', () => {
    expect(parseCommand({})).toEqual({ kind: 'pong' });
    expect(decodeFrame('{}')).toEqual({ ok: true, items: [{ kind: 'pong' }] });
  });

  it('refuses what the protocol does not define', () => {
    const bad = [
      null,
      [],
      'x',
      { id: 1 },
      { id: 1, connect: {}, rpc: {} },
      { id: -1, rpc: {} },
      { id: 'a', rpc: {} },
      { rpc: { method: 'x' } },
      { id: 1, subscribe: { channel: '' } },
      { id: 1, subscribe: { channel: 'c', offset: -1 } },
      { id: 1, connect: { token: 5 } },
    ];
    for (const b of bad) expect(parseCommand(b).kind, JSON.stringify(b)).toBe('invalid');
  });

  it('splits newline-batched frames and skips blank lines', () => {
    const f = decodeFrame('{"id":1,"connect":{}}\n\n{"id":2,"subscribe":{"channel":"a"}}\n');
    expect(f.ok && f.items.map((i) => i.kind)).toEqual(['command', 'command']);
    expect(decodeFrame('{"id":1,"connect":{}}\n{oops').ok).toBe(false);
    expect(decodeFrame('\n\n').ok).toBe(false);
  });

  it('never throws, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((a) => JSON.stringify(a) ?? ''),
        ),
        (s) => {
          decodeFrame(s);
        },
      ),
    );
    fc.assert(fc.property(fc.anything(), (v) => void parseCommand(v)));
  });

  it('joins replies with newlines, one reply as is', () => {
    const a = encode({ id: 1 });
    expect(joinFrame([a])).toBe(a);
    expect(joinFrame([a, encode({ id: 2 })]).toString()).toBe('{"id":1}\n{"id":2}');
  });
});
