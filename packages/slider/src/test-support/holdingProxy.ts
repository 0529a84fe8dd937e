import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** How long the proxy holds a page's rest at most, should the test never release it. */
const HOLD_LIMIT_MS = 15_000;

export interface HoldingProxy {
  origin: string;
  /** Sends the rest of the page being held. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of `upstream` for first-paint tests: a page that arrives in pieces. Each
 * response `cut` answers for (the HTML to send and where to cut it; null: as it is) is sent up
 * to the cut, and its rest is held until `release()` (or 15 s).
 */
export async function startHoldingProxy(
  upstream: string,
  cut: (html: string, url: string) => { html: string; at: number } | null,
): Promise<HoldingProxy> {
  let release = () => {};
  const server = createServer(async (request, response) => {
    const answer = await fetch(upstream + request.url, { redirect: 'manual' });
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !/^(content-(encoding|length)|transfer-)/.test(name)),
    );
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    const isHtml = answer.headers.get('content-type')?.startsWith('text/html');
    const piece = isHtml ? cut(body.toString('utf8'), request.url ?? '') : null;
    if (!piece) return response.end(body);
    response.write(piece.html.slice(0, piece.at));
    const rest = () => {
      clearTimeout(limit);
      if (!response.writableEnded) response.end(piece.html.slice(piece.at));
    };
    const limit = setTimeout(rest, HOLD_LIMIT_MS);
    release = rest;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens `url` (through a holding proxy), waits until the browser has painted its first part
 * (the module's button, no words yet, two animation frames later), then lets the rest come and
 * waits for the load.
 */
export async function paintFirstPart(page: Page, url: string, proxy: HoldingProxy): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.querySelector('.sr7-module .sr7-btn') !== null &&
      new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  proxy.release();
  await page.waitForLoadState('load');
}
