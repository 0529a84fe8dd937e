import type { IncomingMessage } from 'node:http';
import type { Codec } from './codec.js';
import { jsonCodec } from './frames.js';
import { protobufCodec } from './protobuf.js';

/**
 * The format of a WebSocket connection, chosen at the handshake as Centrifugo chooses it:
 * the `centrifuge-protobuf` subprotocol (what the official client's protobuf build offers) or
 * `centrifuge-json`; without a subprotocol, `?format=protobuf|json` in the URL (older clients),
 * else JSON. A client that offers only subprotocols we do not speak, or asks for another
 * format, is refused before the upgrade: once the socket is open, a client treats a protocol
 * error as final.
 */

export const SUBPROTOCOLS: Readonly<Record<string, Codec>> = {
  'centrifuge-json': jsonCodec,
  'centrifuge-protobuf': protobufCodec,
};

const FORMATS: Readonly<Record<string, Codec>> = { json: jsonCodec, protobuf: protobufCodec };

export type FormatChoice =
  | { ok: true; codec: Codec; subprotocol: string | null }
  | { ok: false; why: string };

export function chooseFormat(req: IncomingMessage): FormatChoice {
  const header = req.headers['sec-websocket-protocol'];
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (offered.length > 0) {
    // The client's order is its preference.
    for (const name of offered) {
      const codec = SUBPROTOCOLS[name];
      if (codec) return { ok: true, codec, subprotocol: name };
    }
    return { ok: false, why: `unsupported subprotocol ${offered.join(', ')}` };
  }
  const query = (req.url ?? '').split('?')[1];
  const format = query ? new URLSearchParams(query).get('format') : null;
  if (format === null || format === '') return { ok: true, codec: jsonCodec, subprotocol: null };
  const codec = FORMATS[format];
  return codec
    ? { ok: true, codec, subprotocol: null }
    : { ok: false, why: `unsupported format ${format}` };
}
