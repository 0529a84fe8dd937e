/**
 * The progress bar (`pbar`) as pure functions of time: the renderer reads the slideshow's
 * progress on each animation frame and draws what these return, so nothing here re-renders.
 * Lengths along the bar are in px; circles are drawn as SVG strokes (dash arrays and offsets)
 * starting at 12 o'clock.
 */
export type ProgressShape = 'horizontal' | 'vertical' | 'cw' | 'ccw';

/**
 * Overall progress 0–1. `base: "slide"` fills once per slide; `base: "all"` fills once per loop
 * of the play order, the current slide's share added to the slides already shown.
 */
export function progressValue(
  base: 'slide' | 'all',
  slideProgress: number,
  index: number,
  count: number,
): number {
  const p = clamp01(slideProgress);
  if (base === 'slide' || count <= 1) return p;
  return clamp01((Math.max(0, Math.min(index, count - 1)) + p) / count);
}

/** The length of the bar's path: its width/height, or a circle's circumference. */
export function pathLength(shape: ProgressShape, size: { length: number; radius: number }): number {
  return shape === 'cw' || shape === 'ccw' ? 2 * Math.PI * size.radius : size.length;
}

/** One drawn piece of the bar: where it starts along the path, how long, how full (0–1). */
export interface ProgressSegment {
  start: number;
  length: number;
  fill: number;
}

/**
 * The pieces of the bar. Without gaps one piece; with gaps (`g`, base "all") one piece per
 * slide, `gap` px apart (a circle also leaves a gap between its last and first piece).
 */
export function progressSegments(
  value: number,
  total: number,
  options: { gaps: boolean; gap: number; count: number; closed: boolean },
): ProgressSegment[] {
  const v = clamp01(value);
  const n = options.gaps ? Math.max(1, Math.floor(options.count)) : 1;
  if (n === 1) return [{ start: 0, length: total, fill: v }];
  const gapCount = options.closed ? n : n - 1;
  const gap = Math.max(0, Math.min(options.gap, total / gapCount));
  const length = (total - gap * gapCount) / n;
  return Array.from({ length: n }, (_, i) => ({
    start: i * (length + gap),
    length,
    fill: clamp01(v * n - i),
  }));
}

/** CSS for a straight bar: a transform on the compositor, never a width change. */
export function barTransform(shape: 'horizontal' | 'vertical', fill: number): string {
  const f = clamp01(fill);
  return shape === 'horizontal' ? `scaleX(${f})` : `scaleY(${f})`;
}

/**
 * SVG stroke values for a filled arc along a circle. Clockwise grows from 12 o'clock to the
 * right (positive dash offset); counter-clockwise grows to the left (negative offset), so the
 * same circle element serves both.
 */
export function arcStroke(
  shape: 'cw' | 'ccw',
  circumference: number,
  segment: ProgressSegment,
): { dashArray: string; dashOffset: number } {
  const filled = segment.length * clamp01(segment.fill);
  const dashArray = `${round(filled)} ${round(Math.max(0, circumference - filled))}`;
  const dashOffset =
    shape === 'cw' ? round(-segment.start) : round(segment.start + filled - circumference);
  return { dashArray, dashOffset: dashOffset === 0 ? 0 : dashOffset };
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * `pbar.rev: "animate"`: instead of jumping to empty when a slide starts, the bar runs back
 * from where it stood. Feed it every frame's progress; it returns what to draw. A drop in
 * progress starts a rewind (ease-out over `duration` ms) that ends as soon as the real
 * progress catches up with it, so the new slide's time is never hidden.
 */
export function ProgressRewind(duration: number) {
  let shown = 0;
  let last = 0;
  let from = 0;
  let start = -1;
  return {
    draw(progress: number, now: number): number {
      // A drop in the real progress (not in what is drawn, which falls during a rewind).
      if (duration > 0 && progress < last - 0.001) {
        from = shown;
        start = now;
      }
      last = progress;
      let out = progress;
      if (start >= 0) {
        const t = Math.min(1, (now - start) / duration);
        const back = from * (1 - t) ** 2;
        if (t >= 1 || back <= progress) start = -1;
        else out = back;
      }
      shown = out;
      return out;
    },
  };
}
