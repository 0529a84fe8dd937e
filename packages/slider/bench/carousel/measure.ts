import type { Browser, CDPSession, Page } from 'playwright-core';
import { RECORDER } from '../measure.js';

/**
 * One carousel page in a fresh browser context, at 4× CPU throttling: six mouse drags sent
 * through the DevTools protocol in real time (500 px over about 320 ms, then let go and left
 * to settle), then ten changes by the page's `bench.next()`. Frames come from
 * requestAnimationFrame gaps, long tasks from the page's own observer.
 */
export interface MotionFigures {
  droppedFrames: number;
  frames: number;
  longTasks: number;
  longestTaskMs: number;
}

export interface CarouselFigures {
  drag: MotionFigures;
  changes: MotionFigures;
  /** URLs of the scripts the page loaded. */
  scripts: string[];
}

const FRAME = 1000 / 60;
const DRAGS = 6;
const CHANGES = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts counting frames in the page; the returned function stops and reads the figures. */
async function recordFrames(page: Page): Promise<() => Promise<MotionFigures>> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __stamps: number[];
      __recording: boolean;
      __longTasks: unknown[];
    };
    w.__longTasks.splice(0);
    w.__stamps = [];
    w.__recording = true;
    const tick = (t: number) => {
      w.__stamps.push(t);
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return async () => {
    const { stamps, tasks } = await page.evaluate(() => {
      const w = window as unknown as {
        __stamps: number[];
        __recording: boolean;
        __longTasks: { duration: number }[];
      };
      w.__recording = false;
      return { stamps: w.__stamps, tasks: w.__longTasks.splice(0) };
    });
    let dropped = 0;
    for (let i = 1; i < stamps.length; i++) {
      const gap = (stamps[i] as number) - (stamps[i - 1] as number);
      dropped += Math.max(0, Math.round(gap / FRAME) - 1);
    }
    return {
      droppedFrames: dropped,
      frames: stamps.length,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    };
  };
}

/** A mouse drag of `dx` px from `x` in 20 moves 16 ms apart, in real time. */
async function mouseDrag(cdp: CDPSession, x: number, y: number, dx: number): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    x,
    y,
    button: 'left',
    buttons: 1,
    clickCount: 1,
  });
  for (let i = 1; i <= 20; i++) {
    await sleep(16);
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseMoved',
      x: x + (dx * i) / 20,
      y,
      button: 'left',
      buttons: 1,
    });
  }
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    x: x + dx,
    y,
    button: 'left',
    buttons: 0,
    clickCount: 1,
  });
}

export async function measureCarouselPage(browser: Browser, url: string): Promise<CarouselFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(RECORDER);
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(
      () => (window as unknown as { bench: { ready: Promise<void> } }).bench.ready,
    );
    await page.waitForTimeout(1000);
    const y = 56 + 200;

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let stop = await recordFrames(page);
    for (let i = 0; i < DRAGS; i++) {
      await mouseDrag(cdp, i % 2 ? 400 : 900, y, i % 2 ? 500 : -500);
      await sleep(1500);
    }
    const drag = await stop();
    stop = await recordFrames(page);
    await page.evaluate(async (count) => {
      const w = window as unknown as { bench: { next(): Promise<void> } };
      for (let i = 0; i < count; i++) await w.bench.next();
    }, CHANGES);
    await sleep(100);
    const changes = await stop();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { drag, changes, scripts };
  } finally {
    await context.close();
  }
}
