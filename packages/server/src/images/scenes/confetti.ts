import type { Rng } from '../prng.js';
import { el, fmt, type SvgCanvas } from '../svg.js';

/** Falling paper confetti: small rotated strips, larger and crisper toward the viewer. */
export function drawConfetti(
  c: SvgCanvas,
  rng: Rng,
  colors: readonly string[],
  count: number,
): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const depth = rng.range(0.3, 1);
    const w = c.s * 0.012 * depth;
    const h = w * rng.range(0.35, 0.6);
    const x = rng.range(0, c.w);
    const y = rng.range(0, c.h * 0.92);
    parts.push(
      el('rect', {
        x: x - w / 2,
        y: y - h / 2,
        width: w,
        height: h,
        fill: rng.pick(colors),
        'fill-opacity': fmt(0.45 + depth * 0.55),
        transform: `rotate(${fmt(rng.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  c.add(parts.join(''));
}
