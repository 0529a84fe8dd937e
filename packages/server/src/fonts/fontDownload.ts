import { latinFace, parseFontFaces } from './fontCss.js';

/**
 * Downloads a family's WOFF2 faces from a web-font stylesheet API that speaks Google Fonts' CSS2
 * (`{api}?family=Montserrat:wght@300;700&display=swap` → `@font-face` rules, see `fontCss.ts`),
 * latin subset. Used by `npm run import-module` for module fonts that neither an installed
 * `@fontsource` package nor the font folder has. The API is a parameter so tests run the real
 * code against a server on loopback; nothing else here reaches the network.
 */
export const GOOGLE_FONTS_CSS2 = 'https://fonts.googleapis.com/css2';

export interface FontDownloaderOptions {
  /** The CSS2 API's URL. Default: Google Fonts' (`GOOGLE_FONTS_CSS2`). */
  api?: string;
  /** How long one request may take, in ms. Default 10,000. */
  timeoutMs?: number;
  /** The largest face file accepted, in bytes. Default 2 MB (a latin face is 10–100 KB). */
  maxFontBytes?: number;
}

export interface FaceRequest {
  weight: string;
  style: 'normal' | 'italic';
}

export type FaceDownload =
  | { face: FaceRequest; ok: true; url: string; bytes: Buffer }
  | {
      face: FaceRequest;
      ok: false;
      /** What could not be loaded: the stylesheet, or the face's file. */
      url: string;
      reason: string;
      /** The API could not be reached at all (no network, a time-out): no use asking again. */
      unreachable: boolean;
    };

export interface FontDownloader {
  readonly api: string;
  /** The stylesheet URL of a family's faces. */
  cssUrl(family: string, faces: FaceRequest[]): string;
  /** Every face asked for, downloaded or with the reason it was not. Never throws. */
  download(family: string, faces: FaceRequest[]): Promise<FaceDownload[]>;
}

/** A current desktop Chrome: the API answers WOFF2 only to browsers it knows read it. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAX_CSS_BYTES = 1_000_000;

export function createFontDownloader(options: FontDownloaderOptions = {}): FontDownloader {
  const api = options.api ?? GOOGLE_FONTS_CSS2;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxFontBytes = options.maxFontBytes ?? 2_000_000;

  const cssUrl = (family: string, faces: FaceRequest[]): string => {
    // The API wants its tuples sorted, and `ital` only when an italic is asked for.
    const sorted = [...faces].sort(
      (a, b) =>
        Number(a.style === 'italic') - Number(b.style === 'italic') || +a.weight - +b.weight,
    );
    const italic = sorted.some((f) => f.style === 'italic');
    const axes = italic
      ? `ital,wght@${sorted.map((f) => `${f.style === 'italic' ? 1 : 0},${f.weight}`).join(';')}`
      : `wght@${sorted.map((f) => f.weight).join(';')}`;
    const url = new URL(api);
    // `family=Open+Sans:wght@400;700`: the API's own spelling, not URLSearchParams' (%3A, %3B).
    const value = `${encodeURIComponent(family).replace(/%20/g, '+')}:${axes}`;
    url.search = `${url.search ? `${url.search.slice(1)}&` : ''}family=${value}&display=swap`;
    return url.href;
  };

  const get = async (
    url: string,
    limit: number,
  ): Promise<
    | { ok: true; bytes: Buffer }
    | { ok: false; reason: string; unreachable: boolean; status?: number }
  > => {
    if (!/^https?:$/.test(new URL(url).protocol)) {
      return { ok: false, reason: 'not an http(s) URL', unreachable: false };
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': USER_AGENT, accept: 'text/css,font/woff2,*/*;q=0.1' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { ok: false, reason: networkReason(error, timeoutMs), unreachable: true };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return {
        ok: false,
        reason: `HTTP ${response.status}`,
        unreachable: false,
        status: response.status,
      };
    }
    try {
      return { ok: true, bytes: await readCapped(response, limit) };
    } catch (error) {
      return { ok: false, reason: networkReason(error, timeoutMs), unreachable: false };
    }
  };

  const download = async (family: string, faces: FaceRequest[]): Promise<FaceDownload[]> => {
    if (faces.length === 0) return [];
    const url = cssUrl(family, faces);
    const css = await get(url, MAX_CSS_BYTES);
    if (!css.ok) {
      // The API refuses a whole request for one weight the family lacks: ask face by face.
      if (css.status === 400 && faces.length > 1) {
        const each: FaceDownload[] = [];
        for (const face of faces) each.push(...(await download(family, [face])));
        return each;
      }
      return faces.map((face) => ({
        face,
        ok: false,
        url,
        reason: css.reason,
        unreachable: css.unreachable,
      }));
    }
    const rules = parseFontFaces(css.bytes.toString('utf8'), url);
    const files = new Map<string, Awaited<ReturnType<typeof get>>>();
    const out: FaceDownload[] = [];
    for (const face of faces) {
      const rule = latinFace(rules, face.weight, face.style);
      if (!rule?.woff2) {
        out.push({
          face,
          ok: false,
          url,
          reason: `no latin WOFF2 of ${face.weight}${face.style === 'italic' ? ' italic' : ''} in the stylesheet`,
          unreachable: false,
        });
        continue;
      }
      // A variable family's weights share one file: fetched once.
      let file = files.get(rule.woff2);
      if (!file) {
        file = await get(rule.woff2, maxFontBytes);
        if (file.ok && file.bytes.subarray(0, 4).toString('latin1') !== 'wOF2') {
          file = { ok: false, reason: 'not a WOFF2 file', unreachable: false };
        }
        files.set(rule.woff2, file);
      }
      out.push(
        file.ok
          ? { face, ok: true, url: rule.woff2, bytes: file.bytes }
          : {
              face,
              ok: false,
              url: rule.woff2,
              reason: file.reason,
              unreachable: file.unreachable,
            },
      );
    }
    return out;
  };

  return { api, cssUrl, download };
}

async function readCapped(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`larger than ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new Error(`larger than ${limit} bytes`);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

/** Why a request got no answer, in a few words: `timed out after 10 s`, `ECONNREFUSED`, … */
function networkReason(error: unknown, timeoutMs: number): string {
  const e = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return `timed out after ${Math.round(timeoutMs / 100) / 10} s`;
  }
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
}
