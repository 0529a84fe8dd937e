import { startTransition } from 'react';
import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import type { Logger } from '../../core/Messages.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { whenIdle } from '../util/whenIdle.js';
import { pageImageQueue, prepareSlide } from './pageImages.js';

/**
 * Filling ahead: while a standard module rests, the slides a reader may go to next are filled
 * (rendered with their layers and pictures, hidden) one by one in the page's idle moments, so a
 * change mounts nothing and fetches nothing: the slide it shows is already in the page.
 *
 * Why ahead, and not at the change: measured with `npm run bench:drops`, a change that mounts
 * the arriving slide's layers or sets its picture's `src` (even from the cache: the decode and
 * the first layout of that picture) drops frames at its start; done while the module rests,
 * the same work is spread over idle moments and a change costs what Swiper's does.
 *
 * Its own chunk, loaded at the module's first rest: nothing of it is needed to show the module.
 */

/** At most this many slides are kept filled around the one on screen (it included). */
export const FILL_LIMIT = 12;

/** On a connection that asks to save data, or a slow one: the neighbours only. */
export const SAVE_DATA_LIMIT = 3;

/** The Network Information API's part read here (Chromium's `navigator.connection`). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * How many slides to keep filled: the neighbours only when the reader's browser says data is
 * to be saved (`Save-Data`) or the connection is 3G or slower, where pictures for slides the
 * reader may never open cost money or time; otherwise `FILL_LIMIT`.
 */
export function fillLimit(connection: ConnectionInfo | undefined): number {
  const slow = /2g|3g/.test(connection?.effectiveType ?? '');
  return connection?.saveData || slow ? SAVE_DATA_LIMIT : FILL_LIMIT;
}

/**
 * The slides to fill, first to last: the one on screen, the one the engine goes to next, the
 * one the reader came from, then outward from the current one in play order (next, previous,
 * the one after next…), at most `limit`.
 */
export function fillOrder(
  snapshot: Pick<EngineSnapshot, 'current' | 'next' | 'previous' | 'play'>,
  limit: number,
): string[] {
  const { current, play } = snapshot;
  const order = new Set([current]);
  for (const id of [snapshot.next, snapshot.previous]) if (id !== null) order.add(id);
  const at = Math.max(0, play.indexOf(current));
  for (let step = 1; step < play.length && order.size < limit; step++) {
    order.add(play[(at + step) % play.length] as string);
    if (order.size < limit) order.add(play[(at - step + play.length) % play.length] as string);
  }
  return [...order].slice(0, limit);
}

export interface FillAheadOptions {
  engine: SliderEngine;
  snapshot: EngineSnapshot;
  slides: ReadonlyMap<string, Slide>;
  logger: Logger;
  /** The slides filled as the module came to rest (the module's state). */
  filled: readonly (string | null)[];
  /** The module's filled slides (a React state setter). */
  set: (update: (filled: readonly (string | null)[]) => readonly (string | null)[]) => void;
  /** The reader's connection; `navigator.connection` when not given. */
  connection?: ConnectionInfo | undefined;
  /** Waits for an idle moment; `whenIdle` when not given. Returns a cancel. */
  idle?: (fn: () => void) => () => void;
}

/**
 * Fills the slides of `fillOrder` not filled yet, one at a time: each is prepared first (its
 * pictures through the page's image queue, five at a time, spec 4.12; the engine is told, so a
 * change to it starts at once), then, at the next idle moment, filled. Slides filled before
 * and still in the window stay as they are (no render for them); those out of it go with the
 * first fill. Returns a cancel: the module calls it when a change starts, so nothing of this
 * runs during a transition.
 */
export function fillAhead(options: FillAheadOptions): () => void {
  const { engine, slides, set, filled } = options;
  const idle = options.idle ?? whenIdle;
  const connection =
    'connection' in options
      ? options.connection
      : (globalThis.navigator as { connection?: ConnectionInfo } | undefined)?.connection;
  const order = fillOrder(options.snapshot, fillLimit(connection));
  const around = new Set<string | null>(order);
  // The first in the order is the slide on screen: shown, so filled already. It joins the
  // state with the first render, so that it stays filled once the reader has left it.
  const [current] = order as [string];
  const todo = order.slice(1).filter((id) => slides.has(id) && !filled.includes(id));
  const outdated = !filled.includes(current) || filled.some((id) => !around.has(id));
  const images = pageImageQueue(options.logger);
  let cancelled = false;
  let cancelIdle = () => {};

  /** Renders `id` filled (and the current one; those out of the window go), at low priority. */
  const render = (id: string) =>
    startTransition(() =>
      set((now) => {
        const kept = now.filter((f) => around.has(f));
        for (const add of new Set([current, id])) if (!kept.includes(add)) kept.push(add);
        return kept;
      }),
    );

  const step = (index: number) => {
    const id = todo[index];
    const slide = id === undefined ? undefined : slides.get(id);
    if (cancelled) return;
    if (id === undefined || !slide) {
      if (index === 0 && outdated) cancelIdle = idle(() => render(current));
      return;
    }
    engine.prepare(id);
    prepareSlide(slide, images).then(() => {
      if (cancelled) return;
      cancelIdle = idle(() => {
        render(id);
        step(index + 1);
      });
    });
  };
  step(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
