import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession } from 'playwright-core';
import { renderModuleHtml } from '../../src/server/renderModuleHtml.js';
import { benchCarousel, EMBLA_CSS, peerMarkup, swiperCss } from './pages.js';

/**
 * A 1000-slide carousel's start-up, ours beside Swiper's coverflow and Embla with its scale
 * tween, on the same 600 × 400 slides.
 *
 * What "initialises" measures: main-thread CPU time (the trace's thread time of every task on
 * the page's main thread) from the task in which the script starts on that module to the end
 * of the first frame in which the module is interactive.
 *
 * - Before the clock: the page has loaded and compiled the library's scripts (ours runs an
 *   8-slide carousel already; the peers' scripts are loaded) and the carousel's markup is in
 *   the page: ours as the server's HTML (the module's data and its first slides), the peers'
 *   as all their slides, as their pages have them.
 * - The start, in a task of its own (a timer): ours `Tribune.mountSliders(slot)`, which reads
 *   the module's data and hydrates it; the peers' constructor.
 * - Interactive: ours once the engine runs and is in the viewport (a change acts at once, not
 *   deferred), the first slide is at rest (phase idle: a request is not queued behind its
 *   entrance) and the carousel is measured and bound to the engine (arrows, keys and drags move
 *   it); the peers once their constructor has returned. The frame that shows it is counted:
 *   the clock stops at the next animation frame, which tells the benchmark through a binding
 *   (no evaluation of the benchmark's own inside the measured time).
 * - "Until settled" adds what the start-up leaves for later (work deferred to idle time,
 *   observers' first answers) over the next 1.5 s.
 */
export const START_LIBRARIES = [
  'tribune-2d',
  'swiper-coverflow',
  'embla-scale',
  'tribune-2d-8',
] as const;
export type StartLibrary = (typeof START_LIBRARIES)[number];
export const START_SLIDES = 1000;
/**
 * `tribune-2d-8`: ours with 8 slides, started the same way: what any carousel's start-up
 * costs, so the 1000-slide figure less this one is what the slide count still costs.
 */
const slidesOf = (library: StartLibrary) => (library === 'tribune-2d-8' ? 8 : START_SLIDES);
const ours = (library: StartLibrary) => library.startsWith('tribune');
const SETTLE_MS = 1500;

export interface StartUpFigures {
  /** CPU ms from the start to the first interactive frame. */
  interactiveMs: number;
  /** CPU ms from the start to the end of the settling time. */
  settledMs: number;
  /** Ours: CPU ms of `JSON.parse` of the module's payload alone, and its size. */
  parseMs: number | null;
  payloadBytes: number | null;
  /** Carousel slides in the DOM, and all the carousel's elements. */
  slides: number;
  elements: number;
}

