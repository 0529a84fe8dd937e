import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../core/model/ValidateModule.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import { launchChromium, type OpenedPage, openPage } from '../test-support/chromium.js';
import { demoModule } from '../test-support/demoModule.js';
import { ensureEmbedBuild } from '../test-support/embedBuild.js';
import { type StaticServer, startStaticServer, testPage } from '../test-support/staticServer.js';
import { slideImage } from '../test-support/testImages.js';

/**
 * The start-up of a server-rendered standard module (README "A 1000-slide carousel's
 * start-up"): the engine starts at rest (its first slide was on the page already), already
 * knowing whether the module is in view, and the first slide's background pan still plays.
 */
let server: StaticServer;
let browser: Browser;

/** The demo module, its first slide's background panning from 100 % to 120 % over 8 s. */
function panning(alias: string) {
  const data = demoModule({ alias });
  const slides = data.slides as Record<string, { layers: Record<string, { tl: object }> }>;
  const background = slides['1']?.layers['1-0'];
  if (background) {
    background.tl = {
      ...background.tl,
      in: {
        ...(background.tl as { in: object }).in,
        pan: {
          all: [
            { t: 0, d: 0, x: 0, y: 0, sX: '100%' },
            { t: 0, d: 8000, e: 'none', x: 50, y: 0, sX: '120%' },
          ],
        },
      },
    };
  }
  return data;
}

async function ssrPage(path: string, data: Record<string, unknown>, before = '') {
  const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
  server.page(path, testPage({ title: 'Démarrage du diaporama', body: before + html }));
}

beforeAll(async () => {
  const embedDir = await ensureEmbedBuild();
  server = await startStaticServer({ embedDir });
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n)));
  browser = await launchChromium();
  await ssrPage('/in-view', panning('demo-start'));
  await ssrPage('/below', panning('demo-start'), '<div style="height:2400px"></div>');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface EngineState {
  phase: string;
  inViewport: boolean;
  current: string;
}

/** The engine's state at each of the page's frames until `frames` frames after it started. */
function statesFromTheStart(page: Page, frames = 30): Promise<EngineState[]> {
  return page.evaluate(
    (count) =>
      new Promise<EngineState[]>((resolve) => {
        const seen: EngineState[] = [];
        const tick = () => {
          const api = (
            window as unknown as {
              Tribune?: { sliders?: { get(a: string): { state(): EngineState | null } } };
            }
          ).Tribune?.sliders?.get('demo-start');
          const state = api?.state();
          if (state) seen.push({ ...state });
          if (seen.length >= count) resolve(seen);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    frames,
  );
}

function open(path: string): Promise<OpenedPage> {
  return openPage(browser, `${server.origin}${path}`);
}

describe('a server-rendered module’s start-up', () => {
  it('is at rest and in view from its first engine state; the first slide’s pan plays', async () => {
    const { page, problems } = await open('/in-view');
    const states = await statesFromTheStart(page, 5);
    // No "in" to wait for and no frame for the observer's first answer.
    expect(states[0]).toMatchObject({ phase: 'idle', inViewport: true, current: '1' });
    expect(states.map((s) => s.phase)).not.toContain('in');
    const panning = await page.evaluate(() =>
      document
        .querySelector('[data-slide-id="1"] img.sr7-bg-img')
        ?.getAnimations()
        .some((a) => a.playState === 'running'),
    );
    expect(panning).toBe(true);
    // A change asked for at once acts at once.
    await page.locator('.sr7-rightarrow').click();
    await expect
      .poll(() => page.locator('.sr7-module').getAttribute('data-slide'), { timeout: 5000 })
      .toBe('2');
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([]);
    await page.context().close();
  });

  it('below the fold, starts out of view as the observer will say, and comes in on scrolling', async () => {
    const { page, problems } = await open('/below');
    const states = await statesFromTheStart(page, 5);
    expect(states[0]).toMatchObject({ phase: 'idle', inViewport: false });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => statesFromTheStart(page, 1).then((s) => s[0]?.inViewport), { timeout: 5000 })
      .toBe(true);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
