import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createSliderService } from '../src/slider/moduleService.js';
import {
  launchReadmeChromium,
  openModulePage,
  placeholderPath,
  readmeContext,
} from './environment.js';
import { measureFirst } from './probe.js';
import { realModulesDir } from './reference.js';

/**
 * Module web fonts in the fidelity environment (issue 24, fonts): there every font request is
 * refused, and the module must neither break nor wait for them: it settles with its text in the
 * fallback font, and each face used says "Failed to load font: {url}". The same module with its
 * font requests never answered settles the same way (nothing waits for a face), and with them
 * answered, its faces load from the app's /fonts/ (the @fontsource packages).
 * `gomba` (real): Montserrat 300–700 and Roboto (packages) and reey (none).
 */
const dir = realModulesDir();
const ALIAS = 'gomba';
const WIDTH = 1280;

let work: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  if (!dir) return;
  work = mkdtempSync(join(tmpdir(), 'tribune-fidelity-fonts-'));
  database = await openDatabase({ kind: 'sqlite', filename: join(work, 'fonts.sqlite') });
  await migrateToLatest(database.db);
  const saved = await createSliderService({ db: database.db }).importModule(
    JSON.parse(readFileSync(join(dir, `${ALIAS}.json`), 'utf8')),
    { alias: ALIAS },
  );
  if (!saved.ok) throw new Error(saved.error);
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${join(work, 'fonts.sqlite')}`,
      MEDIA_DIR: join(work, 'media'),
      FONTS_DIR: join(work, 'fonts'),
      LOG_LEVEL: 'silent',
      DEMO_FEED: 'false',
    }),
    { database },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchReadmeChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close().catch(() => {});
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The module measured as the fidelity run does, with `fonts` deciding its font requests. */
async function open(fonts: 'refused' | 'held' | 'served') {
  const { context, network } = await readmeContext(browser, {
    origin,
    width: WIDTH,
    placeholder: placeholderPath(dir as string),
  });
  const fontRequests: string[] = [];
  if (fonts !== 'refused') {
    // Registered last, so it runs first (playwright), instead of the README's refusal.
    await context.route(
      (url) => url.pathname.startsWith('/fonts/'),
      (route) => {
        fontRequests.push(route.request().url());
        return fonts === 'served' ? route.continue() : new Promise<void>(() => {});
      },
    );
  }
  const { page, errors } = await openModulePage(context, origin, ALIAS);
  // A cold first page on a busy machine can take longer than the probe's 8 s to mount.
  await page.waitForSelector('sr7-module .sr7-module', { timeout: 30_000 });
  const measure = await measureFirst(page);
  return { context, page, errors, measure, network, fontRequests };
}

async function closing<T extends { context: BrowserContext }>(
  run: T,
  check: (run: T) => Promise<void> | void,
) {
  try {
    await check(run);
  } finally {
    await run.context.close();
  }
}

describe.skipIf(dir === null)('module web fonts where every font request is refused', () => {
  let refused: Awaited<ReturnType<typeof open>>['measure'];

  it('the module settles, its text in the fallback font, each face used logged as failed', async () => {
    await closing(await open('refused'), async ({ errors, measure, network }) => {
      refused = measure;
      expect(measure.found).toBe(true);
      expect(measure.settle.settled).toBe(true);
      const texts = measure.layers.filter((l) => l.visible && l.text && !l.bg);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((l) => l.box.w > 0 && l.box.h > 0)).toBe(true);
      expect(texts.some((l) => l.fontFamily === 'Montserrat')).toBe(true);
      expect(network.fontsRefused).toBeGreaterThan(0);
      const failed = errors.filter((e) => e.startsWith('Failed to load font: '));
      expect(failed.length).toBeGreaterThan(0);
      expect(
        failed.every((e) =>
          /^Failed to load font: http:\/\/127\.0\.0\.1:\d+\/fonts\/[a-z-]+-[1-9]00\.woff2$/.test(e),
        ),
      ).toBe(true);
      expect(failed).toContain(`Failed to load font: ${origin}/fonts/montserrat-700.woff2`);
      // Nothing else went wrong (Chromium's own line for each refused request aside).
      expect(errors.filter((e) => !failed.includes(e) && !/ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual(
        [],
      );
    });
  }, 60_000);

  it('with its font requests never answered, it settles the same: nothing waits for a face', async () => {
    await closing(await open('held'), ({ measure, fontRequests }) => {
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(measure.settle.settled).toBe(true);
      expect(measure.layers.map((l) => [l.id, l.visible, l.box, l.text])).toEqual(
        refused.layers.map((l) => [l.id, l.visible, l.box, l.text]),
      );
    });
  }, 60_000);

  it('with them answered, its faces load from the app (the @fontsource packages)', async () => {
    await closing(await open('served'), async ({ page, errors, fontRequests }) => {
      await page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family === 'Montserrat' && f.status === 'loaded'),
      );
      expect(fontRequests).toContain(`${origin}/fonts/montserrat-700.woff2`);
      // reey is in no package and not in this test's font folder.
      expect(
        errors.filter((e) => e.startsWith('Failed to load font: ') && !e.includes('/reey-')),
      ).toEqual([]);
    });
  }, 60_000);
});
