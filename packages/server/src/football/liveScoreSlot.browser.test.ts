import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type BrowserApp,
  layoutShift,
  shiftSources,
  startBrowserApp,
  waitForHydration,
} from '../test-support/browserApp.js';
import { FEED_TOKEN } from './test-support/feedTestKit.js';

let site: BrowserApp;
let crests: string[];

beforeAll(async () => {
  site = await startBrowserApp({ FEED_TOKEN });
  const teams = await site.app.app.database.db.selectFrom('teams').select('img').limit(2).execute();
  crests = teams.map((team) => team.img);
});
afterAll(() => site?.close());

beforeEach(async () => {
  await site.app.app.database.db.deleteFrom('matches').execute();
  site.app.app.football.matches.invalidate();
});

const now = () => Math.floor(Date.now() / 1000);

function match(slug: string, stage: string, date: number) {
  const team = (name: string, img: string | undefined) => ({
    img: img ?? '',
    name,
    abbr: name.slice(0, 3).toUpperCase(),
    periods: {},
    score: stage === 'plan' ? null : 1,
  });
  return {
    date,
    stage,
    slug,
    matchTime: stage === 'plan' ? null : 23,
    home: team('Olympique Valmont', crests[0]),
    away: team('AS Rivemont', crests[1]),
    league: { slug: 'ligue-elite', name: 'Ligue Élite', country: 'France', img: '' },
  };
}

async function feed(matches: unknown[]) {
  const response = await site.app.app.inject({
    method: 'POST',
    url: '/api/feed/matches',
    headers: { authorization: `Bearer ${FEED_TOKEN}` },
    payload: matches as object[],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The slot, the widget in it, and what follows the live score section. */
function measure(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const section = rect('.live-score');
    return {
      slot: rect('.live-score__slot').height,
      widget: rect('.tls-widget').height,
      sectionWidth: section.width,
      programme: document.querySelector('.match-programme')?.getBoundingClientRect() ?? null,
      status: document.querySelector('.tls-widget')!.getAttribute('data-status'),
    };
  });
}

describe('the live score slot', () => {
  for (const width of [375, 1366]) {
    for (const path of ['/fr/', '/fr/article/valmont-renverse-rivemont-dans-le-derby']) {
      it(`takes exactly the card's height, with no shift, at ${width} px on ${path}`, async () => {
        await feed([
          match('on-now', 'live', now() - 23 * 60),
          match('later', 'plan', now() + 2 * 3600),
        ]);
        const { page, problems, close, status } = await site.open(path, { width });
        if (status === 404) {
          // The article's slug is the seed's; a renamed article must not make this test pass.
          throw new Error(`${path} is not an article of the seed`);
        }
        // The server's HTML already holds the card: no loader, no reserved space.
        expect(await page.locator('.tls-widget').getAttribute('data-status')).toBe('ready');
        const before = await measure(page);
        await page.locator('.live-score').scrollIntoViewIfNeeded();
        await waitForHydration(page, 'LiveScore');
        await page.waitForFunction(
          () =>
            document.querySelector('.tls-widget')?.getAttribute('data-connection') === 'connected',
        );
        const after = await measure(page);
        expect(after.slot).toBe(after.widget);
        expect(after.widget).toBe(before.widget);
        expect(await layoutShift(page), await shiftSources(page)).toBe(0);
        if (path === '/fr/' && width === 1366) {
          // The programme uses the row's right half, beside the card.
          expect(after.programme).not.toBeNull();
          expect(after.programme!.x).toBeGreaterThan(560);
        }
        expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
        await close();
      });
    }
  }

  it('says it is offline at once, and comes back', async () => {
    await feed([match('on-now', 'live', now() - 23 * 60)]);
    const { page, close } = await site.open('/fr/', { width: 375 });
    await page.locator('.live-score').scrollIntoViewIfNeeded();
    await waitForHydration(page, 'LiveScore');
    await page.context().setOffline(true);
    const notice = page.locator('.tls-widget [data-notice="problem"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('hors ligne');
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached' });
    await close();
  });
});
