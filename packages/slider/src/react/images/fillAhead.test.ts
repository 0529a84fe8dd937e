import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import { ImageQueue } from '../../core/ImageQueue.js';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { imageModule } from '../../test-support/demoModule.js';
import { FILL_LIMIT, fillAhead, fillLimit, fillOrder, SAVE_DATA_LIMIT } from './fillAhead.js';
import { resetPageImageQueue } from './pageImages.js';

const play = Array.from({ length: 15 }, (_, i) => String(i + 1));

describe('fillLimit: how many slides a connection gets filled ahead', () => {
  it('twelve on a connection that says nothing or is fast', () => {
    expect(fillLimit(undefined)).toBe(FILL_LIMIT);
    expect(fillLimit({})).toBe(12);
    expect(fillLimit({ effectiveType: '4g', saveData: false })).toBe(12);
  });

  it('the neighbours only when the reader saves data or is on 3G or slower', () => {
    expect(fillLimit({ saveData: true, effectiveType: '4g' })).toBe(SAVE_DATA_LIMIT);
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(fillLimit({ effectiveType })).toBe(3);
    }
  });
});

describe('fillOrder: the slides to fill, first to last', () => {
  it('the current one, the engine’s next, where the reader came from, then outward in play order', () => {
    const order = fillOrder({ current: '5', next: '6', previous: '4', play }, 12);
    expect(order).toEqual(['5', '6', '4', '7', '3', '8', '2', '9', '1', '10', '15', '11']);
  });

  it('a reader who jumped with a bullet finds the slide they left kept', () => {
    const order = fillOrder({ current: '5', next: '6', previous: '12', play }, 5);
    expect(order).toEqual(['5', '6', '12', '4', '7']);
  });

  it('wraps around the ends of the play order', () => {
    expect(fillOrder({ current: '1', next: '2', previous: null, play }, 5)).toEqual([
      '1',
      '2',
      '15',
      '3',
      '14',
    ]);
  });

  it('the neighbours only at the save-data limit', () => {
    expect(fillOrder({ current: '5', next: '6', previous: '4', play }, 3)).toEqual(['5', '6', '4']);
  });

  it('each slide once when the module has fewer than the limit', () => {
    const order = fillOrder({ current: '2', next: '3', previous: '1', play: ['1', '2', '3'] }, 12);
    expect(order).toEqual(['2', '3', '1']);
  });

  it('a current slide removed from play (hal) still fills from the start of the order', () => {
    const order = fillOrder({ current: '9', next: '1', previous: null, play: ['1', '2', '3'] }, 12);
    expect(order).toEqual(['9', '1', '2', '3']);
  });
});

