import { lighten } from '../color.js';
import type { Rng } from '../prng.js';
import { el, type SvgCanvas } from '../svg.js';
import { DotBatch } from './dots.js';
import { type Mood, type Palette, type Sky, skyFor } from './palette.js';

/** Fills the canvas with the mood's sky, plus stars and moon, or sun and clouds. */
export function drawSky(
  c: SvgCanvas,
  rng: Rng,
  mood: Mood,
  palette: Palette,
  /** Screen y of the horizon: the gradient is stretched down to it. */
  horizonY: number,
): Sky {
  const sky = skyFor(mood, palette);
  const fill = c.linear(
    sky.stops.map(([o, col]) => [o, col] as const),
    { x1: 0, y1: 0, x2: 0, y2: Math.max(1, horizonY), userSpace: true },
  );
  c.add(el('rect', { width: c.w, height: c.h, fill }));
  const s = c.s;
  if (mood === 'night') {
    const stars = new DotBatch();
    const count = Math.round((c.w * horizonY) / 9000);
    for (let i = 0; i < count; i++) {
      const y = rng.range(0, horizonY * 0.85);
      stars.add(
        rng.range(0, c.w),
        y,
        rng.range(1.5, 4.5) * (s / 1350),
        '#ffffff',
        rng.pick([0.35, 0.6, 0.9]),
      );
    }
    c.add(stars.toSvg());
    if (rng.chance(0.7)) {
      const mx = rng.range(0.1, 0.9) * c.w;
      const my = rng.range(0.08, 0.3) * horizonY + s * 0.04;
      const mr = s * 0.035;
      c.add(
        el('circle', { cx: mx, cy: my, r: mr * 5, fill: c.glow('#cfd8ff', 0.35) }),
        el('circle', { cx: mx, cy: my, r: mr, fill: '#f4f1e6' }),
      );
    }
  } else {
    const sunX = rng.range(0.15, 0.85) * c.w;
    const sunY =
      mood === 'dusk' ? horizonY * rng.range(0.62, 0.85) : horizonY * rng.range(0.12, 0.35);
    const sunR = s * (mood === 'dusk' ? 0.07 : 0.045);
    c.add(
      el('circle', { cx: sunX, cy: sunY, r: sunR * 7, fill: c.glow(sky.light, 0.55) }),
      el('circle', { cx: sunX, cy: sunY, r: sunR, fill: lighten(sky.light, 0.5) }),
    );
    drawClouds(c, rng, horizonY, mood === 'dusk' ? '#f3c1b0' : '#ffffff');
  }
  return sky;
}

/** Flat cartoon clouds: a few overlapping circles over a flat base, lit from above. */
export function drawClouds(c: SvgCanvas, rng: Rng, horizonY: number, color: string): void {
  const count = rng.int(2, 5);
  const s = c.s;
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.05, 1.05) * c.w;
    const y = rng.range(0.1, 0.7) * horizonY;
    const size = s * rng.range(0.05, 0.1);
    const shade = c.linear([
      [0, color, 0.95],
      [1, color, 0.55],
    ]);
    const bumps: string[] = [];
    const n = rng.int(3, 5);
    for (let b = 0; b < n; b++) {
      const bx = x + (b - (n - 1) / 2) * size * 0.9;
      const r = size * rng.range(0.55, 1);
      bumps.push(el('circle', { cx: bx, cy: y - r * 0.3, r }));
    }
    bumps.push(
      el('rect', {
        x: x - (n / 2) * size * 0.9,
        y: y - size * 0.2,
        width: n * size * 0.9,
        height: size * 0.6,
        rx: size * 0.3,
      }),
    );
    c.add(el('g', { fill: shade, opacity: 0.9 }, bumps.join('')));
  }
}
