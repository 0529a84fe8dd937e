import { type AddressInfo, createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, type PageProblems, watchProblems } from './chromium.js';
import { createTestApp, type TestApp } from './testApp.js';

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
  status: number | undefined;
  close(): Promise<void>;
}

export interface BrowserApp {
  app: TestApp;
  origin: string;
  browser: Browser;
  open(
    path: string,
    options?: { width?: number; height?: number; javaScript?: boolean },
  ): Promise<OpenedPage>;
  close(): Promise<void>;
}

/**
 * The app listening on a loopback port, and the system Chromium to look at it. `ownSiteUrl`:
 * SITE_URL is the address it listens on (absolute URLs it writes, such as a `.json` module's
 * pictures or a demo page's embed snippet, then load), instead of the unreachable default.
 */
export async function startBrowserApp(
  env: Record<string, string> = {},
  { ownSiteUrl = false }: { ownSiteUrl?: boolean } = {},
): Promise<BrowserApp> {
  const port = ownSiteUrl ? await freePort() : 0;
  const app = await createTestApp(
    ownSiteUrl ? { SITE_URL: `http://127.0.0.1:${port}`, ...env } : env,
  );
  await app.app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    app,
    origin,
    browser,
    async open(path, { width = 1280, height = 900, javaScript = true } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      const problems = watchProblems(page);
      const response = await page.goto(origin + path, { waitUntil: 'load' });
      return { page, problems, status: response?.status(), close: () => context.close() };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** Layout shifts since navigation, as the browser measures them (CLS without input). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Each layout shift so far with the elements it moved, for the message of a failed check. */
export function shiftSources(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const out: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          sources?: Array<{
            node?: Node;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = (entry.sources ?? []).map(
              (s) =>
                `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.nodeName} ` +
                `${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
            );
            out.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(out.join('\n')), 100);
      }),
  );
}

/** Resolves once an island (the header by default) has been hydrated. */
export async function waitForHydration(page: Page, island = 'SiteHeader'): Promise<void> {
  await page.waitForSelector(`[data-island="${island}"][data-hydrated]`, { state: 'attached' });
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
