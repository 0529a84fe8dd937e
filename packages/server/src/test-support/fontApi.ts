import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';

/**
 * A stand-in for Google Fonts' CSS2 API on loopback, for tests of the import command's font
 * downloads (tests never reach the real one). It answers as the API does: `GET /css2?family=
 * Name:wght@300;700` (or `:ital,wght@0,400;1,400`) → `@font-face` rules for three subsets of
 * each face (cyrillic, latin-ext, latin, each after its comment), WOFF2 only to a browser's
 * user agent (TrueType otherwise), 400 for an unknown family or a face it lacks; the files are
 * `wOF2` followed by the face's name. `Hanging Sans` never answers; `Broken Sans`'s files are
 * not fonts.
 */
export interface FontApi {
  /** The CSS2 endpoint: `http://127.0.0.1:{port}/css2`. */
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** The bytes of a face's file in a subset (latin by default). */
  file(family: string, weight: string, style: 'normal' | 'italic', subset?: string): Buffer;
  close(): Promise<void>;
}

export interface ApiFamily {
  weights: string[];
  italic?: boolean;
}

const SUBSETS = [
  ['cyrillic', 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116'],
  ['latin-ext', 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+1E00-1E9F'],
  ['latin', 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+2000-206F, U+20AC, U+2122'],
] as const;

export async function startFontApi(families: Record<string, ApiFamily>): Promise<FontApi> {
  const requests: string[] = [];
  const slug = (family: string) => family.toLowerCase().replace(/\s+/g, '-');
  const file = (family: string, weight: string, style: string, subset = 'latin') =>
    family === 'Broken Sans'
      ? Buffer.from('<!doctype html><title>Not a font</title>')
      : Buffer.concat([
          Buffer.from('wOF2'),
          Buffer.from(` ${family} ${subset} ${weight} ${style}`),
        ]);
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/css2') {
      const [name = '', axes = ''] = (url.searchParams.get('family') ?? '').split(':');
      if (name === 'Hanging Sans') return; // held open until the server closes
      const known = families[name];
      const faces = parseAxes(axes);
      const bad =
        !known ||
        faces.length === 0 ||
        faces.some(
          (f) => !known.weights.includes(f.weight) || (f.style === 'italic' && !known.italic),
        );
      if (bad) {
        response
          .writeHead(400, { 'content-type': 'text/html' })
          .end('<title>Error 400 (Bad Request)</title>');
        return;
      }
      const woff2 = /Chrome\//.test(request.headers['user-agent'] ?? '');
      const rules = faces.flatMap(({ weight, style }) =>
        SUBSETS.map(
          ([subset, range]) => `/* ${subset} */
@font-face {
  font-family: '${name}';
  font-style: ${style};
  font-weight: ${weight};
  font-display: swap;
  src: url(${origin}/s/${slug(name)}/${subset}-${weight}-${style}.${woff2 ? 'woff2' : 'ttf'}) format('${woff2 ? 'woff2' : 'truetype'}');
  unicode-range: ${range};
}`,
        ),
      );
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(rules.join('\n'));
      return;
    }
    const face = /^\/s\/([a-z-]+)\/([a-z-]+)-([1-9]00)-(normal|italic)\.woff2$/.exec(url.pathname);
    const family = Object.keys(families).find((f) => slug(f) === face?.[1]);
    if (!face || !family) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'font/woff2' })
      .end(file(family, face[3] as string, face[4] as string, face[2]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/css2`,
    requests,
    file,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `wght@300;700` or `ital,wght@0,400;1,400` → faces. */
function parseAxes(axes: string): { weight: string; style: 'normal' | 'italic' }[] {
  const [names = '', tuples = ''] = axes.split('@');
  const italic = names === 'ital,wght';
  if (!italic && names !== 'wght') return [];
  return tuples.split(';').map((tuple) => {
    const parts = tuple.split(',');
    return italic
      ? { weight: parts[1] ?? '', style: parts[0] === '1' ? 'italic' : 'normal' }
      : { weight: parts[0] ?? '', style: 'normal' };
  });
}

/** A loopback port nothing listens on: a font API that cannot be reached. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
