import { type Clock, Timer } from './Clock.js';
import { DEFAULTS } from './Defaults.js';

/**
 * The scrubber (spec 3.1, 9.1, 9.5): dragging along it points at a slide, and the change is
 * asked for once the pointer has rested 0.2 s, so a fast drag across ten slides makes one
 * change, not ten. The renderer pauses the slideshow ("interaction") while the user scrubs.
 */
export interface ScrubberNavOptions {
  clock: Clock;
  /** Slides in navigation order. */
  count: () => number;
  /** Receives the 0-based navigation index to go to. */
  onChange: (index: number) => void;
  /** Default 200 ms. */
  debounce?: number;
}

export interface ScrubberNav {
  /** The pointer is at `fraction` (0 start – 1 end) of the scrubber; returns the index shown. */
  scrub(fraction: number): number;
  /** The drag ended: change now rather than after the debounce. */
  release(): void;
  cancel(): void;
}

export function ScrubberNav(options: ScrubberNavOptions): ScrubberNav {
  const timer = Timer(options.clock);
  const delay = options.debounce ?? DEFAULTS.scrubberDebounce;
  let pending: number | null = null;

  function indexAt(fraction: number): number {
    const count = Math.max(1, options.count());
    const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
    return Math.min(count - 1, Math.floor(f * count));
  }

  function fire(): void {
    timer.stop();
    if (pending === null) return;
    const index = pending;
    pending = null;
    options.onChange(index);
  }

  function scrub(fraction: number): number {
    const index = indexAt(fraction);
    if (index !== pending) {
      pending = index;
      timer.start(delay, fire);
    }
    return index;
  }

  return {
    scrub,
    release: fire,
    cancel: () => {
      pending = null;
      timer.stop();
    },
  };
}

/** The scrubber's drawn size at a container width: base 400 × 50, never wider than it. */
export function scrubberSize(containerWidth: number): { width: number; height: number } {
  const { width, height } = DEFAULTS.scrubber;
  const scale = containerWidth > 0 ? Math.min(1, containerWidth / width) : 1;
  return { width: width * scale, height: height * scale };
}
