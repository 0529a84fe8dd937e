import { DEFAULTS } from './Defaults.js';

/**
 * Frame-rate monitor (spec 4.4): the renderer passes each animation frame's timestamp; every
 * 4000 ms window's average is checked, and `onLow` (the engine's `sr7.lowfps`) runs when a
 * window averages under 30 fps after one that did not, so a slow device is told once per
 * slow spell rather than every window. Frames after a gap longer than a window (a hidden tab)
 * start a new window instead of counting as one long, slow frame.
 */
export interface FrameRateOptions {
  /** Default 4000 ms. */
  window?: number;
  /** Default 30 fps. */
  threshold?: number;
  onLow: (fps: number) => void;
}

export interface FrameRate {
  frame(timeStamp: number): void;
  /** The last complete window's average, or null before the first. */
  fps(): number | null;
  reset(): void;
}

export function FrameRate(options: FrameRateOptions): FrameRate {
  const windowMs = options.window ?? DEFAULTS.frameRateWindow;
  const threshold = options.threshold ?? DEFAULTS.lowFps;
  let start: number | null = null;
  let last = 0;
  let frames = 0;
  let average: number | null = null;
  let low = false;

  function frame(timeStamp: number): void {
    if (start === null || timeStamp - last > windowMs) {
      start = timeStamp;
      last = timeStamp;
      frames = 0;
      return;
    }
    last = timeStamp;
    frames++;
    const span = timeStamp - start;
    if (span < windowMs) return;
    // Rounded to 0.1 fps so a steady 30 fps is not "low" by a floating-point hair.
    average = Math.round((frames * 10_000) / span) / 10;
    const isLow = average < threshold;
    if (isLow && !low) options.onLow(average);
    low = isLow;
    start = timeStamp;
    frames = 0;
  }

  return {
    frame,
    fps: () => average,
    reset: () => {
      start = null;
      frames = 0;
      low = false;
      average = null;
    },
  };
}
