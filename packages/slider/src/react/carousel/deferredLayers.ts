import { useEffect } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import { fillDefaults } from '../../core/model/ExpandModule.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { whileIdle } from '../util/whileIdle.js';

/**
 * How long after the carousel starts the deferred layers begin to be read, in ms: not in the
 * idle gaps of the start-up's own frames, where they would make it longer.
 */
const READ_AFTER = 1000;

/** A module's read of its next text of deferred layers, from its preparation to its start. */
const reads = new WeakMap<SliderModule, () => boolean>();

/**
 * The carousel stage's `prepare`: the server sends a carousel's slides without their defaults,
 * filled in here, in the carousel's chunk, so no other page downloads the code (see `Stage`).
 * A large carousel's far slides' layers come as texts (`deferredSlides`), kept for later.
 */
export function prepareCarousel(module: SliderModule): void {
  const readNext = fillDefaults(module);
  if (readNext) reads.set(module, readNext);
}

/**
 * Once the engine runs (the carousel has started), reads the deferred layers in the page's
 * idle moments, so that no change of slide has to; a slide asked for before then reads its
 * own text at once.
 */
export function useDeferredLayers(module: SliderModule, engine: SliderEngine | null): void {
  useEffect(() => {
    const readNext = engine && reads.get(module);
    if (!readNext) return;
    reads.delete(module);
    let cancel = () => {};
    const later = setTimeout(() => {
      cancel = whileIdle(readNext);
    }, READ_AFTER);
    return () => {
      clearTimeout(later);
      cancel();
    };
  }, [module, engine]);
}
