import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TrickleProxy {
  origin: string;
  close(): Promise<void>;
}

export interface TrickleOptions {
  /** Pause after each start tag of the body, in ms. */
  gapMs?: number;
  /**
   * Where a page's HTML stops for good, as an index into it (a connection that stalls): what
   * comes before still goes out in pieces, the rest never does (the response stays open until
   * the proxy closes). Unset: pages arrive whole.
   */
  stallAt?: (html: string) => number;
}

/**
 * A slow network in front of the app: every HTML page goes out in pieces, a pause after each
 * start tag of its body, so the browser parses and paints it half received again and again (a
 * busy phone or a stalled connection shows the page at any of these points). Everything else
 * passes straight through. For checks that nothing on a page moves while it arrives.
 */
export async function startTrickleProxy(
  upstream: string,
  { gapMs = 25, stallAt }: TrickleOptions = {},
): Promise<TrickleProxy> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    // Plain HTML, to cut it.
    delete headers['accept-encoding'];
    const forward = request(upstream + req.url, { method: req.method, headers }, (answer) => {
      const isHtml = /^text\/html/.test(String(answer.headers['content-type']));
      if (!isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        const html = Buffer.concat(chunks).toString('utf8');
        const stall = stallAt?.(html) ?? -1;
        trickle(res, stall >= 0 ? html.slice(0, stall) : html, gapMs, stall < 0);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Writes the head at once, then the body cut after each start tag, `gapMs` apart; ends the
 * response after the last piece unless the page is to stall there.
 */
function trickle(res: NodeJS.WritableStream, html: string, gapMs: number, end: boolean): void {
  const cuts: number[] = [];
  const startTag = /<[a-zA-Z][^>]*>/g;
  startTag.lastIndex = Math.max(0, html.indexOf('<body'));
  for (let tag = startTag.exec(html); tag; tag = startTag.exec(html)) {
    cuts.push(tag.index + tag[0].length);
  }
  let from = 0;
  const next = (index: number) => {
    if (index === cuts.length) {
      if (end) res.end(html.slice(from));
      else res.write(html.slice(from));
      return;
    }
    res.write(html.slice(from, cuts[index]));
    from = cuts[index] as number;
    setTimeout(() => next(index + 1), gapMs);
  };
  next(0);
}