/** The page: the library's script loaded, the carousel's markup in a template. */
export async function startUpPage(library: StartLibrary): Promise<string> {
  const head =
    library === 'embla-scale'
      ? EMBLA_CSS
      : library === 'swiper-coverflow'
        ? swiperCss('coverflow')
        : '';
  let body: string;
  if (library === 'tribune-2d' || library === 'tribune-2d-8') {
    const warm = await renderModuleHtml(benchCarousel('2d'));
    const big = await renderModuleHtml(benchCarousel('2d', slidesOf(library), 'big'));
    body = `${warm}<div id="slot"></div><template id="big">${big}</template><script type="module" src="/embed/slider.js"></script>`;
  } else {
    body = `<div id="slot"></div><template id="big">${peerMarkup(library, START_SLIDES)}</template><script type="module" src="/bench-carousel/peer-start-up.js"></script>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${slidesOf(library)} slides: ${library}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:0 auto}</style>${head}</head>
<body><main>${body}</main></body></html>`;
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export async function measureStartUp(
  browser: Browser,
  url: string,
  library: StartLibrary,
  rate: number,
): Promise<StartUpFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(url, { waitUntil: 'load' });
    if (ours(library)) await page.waitForSelector('.sr7-carousel[data-measured]');
    else await page.waitForFunction(() => 'benchStart' in window);
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const template = document.getElementById('big') as HTMLTemplateElement;
      document.getElementById('slot')?.append(template.content.cloneNode(true));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The page says when it is interactive through a binding: no evaluation of the benchmark's
    // own runs inside the measured time.
    let interactive = () => {};
    const reached = new Promise<void>((resolve) => {
      interactive = resolve;
    });
    await page.exposeFunction('benchInteractive', () => interactive());
    const events = await traced(cdp, async () => {
      // The start runs in a task of its own (a timer), after this evaluation has returned.
      await page.evaluate(
        ({ library, ours }) => {
          const slot = document.getElementById('slot') as HTMLElement;
          const w = window as unknown as {
            Tribune: {
              mountSliders(s: ParentNode): void;
              sliders: {
                get(
                  alias: string,
                ): { state(): { phase: string; inViewport: boolean } | null } | undefined;
              };
            };
            benchStart: Record<string, (slot: HTMLElement) => unknown>;
            benchInteractive(): void;
          };
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const ready = () => {
            if (!ours) return true;
            const state = w.Tribune.sliders.get('big')?.state();
            const measured = slot.querySelector('.sr7-carousel[data-measured]');
            return measured !== null && state?.phase === 'idle' && state.inViewport;
          };
          setTimeout(async () => {
            performance.mark('bench:start');
            if (ours) w.Tribune.mountSliders(slot);
            else w.benchStart[library]?.(slot);
            while (!ready()) await frame();
            // The frame that shows the interactive module has been drawn once the next one starts.
            await frame();
            performance.mark('bench:interactive');
            w.benchInteractive();
          }, 0);
        },
        { library, ours: ours(library) },
      );
      await reached;
      await page.waitForTimeout(SETTLE_MS);
    });
    const figures = cpuFigures(events);
    // For a look in DevTools (Performance panel, "Load profile"): the last run's trace.
    const keep = process.env.BENCH_START_UP_TRACE;
    if (keep) writeFileSync(keep, JSON.stringify({ traceEvents: events }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const dom = await page.evaluate(() => {
      const slot = document.getElementById('slot') as HTMLElement;
      const script = slot.querySelector('script[type="application/json"]');
      return {
        slides: slot.querySelectorAll('.sr7-carousel-slide, .swiper-slide, .embla__slide').length,
        elements: slot.querySelectorAll('[data-slider-root] *, .swiper *, .embla *').length,
        payloadBytes: script ? (script.textContent ?? '').length : null,
      };
    });
    const parseMs = dom.payloadBytes === null ? null : await parseTime(page, cdp, rate);
    return { ...figures, parseMs, ...dom };
  } finally {
    await context.close();
  }
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they carry numbers too.
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  try {
    await run();
  } finally {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** Thread time of the main thread's tasks from the start mark to the interactive mark, and on. */
function cpuFigures(events: TraceEvent[]): { interactiveMs: number; settledMs: number } {
  const start = events.find((e) => e.name === 'bench:start');
  const interactive = events.find((e) => e.name === 'bench:interactive');
  if (!start || !interactive) throw new Error('the start-up marks are missing from the trace');
  const tasks = events.filter(
    (e) =>
      e.tid === start.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts + (e.dur ?? 0) >= start.ts,
  );
  const sum = (list: TraceEvent[]) => list.reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000;
  return {
    interactiveMs: sum(tasks.filter((e) => e.ts <= interactive.ts)),
    settledMs: sum(tasks),
  };
}

/**
 * `JSON.parse` of our module's payload on its own, at the same CPU rate: the main thread's CPU
 * time around it (Performance.getMetrics' ThreadTime) less that of an empty evaluation, the
 * median of three.
 */
async function parseTime(
  page: import('playwright-core').Page,
  cdp: CDPSession,
  rate: number,
): Promise<number> {
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const threadTime = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
      ?.value ?? 0) * 1000;
  const time = async (parse: boolean) => {
    const before = await threadTime();
    await page.evaluate((parse) => {
      const text =
        document.querySelector('#slot script[type="application/json"]')?.textContent ?? '';
      if (parse) JSON.parse(text);
    }, parse);
    return (await threadTime()) - before;
  };
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push((await time(true)) - (await time(false)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return Math.max(0, times.sort((a, b) => a - b)[1] ?? 0);
}
