import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * The fixtures README's environment, exactly: Chromium's flags, the four viewports (375 px as
 * a touch phone), the page around the module, and the network rules (web fonts refused, every
 * outside picture answered with the one placeholder, everything else outside aborted).
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LAUNCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

export const WIDTHS = [1280, 1024, 778, 375] as const;
export const HEIGHT = 800;
export const MOBILE_WIDTH = 375;

export async function launchReadmeChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_FLAGS });
}

function userAgent(browser: Browser, mobile: boolean): string {
  const major = browser.version().split('.')[0];
  return mobile
    ? `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`
    : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
}

/** The page around the module: the module element first in the body, then 1200 px of page. */
export function hostPage(alias: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${alias}</title><style>html, body { margin: 0; padding: 0; background: #fff }</style></head>
<body><sr7-module data-alias="${alias}" data-lang="en" data-rest="/api/slider"></sr7-module><div style="height:1200px"></div>
<script type="module" src="/embed/slider.js"></script></body></html>`;
}

const IMAGE_PATH = /\.(jpe?g|png|gif|webp|avif|svg|bmp|ico)(\?|#|$)/i;

export interface NetworkCounts {
  placeholder: number;
  aborted: number;
  fontsRefused: number;
}

/**
 * A context at one width with the README's network: the server under test answers as it does,
 * except font files; other hosts get the placeholder for pictures and nothing else.
 */
export async function readmeContext(
  browser: Browser,
  { origin, width, placeholder }: { origin: string; width: number; placeholder: string },
): Promise<{ context: BrowserContext; network: NetworkCounts }> {
  const mobile = width === MOBILE_WIDTH;
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    userAgent: userAgent(browser, mobile),
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    serviceWorkers: 'block',
  });
  // tsx keeps function names with a helper that the probe's functions carry into the page.
  await context.addInitScript('window.__name = (f) => f;');
  const picture = readFileSync(placeholder);
  const network: NetworkCounts = { placeholder: 0, aborted: 0, fontsRefused: 0 };
  await context.route('**/*', (route) => {
    const request = route.request();
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    if (request.resourceType() === 'font') {
      network.fontsRefused++;
      return route.abort('blockedbyclient');
    }
    if (url.startsWith(`${origin}/`)) return route.continue();
    if (request.resourceType() === 'image' || IMAGE_PATH.test(new URL(url).pathname)) {
      network.placeholder++;
      return route.fulfill({ status: 200, contentType: 'image/png', body: picture });
    }
    network.aborted++;
    return route.abort('blockedbyclient');
  });
  return { context, network };
}

/** Opens the host page of `alias` (served through the route: same origin as the server). */
/** The scripts a page downloaded from the server under test, as sent (compressed) bytes. */
export interface ScriptBytes {
  /** Every script. */
  total: number;
  /** Without React's chunk (the budgets' measure). */
  withoutReact: number;
  files: string[];
}

export async function openModulePage(
  context: BrowserContext,
  origin: string,
  alias: string,
): Promise<{ page: Page; errors: string[]; scripts: () => Promise<ScriptBytes> }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
    sizes.push(
      request.sizes().then(
        (s) => ({ url: request.url(), bytes: s.responseBodySize }),
        () => ({ url: request.url(), bytes: 0 }),
      ),
    );
  });
  const scripts = async (): Promise<ScriptBytes> => {
    const all = await Promise.all(sizes);
    const isReact = (url: string) => /\/react-[\w-]+\.js$/.test(new URL(url).pathname);
    return {
      total: all.reduce((n, s) => n + s.bytes, 0),
      withoutReact: all.filter((s) => !isReact(s.url)).reduce((n, s) => n + s.bytes, 0),
      files: all.map((s) => new URL(s.url).pathname),
    };
  };
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const path = `/__fidelity/${encodeURIComponent(alias)}.html`;
  await page.route(`${origin}${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage(alias) }),
  );
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return { page, errors, scripts };
}

export function placeholderPath(dir: string): string {
  return join(dir, 'placeholder-1200x800.png');
}
