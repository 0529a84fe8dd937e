/**
 * `npm run bench:drops -w @tribune/slider`: where the dropped frames of `bench:slider` fall.
 * The same pages and the same ten changes at 4x CPU, but each requestAnimationFrame gap is
 * charged to the change it fell in and to its time since that change began, and page variants
 * are measured interleaved, load by load: an A/B on one machine in one run, which is the only
 * comparison this noisy measure supports (the same page moves ±30% between runs).
 *
 * Options (environment): `LOADS` fresh page loads per variant (default 12); `LIBS` the
 * libraries (default `tribune,swiper`); `VARIANTS` our page's variants, separated by `|||`:
 * each is a stylesheet added after start-up, `js:` and a script run before the page's own
 * (set a global a build reads), or `embed:` and the folder of another build of the embed (a
 * change to the build itself: `npx vite build --outDir /tmp/embed-b` from packages/slider, with
 * the change, then without it). The empty variant is the page as built.
 *
 * Example: `VARIANTS='|||.sr7-slide{contain:none!important}' npm run bench:drops -w @tribune/slider`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../src/test-support/chromium.js';
import { embedDir, ensureEmbedBuild, sliderRoot } from '../src/test-support/embedBuild.js';
import { startStaticServer } from '../src/test-support/staticServer.js';
import { slideImage } from '../src/test-support/testImages.js';
import { framesMissed, RECORDER } from './measure.js';
import { buildPeerScripts, LIBRARIES, type Library, pageHtml, SLIDES } from './pages.js';

const LOADS = Number(process.env.LOADS ?? 12);
const CHANGES = 10;
/** A variant page that breaks (a bad stylesheet, a build that throws) stops the run, not hangs it. */
const READY_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 120_000;

function withTimeout<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

interface Variant {
  label: string;
  library: Library;
  /** The test page's path. */
  path: string;
  css: string;
  script: string;
  /** Another build of the embed, served in place of dist/embed. */
  embed: string;
}

function variants(): Variant[] {
  const libraries = (process.env.LIBS ?? 'tribune,swiper').split(',') as Library[];
  const ours = (process.env.VARIANTS ?? '').split('|||');
  return libraries.flatMap((library): Variant[] => {
    if (!LIBRARIES.includes(library)) throw new Error(`unknown library ${library}`);
    const plain = { library, css: '', script: '', embed: '' };
    if (library !== 'tribune') return [{ ...plain, label: library, path: `/${library}` }];
    return ours.map((v, index) => {
      const [, kind = '', value = v] = /^(js|embed):(.*)$/s.exec(v) ?? [];
      return {
        ...plain,
        label: v ? `tribune [${v}]` : 'tribune',
        path: kind === 'embed' ? `/tribune-${index}` : '/tribune',
        css: kind ? '' : value,
        script: kind === 'js' ? value : '',
        embed: kind === 'embed' ? value : '',
      };
    });
  });
}

/** Frames dropped per change, and where in the change (ms since it began) each gap started. */
async function measureLoad(browser: Browser, origin: string, variant: Variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    if (variant.script) await page.addInitScript(variant.script);
    const cdp = await context.newCDPSession(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}${variant.path}`, { waitUntil: 'load' });
    await withTimeout(
      page.evaluate(() => (window as unknown as { bench: { ready: Promise<void> } }).bench.ready),
      READY_TIMEOUT_MS,
      () => `${variant.label}: the page never got ready (${errors.join('; ') || 'no page error'})`,
    );
    if (variant.css) await page.addStyleTag({ content: variant.css });
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const run = await withTimeout(
      page.evaluate(async (count) => {
        const w = window as unknown as { bench: { next(): Promise<void> } };
        const stamps: number[] = [];
        const starts: number[] = [];
        let recording = true;
        const tick = (t: number) => {
          stamps.push(t);
          if (recording) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        await new Promise((r) => setTimeout(r, 100));
        for (let i = 0; i < count; i++) {
          starts.push(performance.now());
          await w.bench.next();
        }
        recording = false;
        await new Promise((r) => setTimeout(r, 100));
        return { stamps, starts };
      }, CHANGES),
      RUN_TIMEOUT_MS,
      () =>
        `${variant.label}: its ${CHANGES} changes never ended (${errors.join('; ') || 'no page error'})`,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const perChange = new Array<number>(CHANGES).fill(0);
    const gaps: string[] = [];
    for (let i = 1; i < run.stamps.length; i++) {
      const before = run.stamps[i - 1] as number;
      const gap = (run.stamps[i] as number) - before;
      const dropped = framesMissed(gap);
      if (dropped === 0) continue;
      const change = Math.max(0, run.starts.filter((s) => s <= before).length - 1);
      perChange[change] = (perChange[change] ?? 0) + dropped;
      gaps.push(
        `#${change}+${(before - (run.starts[change] ?? 0)).toFixed(0)}ms:${gap.toFixed(0)}ms`,
      );
    }
    return { perChange, gaps };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'slider-drops-'));
  const server = await startStaticServer({ embedDir });
  const browser = await launchChromium();
  try {
    await ensureEmbedBuild();
    await buildPeerScripts(join(work, 'bench'));
    server.mount('/bench/', join(work, 'bench'));
    server.mount('/peers/swiper/', join(sliderRoot, '../../node_modules/swiper'));
    await Promise.all(Array.from({ length: SLIDES }, (_, i) => slideImage(i + 1, 1200, 600)));
    const all = variants();
    for (const library of new Set(all.map((v) => v.library))) {
      server.page(`/${library}`, await pageHtml(library));
    }
    for (const variant of all.filter((v) => v.embed)) {
      const prefix = `/build${variant.path}/`;
      server.mount(prefix, variant.embed);
      server.page(variant.path, (await pageHtml('tribune')).replaceAll('/embed/', prefix));
    }
    const totals = new Map<Variant, { drops: number; rounds: number; byChange: number[] }>(
      all.map((v) => [v, { drops: 0, rounds: 0, byChange: new Array<number>(CHANGES).fill(0) }]),
    );
    for (let load = 1; load <= LOADS; load++) {
      for (const variant of all) {
        const { perChange, gaps } = await measureLoad(browser, server.origin, variant);
        const sum = perChange.reduce((a, b) => a + b, 0);
        const total = totals.get(variant);
        if (total) {
          total.drops += sum;
          total.rounds += sum > 0 ? 1 : 0;
          perChange.forEach((d, i) => {
            total.byChange[i] = (total.byChange[i] ?? 0) + d;
          });
        }
        console.log(`load ${load} ${variant.label}: ${perChange.join(' ')}  ${gaps.join(' ')}`);
      }
    }
    console.log(
      `\n| page | drops over ${LOADS} loads | loads with a drop | drops by change (1st..10th) |`,
    );
    console.log('| --- | --- | --- | --- |');
    for (const [variant, t] of totals) {
      console.log(`| ${variant.label} | ${t.drops} | ${t.rounds} | ${t.byChange.join(' ')} |`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
