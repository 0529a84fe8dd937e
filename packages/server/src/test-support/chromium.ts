import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium; playwright's own browser download cannot be reached here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Starts the system Chromium headless. A machine without it fails the test with the command
 * that installs it: a browser test that silently skips proves nothing.
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Everything that went wrong on a page: console errors, failed or 4xx/5xx sub-requests. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs a document's own 4xx status as a console error; a 404 page is meant to be one.
    const ownStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!ownStatus) problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A media element that is paused, reset or removed cancels its own pending range request
    // (hiding the video panel rewinds the film): the browser's choice, not a broken resource.
    if (request.resourceType() === 'media' && error === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    // The page under test is allowed its own status (a 404 page is a 404); its resources are not.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.failedRequests.push(`${response.url()} (${response.status()})`);
    }
  });
  return problems;
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core in the page. It is evaluated through the DevTools protocol rather than added as
 * a script tag, which the page's Content-Security-Policy would rightly refuse.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
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
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** A readable summary of axe violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}
