import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { slideImage } from './testImages.js';

/**
 * A small HTTP server for the slider's browser tests and benchmark: test pages the test gives
 * it, the built embed under /embed/, generated slide pictures under /img/slide-N.jpg, module
 * data under /api/slider/sliders/{alias} (the route of design.md section 3; the real one is
 * the server package's), and any directory mounted under a prefix (the peers' packages for the
 * benchmark). Nothing here is the product: it stands in for the host page.
 */
export interface StaticServer {
  origin: string;
  /** Serves `html` at `path` (replacing what was there). */
  page(path: string, html: string): void;
  /** Serves module data at /api/slider/sliders/{alias}. */
  module(alias: string, data: unknown): void;
  /** Serves the files of `dir` under `prefix`. */
  mount(prefix: string, dir: string): void;
  /** Requests seen, by path (for "what did the page load" assertions). */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
};

export async function startStaticServer(options: { embedDir: string }): Promise<StaticServer> {
  const pages = new Map<string, string>();
  const modules = new Map<string, unknown>();
  const mounts = new Map<string, string>([['/embed/', options.embedDir]]);
  const requests: string[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const page = pages.get(url.pathname);
    if (page !== undefined) return send(res, 200, 'text/html; charset=utf-8', page);
    const image = /^\/img\/slide-(\d+)(?:-(\d+)x(\d+))?\.jpg$/.exec(url.pathname);
    if (image) {
      const body = await slideImage(
        Number(image[1]),
        Number(image[2] ?? 1240),
        Number(image[3] ?? 560),
      );
      return send(res, 200, 'image/jpeg', body, 'public, max-age=3600');
    }
    const api = /^\/api\/slider\/sliders\/([^/]+)$/.exec(url.pathname);
    if (api) {
      const data = modules.get(decodeURIComponent(api[1] ?? ''));
      if (data === undefined) return send(res, 404, 'application/json', '{"success":false}');
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ success: true, ...(data as object) }),
      );
    }
    for (const [prefix, dir] of mounts) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = normalize(join(dir, url.pathname.slice(prefix.length)));
      if (!file.startsWith(dir)) break;
      try {
        const body = await readFile(file);
        return send(res, 200, TYPES[extname(file)] ?? 'application/octet-stream', body);
      } catch {
        break;
      }
    }
    send(res, 404, 'text/plain', 'not found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page: (path, html) => pages.set(path, html),
    module: (alias, data) => modules.set(alias, data),
    mount: (prefix, dir) => mounts.set(prefix, dir),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  cache = 'no-store',
): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache });
  res.end(body);
}

/** A whole test page: a heading and a main landmark around `body`, the embed script last. */
export function testPage(options: {
  title: string;
  body: string;
  lang?: string;
  head?: string;
}): string {
  return `<!doctype html>
<html lang="${options.lang ?? 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${options.title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1240px;margin:0 auto;padding:0 0 40px}h1{font-size:20px;margin:16px}</style>
${options.head ?? ''}
</head>
<body>
<main>
<h1>${options.title}</h1>
${options.body}
</main>
<script type="module" src="/embed/slider.js"></script>
</body>
</html>`;
}
