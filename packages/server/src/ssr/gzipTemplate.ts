import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page compressed once, with its per-response values (CSP nonce, a form's nonce)
 * spliced in uncompressed, so serving it costs a copy and a CRC instead of compressing ~40 KB
 * of HTML per request (about 3 ms here, nearly all of a cached page's cost).
 *
 * How: each static stretch of the page is raw-deflated and flushed to a byte boundary; a value
 * becomes a stored block; one final empty stored block ends the deflate stream, and the gzip
 * trailer carries the CRC-32 and length of the whole. Any gzip decoder reads the result as one
 * ordinary member (RFC 1951 3.2.4, RFC 1952).
 *
 * So that the stretches still compress as one page, each is deflated with the page before it
 * as its dictionary (back-references into earlier stretches), the values standing there as NUL
 * bytes of the same length: text without NUL cannot match them, so no reference reads a value,
 * and every distance holds as long as each value has the length it was compiled with (our
 * nonces have fixed lengths). A response whose values differ in length gets null: the caller
 * compresses it the ordinary way. Level 9, which a per-request compressor cannot afford, makes
 * the page as small as brotli at the quality used per request.
 */
export interface GzipTemplate {
  readonly pieces: ReadonlyArray<StaticPiece | ValueSlot>;
}

interface StaticPiece {
  /** The stretch, raw-deflated and flushed to a byte boundary. */
  readonly deflated: Buffer;
  /** Its CRC-32 input (the stretch's bytes). */
  readonly raw: Buffer;
}

interface ValueSlot {
  readonly slot: string;
  /** The byte length the stretches after it were compiled for. */
  readonly length: number;
}

/** A gzip member's header: deflate, no name or time, "unknown" OS (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The final block: stored, empty (BFINAL=1, BTYPE=00, LEN 0, NLEN 0xffff). */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;
/** Deflate's window: how far back a reference may reach. */
const WINDOW = 32 * 1024;

/**
 * Splits `template` at its placeholders and compresses the stretches between them, for values
 * of the lengths `sample` gives (the first response's, typically).
 */
export function compileGzipTemplate(
  template: string,
  sample: ReadonlyMap<string, string>,
): GzipTemplate {
  const present = [...sample.keys()].filter((p) => p !== '' && template.includes(p));
  const parts = present.length
    ? template.split(new RegExp(`(${present.map(escapeRegExp).join('|')})`))
    : [template];
  // A NUL in the page itself could match a value's stand-in: compile each stretch alone then.
  const chained = !template.includes('\0');
  const pieces: Array<StaticPiece | ValueSlot> = [];
  let before: Buffer = Buffer.alloc(0);
  parts.forEach((part, index) => {
    // split() with one capture group alternates text and separators.
    if (index % 2 === 1) {
      const length = Buffer.byteLength(sample.get(part) ?? '', 'utf8');
      pieces.push({ slot: part, length });
      if (chained) before = tail(Buffer.concat([before, Buffer.alloc(length)]));
    } else if (part !== '') {
      const raw = Buffer.from(part, 'utf8');
      const deflated = deflateRawSync(raw, {
        level: 9,
        finishFlush: constants.Z_FULL_FLUSH,
        ...(before.length ? { dictionary: before } : {}),
      });
      pieces.push({ raw, deflated });
      if (chained) before = tail(Buffer.concat([before, raw]));
    }
  });
  return { pieces };
}

/**
 * The whole page as one gzip member, each slot filled with `valueFor(placeholder)`; null when a
 * value's length is not the one the template was compiled for.
 */
export function gzipFilled(
  template: GzipTemplate,
  valueFor: (slot: string) => string,
): Buffer | null {
  const values = new Map<string, Buffer>();
  for (const piece of template.pieces) {
    if (!('slot' in piece)) continue;
    const value = values.get(piece.slot) ?? Buffer.from(valueFor(piece.slot), 'utf8');
    if (value.length !== piece.length) return null;
    values.set(piece.slot, value);
  }
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const piece of template.pieces) {
    const raw = 'slot' in piece ? (values.get(piece.slot) as Buffer) : piece.raw;
    crc = crc32(raw, crc);
    size += raw.length;
    if ('slot' in piece) out.push(...storedBlocks(raw));
    else out.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/** Bytes as stored (uncompressed) deflate blocks, none final, at most 65,535 bytes each. */
function storedBlocks(raw: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += STORED_MAX) {
    const chunk = raw.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

function tail(bytes: Buffer): Buffer {
  return bytes.length > WINDOW ? bytes.subarray(bytes.length - WINDOW) : bytes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
