import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The media side of the slider's browser tests, on an origin of its own (as a CDN would be):
 * the clip and the tone under /media/ with byte ranges (a media element seeks by asking for
 * ranges; without them Chromium cannot seek), and the local stand-ins for the two video
 * services' player APIs, which play the same clip. Requests are recorded by path.
 */
export interface MediaServer {
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const STAND_INS = {
  '/media/youtube-iframe-api.js': new URL('./youtube-iframe-api.js', import.meta.url),
  '/media/vimeo-player.js': new URL('./vimeo-player.js', import.meta.url),
};

export async function startMediaServer(files: {
  clip: Buffer;
  tone: Buffer;
}): Promise<MediaServer> {
  const served = new Map<string, { body: Buffer; type: string }>([
    ['/media/clip.webm', { body: files.clip, type: 'video/webm' }],
    ['/media/tone.wav', { body: files.tone, type: 'audio/wav' }],
  ]);
  for (const [path, url] of Object.entries(STAND_INS)) {
    served.set(path, { body: readFileSync(url), type: 'text/javascript; charset=utf-8' });
  }
  const requests: string[] = [];

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const file = served.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const { body, type } = file;
    const headers = {
      'content-type': type,
      'accept-ranges': 'bytes',
      'cache-control': 'no-store',
      'cross-origin-resource-policy': 'cross-origin',
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range) {
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(body);
      return;
    }
    const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
    const end =
      range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    if (start >= body.length || start > end) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` });
      res.end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${body.length}`,
    });
    res.end(body.subarray(start, end + 1));
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
