import type { ParsedCommand } from './commands.js';

/** The two encodings of the client protocol; a connection picks one at the handshake. */
export type Format = 'json' | 'protobuf';

export type DecodedFrame = { ok: true; items: ParsedCommand[] } | { ok: false; why: string };

/**
 * How one connection's frames are read and written. Replies and pushes are built as the JSON
 * protocol spells them (`{ id, subscribe: {...} }`, `{ push: { channel, pub } }`); a codec turns
 * them into its bytes, one item at a time, and joins the items of a turn into one frame.
 */
export interface Codec {
  readonly format: Format;
  /** WebSocket frames this codec writes are binary (protobuf) or text (JSON). */
  readonly binary: boolean;
  /** The server's ping, an empty reply. */
  readonly ping: Buffer;
  decode(data: Buffer, isBinary: boolean): DecodedFrame;
  encode(reply: object): Buffer;
  join(parts: readonly Buffer[]): Buffer;
}
