import type { Browser, CDPSession } from 'playwright-core';

/**
 * One page, one fresh browser context, measured through the DevTools protocol and the page's
 * own performance entries: load at normal speed, then ten transitions at 4× CPU throttling.
 */
export interface PageFigures {
  /** Script evaluation: the JS the page ran during load and start-up (Performance.getMetrics). */
  scriptMs: number;
  lcpMs: number;
  cls: number;
  /** Long tasks while loading (1×). */
  loadLongTasks: number;
  loadLongestTaskMs: number;
  /** Frames missed over ten transitions at 4× throttling, from requestAnimationFrame gaps. */
  droppedFrames: number;
  /** Frames the ten transitions took (for scale). */
  frames: number;
  /**
   * Main-thread CPU time over ten more transitions at normal speed, from the trace's thread
   * time: unlike the frame and task figures it hardly moves when other processes share the
   * machine.
   */
  mainThreadCpuMs: number;
  /** Long tasks during the transitions (4×). */
  longTasks: number;
  longestTaskMs: number;
  /** JS heap in use after the transitions and a garbage collection. */
  heapKb: number;
  /** URLs of the scripts the page loaded. */
  scripts: string[];
}

const FRAME = 1000 / 60;

/** Frames a gap between two animation frames missed at 60 Hz (a gap under 1.5 frames misses none). */
export function framesMissed(gapMs: number): number {
  return Math.max(0, Math.round(gapMs / FRAME) - 1);
}

/**
 * Collected from the very start of the page, before any of its scripts runs. (`__name`: tsx
 * keeps function names by wrapping them in that helper, which the functions this file hands
 * to page.evaluate carry into the page.)
 */
export const RECORDER = `
  window.__name = (f) => f;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value ?? 0;
}

export async function measurePage(
  browser: Browser,
  url: string,
  transitions = 10,
): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(RECORDER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(
      () => (window as unknown as { bench: { ready: Promise<void> } }).bench.ready,
    );
    await page.waitForTimeout(1000);
    const scriptMs = (await metric(cdp, 'ScriptDuration')) * 1000;
    const load = await page.evaluate(() => {
      const w = window as unknown as {
        __longTasks: { start: number; duration: number }[];
        __shift: number;
        __lcp: number;
      };
      return { tasks: w.__longTasks.splice(0), cls: w.__shift, lcp: w.__lcp };
    });

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const run = await page.evaluate(async (count) => {
      const w = window as unknown as {
        bench: { next(): Promise<void> };
        __longTasks: { start: number; duration: number }[];
      };
      const stamps: number[] = [];
      let recording = true;
      const tick = (t: number) => {
        stamps.push(t);
        if (recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      for (let i = 0; i < count; i++) await w.bench.next();
      recording = false;
      await new Promise((r) => setTimeout(r, 100));
      return { stamps, tasks: w.__longTasks.splice(0) };
    }, transitions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // A second pass, traced (tracing would disturb the frame count above), at normal speed.
    const trace = startTrace(cdp);
    await page.evaluate(async (count) => {
      const w = window as unknown as { bench: { next(): Promise<void> } };
      for (let i = 0; i < count; i++) await w.bench.next();
    }, transitions);
    const mainThreadCpuMs = await trace.stop();

    let dropped = 0;
    for (let i = 1; i < run.stamps.length; i++) {
      const gap = (run.stamps[i] as number) - (run.stamps[i - 1] as number);
      dropped += framesMissed(gap);
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await metric(cdp, 'JSHeapUsedSize');
    return {
      scriptMs,
      lcpMs: load.lcp,
      cls: load.cls,
      loadLongTasks: load.tasks.length,
      loadLongestTaskMs: Math.max(0, ...load.tasks.map((t) => t.duration)),
      droppedFrames: dropped,
      mainThreadCpuMs,
      frames: run.stamps.length,
      longTasks: run.tasks.length,
      longestTaskMs: Math.max(0, ...run.tasks.map((t) => t.duration)),
      heapKb: heap / 1024,
      scripts,
    };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
}

/** Records the renderer's main thread; `stop` returns its CPU time (ms) in top-level tasks. */
export function startTrace(cdp: CDPSession): { stop(): Promise<number> } {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they carry numbers too.
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const started = cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      await started;
      const complete = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      // The main thread is the one running the page's animation frames and script.
      const main = events.find(
        (e) => e.name === 'FunctionCall' || e.name === 'FireAnimationFrame',
      )?.tid;
      const micros = events
        .filter((e) => e.tid === main && e.ph === 'X' && e.name === 'RunTask')
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
      return micros / 1000;
    },
  };
}
