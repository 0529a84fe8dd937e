import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DICTIONARIES, interpolate, LANGUAGES } from '@tribune/livescore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserApp, startBrowserApp } from '../test-support/browserApp.js';
import { describeViolations, runAxe } from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';
import { FEED_TOKEN } from './test-support/feedTestKit.js';

let site: BrowserApp;
let crests: string[];

beforeAll(async () => {
  site = await startBrowserApp({ FEED_TOKEN });
  const teams = await site.app.app.database.db.selectFrom('teams').select('img').limit(4).execute();
  crests = teams.map((team) => team.img);
});
afterAll(() => site?.close());

/** Empties the match list, so each test feeds exactly what it shows. */
beforeEach(async () => {
  await site.app.app.database.db.deleteFrom('matches').execute();
  site.app.app.football.matches.invalidate();
});

const now = () => Math.floor(Date.now() / 1000);

function match(slug: string, stage: string, overrides: Record<string, unknown> = {}) {
  return {
    date: now() - 23 * 60,
    stage,
    slug,
    matchTime: stage === 'plan' ? null : 23,
    home: {
      img: crests[0],
      name: 'Olympique Valmont',
      abbr: 'OVA',
      periods: {},
      score: stage === 'plan' ? null : 0,
    },
    away: {
      img: crests[1],
      name: 'AS Rivemont',
      abbr: 'ASR',
      periods: {},
      score: stage === 'plan' ? null : 0,
    },
    league: { slug: 'ligue-elite', name: 'Ligue Élite', country: 'France', img: '' },
    ...overrides,
  };
}

async function feed(path: 'matches' | 'updates', payload: unknown) {
  const response = await site.app.app.inject({
    method: 'POST',
    url: `/api/feed/${path}`,
    headers: { authorization: `Bearer ${FEED_TOKEN}` },
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const card = (page: Page, slug: string) => page.locator(`article[data-match="${slug}"]`);

describe('live score widget on the site', () => {
  it('shows the live match; an ingested goal reaches the page within a second, marked up', async () => {
    await feed('matches', [match('valmont-rivemont-live', 'live')]);
    const { page, problems, close } = await site.open('/fr/');
    const shown = card(page, 'valmont-rivemont-live');
    await shown.waitFor();
    expect(await shown.getAttribute('data-live')).not.toBeNull();
    expect(await shown.locator('[data-pill]').textContent()).toBe("23'");
    expect(await shown.locator('[data-score="home"]').textContent()).toBe('0');

    const posted = Date.now();
    await feed('updates', [
      { slug: 'valmont-rivemont-live', matchTime: 24, home: { score: 1, periods: { 1: 1 } } },
    ]);
    await page.waitForFunction(
      // The score shows its number followed by the up/down mark.
      () => document.querySelector('[data-score="home"]')?.textContent?.startsWith('1'),
      undefined,
      { timeout: 1000 },
    );
    expect(Date.now() - posted).toBeLessThan(1000);
    expect(await shown.locator('[data-score="home"]').getAttribute('data-mark')).toBe('up');
    expect(await shown.locator('[data-score="home"]').getAttribute('data-leading')).not.toBeNull();
    expect(await page.locator('.tls-widget [role="status"]').textContent()).toContain('1');

    await feed('updates', [{ slug: 'valmont-rivemont-live', stage: 'halftime' }]);
    await expect
      .poll(() => shown.locator('[data-pill]').textContent())
      .toBe(DICTIONARIES.fr.stages.halftime);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page
      .locator('.live-score')
      .screenshot({ path: `${repoRoot}test-results/screenshots/livescore-fr.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('keeps the reader’s selected match across a reload (localStorage matchSlug)', async () => {
    await feed('matches', [
      match('first-live', 'live'),
      match('second-live', 'live', { date: now() - 40 * 60, matchTime: 40 }),
    ]);
    const { page, close } = await site.open('/en/');
    await page.locator('article[data-match]').waitFor();
    const first = await page.locator('article[data-match]').getAttribute('data-match');
    const other = first === 'first-live' ? 'second-live' : 'first-live';
    await page.evaluate((slug) => localStorage.setItem('matchSlug', slug), other);
    await page.reload();
    await card(page, other).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('matchSlug'))).toBe(other);
    await close();
  });

  it('says when no match is live and shows the closest one', async () => {
    const kickOff = now() + 3 * 3600;
    await feed('matches', [match('later-today', 'plan', { date: kickOff })]);
    const { page, close } = await site.open('/fr/');
    const notice = page.locator('.tls-widget [data-notice]');
    await notice.waitFor();
    const when = new Date(kickOff * 1000);
    const zone = { timeZone: 'Europe/Paris' };
    const date = when.toLocaleDateString('fr-FR', {
      ...zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const time = when.toLocaleTimeString('fr-FR', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(await notice.textContent()).toBe(
      interpolate(DICTIONARIES.fr.notices.closestMatch, {
        date,
        time,
        home: 'Olympique Valmont',
        away: 'AS Rivemont',
      }),
    );
    expect(await page.locator('[data-pill]').textContent()).toBe('');
    await close();
  });
});

describe('standalone embed on a page with no React of its own', () => {
  let host: Server;
  let hostOrigin: string;

  beforeAll(async () => {
    host = createServer((request, response) => {
      const lang = new URL(request.url ?? '/', 'http://x').searchParams.get('lang') ?? 'en';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Partner site</title></head>
<body><main><h1>Partner site</h1><div data-place="widget-live-match" data-lang="${lang}" data-time-zone="Europe/Paris"></div></main>
<script src="${site.origin}/embed/livescore.js" defer></script></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => host?.close(resolve)));

  it.each(LANGUAGES)(
    'mounts in %s with that language’s labels, logos loading from Tribune',
    async (lang) => {
      await feed('matches', [match('embed-match', 'halftime', { matchTime: 45 })]);
      const context = await site.browser.newContext({ viewport: { width: 375, height: 700 } });
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
      });
      await page.goto(`${hostOrigin}/?lang=${lang}`);
      await page.locator('#wgWidgetScreen article[data-match="embed-match"]').waitFor();
      expect(await page.locator('[data-place="widget-live-match"]').count()).toBe(0);
      expect(await page.locator('[data-pill]').textContent()).toBe(
        DICTIONARIES[lang].stages.halftime,
      );
      expect(await page.locator('.tls-widget').getAttribute('aria-label')).toBe(
        DICTIONARIES[lang].widget.label,
      );
      const logo = page.locator('#wgWidgetScreen img').first();
      await expect
        .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => 'React' in window)).toBe(false);
      expect(failed).toEqual([]);
      await context.close();
    },
  );
});
