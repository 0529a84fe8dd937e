/**
 * A minimal WebM (Matroska) writer for one video track of already-encoded VP8/VP9 frames: the
 * EBML header, then a Segment with a SeekHead, Info (with the duration, so players show a real
 * timeline), Tracks, one Cluster per key frame and Cues (so seeking is exact). Enough for the
 * demo film; see https://www.matroska.org/technical/elements.html for the element ids.
 */

export interface EncodedFrame {
  /** Presentation time in milliseconds. */
  timestamp: number;
  key: boolean;
  data: Uint8Array;
}

export interface WebmTrack {
  codecId: 'V_VP8' | 'V_VP9';
  width: number;
  height: number;
  /** Frame duration in milliseconds. */
  frameDuration: number;
}

type Bytes = Uint8Array;

function concat(parts: Bytes[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An element id, written with its own length marker as the spec lists it (e.g. 0x1A45DFA3). */
function id(value: number): Bytes {
  const bytes: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Uint8Array.from(bytes);
}

/** A data size as an EBML variable-length integer, in the fewest bytes. */
function size(value: number): Bytes {
  let length = 1;
  while (value >= 2 ** (7 * length) - 1) length++;
  const bytes = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  bytes[0]! |= 1 << (8 - length);
  return bytes;
}

/** An unsigned integer in `width` bytes (the fewest when omitted). */
function uint(value: number, width?: number): Bytes {
  const bytes: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  while (bytes.length < (width ?? 1)) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

function float64(value: number): Bytes {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

function text(value: string): Bytes {
  return new TextEncoder().encode(value);
}

function element(elementId: number, ...children: Bytes[]): Bytes {
  const body = concat(children);
  return concat([id(elementId), size(body.length), body]);
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const SEEK_POSITION = 0x53ac;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const CUES = 0x1c53bb6b;

/** The frames as a WebM file. The first frame must be a key frame. */
export function writeWebm(track: WebmTrack, frames: EncodedFrame[]): Uint8Array {
  if (!frames[0]?.key) throw new Error('a WebM stream starts with a key frame');
  const header = element(
    EBML,
    element(0x4286, uint(1)),
    element(0x42f7, uint(1)),
    element(0x42f2, uint(4)),
    element(0x42f3, uint(8)),
    element(0x4282, text('webm')),
    element(0x4287, uint(4)),
    element(0x4285, uint(2)),
  );
  const last = frames.at(-1)!;
  const info = element(
    INFO,
    element(0x2ad7b1, uint(1_000_000)),
    element(0x4489, float64(last.timestamp + track.frameDuration)),
    element(0x4d80, text('Tribune demo-video')),
    element(0x5741, text('Tribune demo-video')),
  );
  const tracks = element(
    TRACKS,
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x83, uint(1)),
      element(0x9c, uint(0)),
      element(0x86, text(track.codecId)),
      element(0x23e383, uint(Math.round(track.frameDuration * 1_000_000))),
      element(0xe0, element(0xb0, uint(track.width)), element(0xba, uint(track.height))),
    ),
  );

  // One cluster per key frame: each starts where a player can begin decoding.
  const groups: EncodedFrame[][] = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(frame);
  }
  const clusters = groups.map((group) => {
    const start = group[0]!.timestamp;
    const blocks = group.map((frame) => {
      const relative = new Uint8Array(2);
      new DataView(relative.buffer).setInt16(0, frame.timestamp - start);
      return element(
        0xa3,
        Uint8Array.of(0x81),
        relative,
        Uint8Array.of(frame.key ? 0x80 : 0),
        frame.data,
      );
    });
    return { start, bytes: element(CLUSTER, element(0xe7, uint(start)), ...blocks) };
  });

  // Positions are offsets from the start of the Segment's data. The SeekHead comes first and its
  // positions are written in 4 bytes each, so its own length is known before they are.
  const seekEntry = (target: number, position: number) =>
    element(SEEK, element(SEEK_ID, id(target)), element(SEEK_POSITION, uint(position, 4)));
  const seekHeadLength = element(
    SEEK_HEAD,
    seekEntry(INFO, 0),
    seekEntry(TRACKS, 0),
    seekEntry(CUES, 0),
  ).length;
  const infoAt = seekHeadLength;
  const tracksAt = infoAt + info.length;
  let position = tracksAt + tracks.length;
  const cuePoints = clusters.map((cluster) => {
    const point = element(
      0xbb,
      element(0xb3, uint(cluster.start)),
      element(0xb7, element(0xf7, uint(1)), element(0xf1, uint(position, 4))),
    );
    position += cluster.bytes.length;
    return point;
  });
  const cues = element(CUES, ...cuePoints);
  const seekHead = element(
    SEEK_HEAD,
    seekEntry(INFO, infoAt),
    seekEntry(TRACKS, tracksAt),
    seekEntry(CUES, position),
  );
  return concat([
    header,
    element(SEGMENT, seekHead, info, tracks, ...clusters.map((c) => c.bytes), cues),
  ]);
}
