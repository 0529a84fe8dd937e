import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium; playwright's own browser download cannot be reached here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium, headless. A machine without it fails with the command that installs it:
 * a browser test that silently skips proves nothing. (The server package has the same helper
 * for its own tests; the slider does not depend on the server.)
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Console errors and warnings, page errors and failed requests of a page. */
export interface PageProblems {
  errors: string[];
  warnings: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [], warnings: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
    if (message.type() === 'warning') problems.warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return problems;
}

/** A page opened by `openPage`, its problems watched from the start; `close` ends its context. */
export interface OpenedPage {
  page: Page;
  problems: PageProblems;
  close(): Promise<void>;
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** A script run in every document of the context before the page's own. */
  init?: string;
  /** Called with the new page before it navigates (listeners that must see its start). */
  before?: (page: Page) => void;
  /** Selectors waited for, in order, once it has navigated (what "ready" means for the test). */
  ready?: string[];
}

/**
 * A new context (1280 × 900 unless told) and page at `url`, watching its problems from the
 * start, ready once each `ready` selector is there: what each browser test's `open` does
 * before its own waits.
 */
export async function openPage(
  browser: Browser,
  url: string,
  { init, before, ready = [], ...context }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const browserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...context,
  });
  if (init) await browserContext.addInitScript(init);
  const page = await browserContext.newPage();
  const problems = watchProblems(page);
  before?.(page);
  await page.goto(url);
  for (const selector of ready) await page.waitForSelector(selector);
  return { page, problems, close: () => browserContext.close() };
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's WCAG 2.2 AA and best-practice rules on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** Layout shifts since navigation without recent input (the page's CLS so far). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** A readable summary of axe violations for an assertion message ("" when there are none). */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`)
    .join('\n');
}
