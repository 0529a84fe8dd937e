import type { Codec, DecodedFrame } from './codec.js';
import { type ParsedCommand, parseCommand } from './commands.js';

/**
 * The JSON codec: frames both ways carry several JSON objects separated by newlines (the
 * client batches its commands, the server batches replies and pushes written in the same turn).
 */

/** The client's answer to a ping, by far the most frequent frame: no JSON parse for it. */
const PONG = '{}';

export function decodeFrame(text: string): DecodedFrame {
  if (text === PONG) return { ok: true, items: [{ kind: 'pong' }] };
  const items: ParsedCommand[] = [];
  for (const line of text.split('\n')) {
    // Blank lines carry nothing (the client skips them too).
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, why: 'malformed JSON' };
    }
    const parsed = parseCommand(value);
    if (parsed.kind === 'invalid') return { ok: false, why: parsed.why };
    items.push(parsed);
  }
  if (items.length === 0) return { ok: false, why: 'empty frame' };
  return { ok: true, items };
}

const NEWLINE = Buffer.from('\n');

/** Joins encoded replies into one frame. One item is sent as is (often a shared buffer). */
export function joinFrame(parts: readonly Buffer[]): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  const pieces: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) pieces.push(NEWLINE);
    pieces.push(parts[i] as Buffer);
  }
  return Buffer.concat(pieces);
}

export function encode(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/** Text and binary frames alike: the JSON protocol is UTF-8 either way. */
export const jsonCodec: Codec = {
  format: 'json',
  binary: false,
  ping: Buffer.from('{}'),
  decode: (data) => decodeFrame(data.toString('utf8')),
  encode,
  join: joinFrame,
};