/** A module of 15 image slides, an image queue whose loads the test ends, and idle moments it gives. */
function setup(options: { connection?: { saveData?: boolean }; filled?: string[] } = {}) {
  const module = parseModuleStrict(imageModule({ count: 15, image: (i) => `/img/${i + 1}.jpg` }));
  const slides = new Map(module.slides.map((s) => [s.id, s]));
  const loads = new Map<string, () => void>();
  let inFlight = 0;
  let mostInFlight = 0;
  resetPageImageQueue(
    ImageQueue({
      loader: (url) =>
        new Promise((resolve) => {
          inFlight++;
          mostInFlight = Math.max(mostInFlight, inFlight);
          loads.set(url, () => {
            inFlight--;
            resolve({ width: 10, height: 10 });
          });
        }),
    }),
  );
  const idles: (() => void)[] = [];
  const engine = { prepare: vi.fn() };
  let filled: readonly (string | null)[] = options.filled ?? [];
  const cancel = fillAhead({
    filled,
    engine: engine as unknown as SliderEngine,
    snapshot: { current: '5', next: '6', previous: '4', play } as unknown as EngineSnapshot,
    slides,
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    set: (update) => {
      filled = update(filled);
    },
    connection: options.connection,
    idle: (fn) => {
      idles.push(fn);
      return () => idles.splice(idles.indexOf(fn), 1);
    },
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    engine,
    cancel,
    idles,
    filled: () => filled,
    /** Ends the load of slide n's picture. */
    load: async (n: number) => {
      loads.get(`/img/${n}.jpg`)?.();
      await flush();
    },
    /** Gives one idle moment. */
    idle: async () => {
      idles.shift()?.();
      await flush();
    },
    mostInFlight: () => mostInFlight,
    flush,
  };
}

describe('fillAhead', () => {
  afterEach(() => resetPageImageQueue());

  it('fills a slide once its picture is in and an idle moment comes, one slide per moment', async () => {
    const fill = setup();
    await fill.flush();
    // Slide 6's picture is not in yet: nothing waits for an idle moment.
    expect(fill.idles).toHaveLength(0);
    await fill.load(6);
    expect(fill.idles).toHaveLength(1);
    expect(fill.filled()).toEqual([]);
    await fill.idle();
    expect(fill.filled()).toEqual(['5', '6']);
    // Slide 4's picture was loading meanwhile (five at a time): it comes next.
    await fill.load(4);
    await fill.idle();
    expect(fill.filled()).toEqual(['5', '6', '4']);
    expect(fill.engine.prepare.mock.calls.map(([id]) => id)).toEqual(['6', '4', '7']);
  });

  it('goes through the whole window in order, loading five pictures at a time', async () => {
    const fill = setup();
    const order = ['6', '4', '7', '3', '8', '2', '9', '1', '10', '15', '11'];
    for (const id of order) {
      await fill.load(Number(id));
      await fill.idle();
    }
    expect(fill.filled()).toEqual(['5', ...order]);
    expect(fill.mostInFlight()).toBeLessThanOrEqual(5);
    // Beyond the twelve (the current one included), nothing is prepared.
    expect(fill.engine.prepare).toHaveBeenCalledTimes(11);
    expect(fill.idles).toHaveLength(0);
  });

  it('leaves the slides filled inside the window alone, and lets those outside go', async () => {
    const fill = setup({ filled: ['7', '13', '6', '5'] });
    // 6 and 7 are filled already: slide 4 is the first to prepare.
    expect(fill.engine.prepare.mock.calls.map(([id]) => id)).toEqual(['4']);
    await fill.load(4);
    await fill.idle();
    // 13 is beyond the twelve around slide 5: it goes with that first fill.
    expect(fill.filled()).toEqual(['7', '6', '5', '4']);
  });

  it('a rest with every slide of the window filled renders nothing', async () => {
    const around = ['6', '4', '7', '3', '8', '2', '9', '1', '10', '15', '11'];
    const fill = setup({ filled: ['5', ...around] });
    await fill.flush();
    expect(fill.idles).toHaveLength(0);
    expect(fill.engine.prepare).not.toHaveBeenCalled();
  });

  it('with nothing left to fill, the slides out of the window still go at an idle moment', async () => {
    const around = ['6', '4', '7', '3', '8', '2', '9', '1', '10', '15', '11'];
    const fill = setup({ filled: ['5', ...around, '13'] });
    expect(fill.idles).toHaveLength(1);
    await fill.idle();
    expect(fill.filled()).toEqual(['5', ...around]);
  });

  it('fills the neighbours only on a connection that saves data', async () => {
    const fill = setup({ connection: { saveData: true } });
    for (const n of [6, 4]) {
      await fill.load(n);
      await fill.idle();
    }
    expect(fill.filled()).toEqual(['5', '6', '4']);
    expect(fill.engine.prepare).toHaveBeenCalledTimes(2);
    expect(fill.idles).toHaveLength(0);
  });

  it('a cancel (a change starting) stops it: no fill after, no idle moment left waiting', async () => {
    const fill = setup();
    await fill.load(6);
    expect(fill.idles).toHaveLength(1);
    fill.cancel();
    expect(fill.idles).toHaveLength(0);
    await fill.load(4);
    expect(fill.idles).toHaveLength(0);
    expect(fill.filled()).toEqual([]);
  });
});
