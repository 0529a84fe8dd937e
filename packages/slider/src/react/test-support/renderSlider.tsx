import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { vi } from 'vitest';
import { ImageQueue } from '../../core/ImageQueue.js';
import type { Logger } from '../../core/Messages.js';
import type { SliderApi } from '../api.js';
import { resetPageImageQueue } from '../images/pageImages.js';
import { SliderModule, type SliderModuleProps } from '../SliderModule.js';

/** A logger that keeps what the module said, for assertions on the spec's console texts. */
export function memoryLogger() {
  const lines: { level: 'error' | 'warn' | 'info'; text: string }[] = [];
  const logger: Logger = {
    error: (...a) => lines.push({ level: 'error', text: a.map(String).join(' ') }),
    warn: (...a) => lines.push({ level: 'warn', text: a.map(String).join(' ') }),
    info: (...a) => lines.push({ level: 'info', text: a.map(String).join(' ') }),
  };
  return { logger, lines };
}

/**
 * jsdom loads no images: the page's image queue gets a loader that answers at once (or fails
 * for URLs containing "broken"), so slide preparation completes.
 */
export function instantImages(logger?: Logger): ImageQueue {
  const queue = ImageQueue({
    loader: (url) =>
      url.includes('broken')
        ? Promise.reject(new Error(url))
        : Promise.resolve({ width: 1200, height: 600 }),
    ...(logger ? { logger } : {}),
  });
  resetPageImageQueue(queue);
  return queue;
}

/** A frame's worth of time: the step `settle` advances the fake clock by. */
const STEP_MS = 16;

/**
 * Lets promises, effects and timers settle (fake timers must be on), a frame's worth of time
 * per `act`. The module renders the engine's changes as transitions, and React runs a
 * transition inside `act` only as the scope ends: one scope for the whole time would render a
 * phase only after every timer meant to follow it had fired, where a browser renders it as
 * soon as the main thread is free.
 */
export async function settle(ms = 0): Promise<void> {
  let left = ms;
  do {
    const step = Math.min(STEP_MS, left);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
    left -= step;
  } while (left > 0);
}

export async function renderSlider(props: SliderModuleProps) {
  const api = createRef<SliderApi | null>();
  const { logger, lines } = memoryLogger();
  instantImages(logger);
  const view = render(<SliderModule logger={logger} {...props} ref={api} />);
  // The parser and the standard module are chunks loaded for real (dynamic imports): wait
  // until the module is on screen or has said why it is not, then let its phases settle.
  await vi.waitFor(
    () => {
      const shown = view.container.querySelector('.sr7-module, .sr7-fallback');
      if (!shown && !lines.some((l) => l.level === 'error')) throw new Error('not loaded yet');
    },
    { timeout: 5000, interval: 20 },
  );
  await settle();
  await settle();
  return { ...view, api, lines, logger };
}

/** The slide element on screen (the current one). */
export function shownSlide(container: HTMLElement): HTMLElement | null {
  const id = container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide;
  return container.querySelector<HTMLElement>(`[data-slide-id="${id}"]`);
}

/**
 * The lazily imported chunks, loaded ahead (in `beforeAll`), so the first test of a file does
 * not spend its time budget on transforming them.
 */
export async function preloadChunks(): Promise<void> {
  await Promise.all([
    import('../StandardModule.js'),
    import('../loadModule.js'),
    import('../../core/model/ParseModule.js'),
    import('../../core/data/DataClient.js'),
    // The demo module's tab template is module HTML: its sanitiser is a feature chunk.
    import('../html/htmlFeature.js'),
  ]);
}
