import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, type Point, polygonPath, type SvgCanvas } from '../svg.js';
import { drawConfetti } from './confetti.js';
import { vignette } from './effects.js';
import type { SceneContext } from './types.js';

/**
 * The trophy on a podium under spotlights, with confetti. Metal is a many-stop horizontal gradient:
 * dark edges, a bright band just off centre, which reads as a polished curved surface.
 */

type Metal = 'gold' | 'silver';

function metalStops(metal: Metal) {
  return metal === 'gold'
    ? ([
        [0, '#6b4a12'],
        [0.18, '#c8932a'],
        [0.34, '#ffe7a1'],
        [0.46, '#f0c257'],
        [0.72, '#a8741b'],
        [1, '#4f360b'],
      ] as const)
    : ([
        [0, '#5b6470'],
        [0.18, '#aab4c0'],
        [0.34, '#ffffff'],
        [0.46, '#d7dde5'],
        [0.72, '#8d97a4'],
        [1, '#3e4550'],
      ] as const);
}

function cup(
  c: SvgCanvas,
  cx: number,
  by: number,
  S: number,
  metal: Metal,
  accent: string,
): string {
  const fill = c.linear(metalStops(metal), { x1: 0, y1: 0, x2: 1, y2: 0 });
  const dark = metal === 'gold' ? '#3b2a08' : '#2b3038';
  const top = by - S;
  const parts: string[] = [];
  // Plinth: a dark block with a metal band and a colour ribbon.
  parts.push(
    el('rect', {
      x: cx - 0.22 * S,
      y: by - 0.13 * S,
      width: 0.44 * S,
      height: 0.13 * S,
      rx: 0.01 * S,
      fill: c.linear([
        [0, '#2a2d35'],
        [1, '#121419'],
      ]),
    }),
    el('rect', {
      x: cx - 0.22 * S,
      y: by - 0.085 * S,
      width: 0.44 * S,
      height: 0.022 * S,
      fill: accent,
    }),
    el('rect', {
      x: cx - 0.17 * S,
      y: by - 0.19 * S,
      width: 0.34 * S,
      height: 0.06 * S,
      rx: 0.01 * S,
      fill,
    }),
  );
  // Stem with a knot.
  parts.push(
    el('path', {
      d: `M${fmt(cx - 0.11 * S)} ${fmt(by - 0.19 * S)}C${fmt(cx - 0.04 * S)} ${fmt(by - 0.25 * S)} ${fmt(cx - 0.035 * S)} ${fmt(by - 0.33 * S)} ${fmt(cx - 0.05 * S)} ${fmt(by - 0.45 * S)}L${fmt(cx + 0.05 * S)} ${fmt(by - 0.45 * S)}C${fmt(cx + 0.035 * S)} ${fmt(by - 0.33 * S)} ${fmt(cx + 0.04 * S)} ${fmt(by - 0.25 * S)} ${fmt(cx + 0.11 * S)} ${fmt(by - 0.19 * S)}Z`,
      fill,
    }),
    el('ellipse', { cx, cy: by - 0.34 * S, rx: 0.065 * S, ry: 0.022 * S, fill }),
  );
  // Handles behind the bowl's edge.
  const handle = (side: 1 | -1) =>
    el('path', {
      d: `M${fmt(cx + side * 0.24 * S)} ${fmt(top + 0.08 * S)}C${fmt(cx + side * 0.44 * S)} ${fmt(top + 0.0 * S)} ${fmt(cx + side * 0.46 * S)} ${fmt(top + 0.3 * S)} ${fmt(cx + side * 0.13 * S)} ${fmt(top + 0.42 * S)}`,
      fill: 'none',
      stroke: fill,
      'stroke-width': 0.032 * S,
      'stroke-linecap': 'round',
    });
  parts.push(handle(-1), handle(1));
  // Bowl.
  parts.push(
    el('path', {
      d: `M${fmt(cx - 0.26 * S)} ${fmt(top)}C${fmt(cx - 0.26 * S)} ${fmt(top + 0.33 * S)} ${fmt(cx - 0.12 * S)} ${fmt(top + 0.5 * S)} ${fmt(cx)} ${fmt(top + 0.56 * S)}C${fmt(cx + 0.12 * S)} ${fmt(top + 0.5 * S)} ${fmt(cx + 0.26 * S)} ${fmt(top + 0.33 * S)} ${fmt(cx + 0.26 * S)} ${fmt(top)}Z`,
      fill,
    }),
    // An engraved band and a star on the front.
    el('path', {
      d: `M${fmt(cx - 0.245 * S)} ${fmt(top + 0.12 * S)}Q${fmt(cx)} ${fmt(top + 0.17 * S)} ${fmt(cx + 0.245 * S)} ${fmt(top + 0.12 * S)}`,
      fill: 'none',
      stroke: dark,
      'stroke-opacity': 0.35,
      'stroke-width': 0.008 * S,
    }),
    el('path', {
      d: polygonPath(star(cx, top + 0.27 * S, 0.06 * S, 0.025 * S)),
      fill: lighten(accent, 0.1),
      'fill-opacity': 0.9,
    }),
  );
  // Rim and the dark opening.
  parts.push(
    el('ellipse', {
      cx,
      cy: top,
      rx: 0.26 * S,
      ry: 0.04 * S,
      fill: c.linear(metalStops(metal), { x1: 1, y1: 0, x2: 0, y2: 0 }),
    }),
    el('ellipse', { cx, cy: top + 0.003 * S, rx: 0.235 * S, ry: 0.028 * S, fill: dark }),
  );
  // Specular streak.
  parts.push(
    el('path', {
      d: `M${fmt(cx - 0.19 * S)} ${fmt(top + 0.06 * S)}C${fmt(cx - 0.19 * S)} ${fmt(top + 0.25 * S)} ${fmt(cx - 0.12 * S)} ${fmt(top + 0.4 * S)} ${fmt(cx - 0.06 * S)} ${fmt(top + 0.47 * S)}`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.55,
      'stroke-width': 0.018 * S,
      'stroke-linecap': 'round',
    }),
  );
  return parts.join('');
}

/** A globe held by a tapering column: the "world cup" silhouette. */
function globeTrophy(
  c: SvgCanvas,
  cx: number,
  by: number,
  S: number,
  metal: Metal,
  accent: string,
): string {
  const fill = c.linear(metalStops(metal), { x1: 0, y1: 0, x2: 1, y2: 0 });
  const parts: string[] = [];
  parts.push(
    el('rect', {
      x: cx - 0.16 * S,
      y: by - 0.12 * S,
      width: 0.32 * S,
      height: 0.12 * S,
      rx: 0.015 * S,
      fill,
    }),
    el('rect', {
      x: cx - 0.16 * S,
      y: by - 0.09 * S,
      width: 0.32 * S,
      height: 0.03 * S,
      fill: accent,
    }),
  );
  // Two spiralling ribbons rising to cup the globe.
  for (const side of [-1, 1]) {
    parts.push(
      el('path', {
        d: `M${fmt(cx + side * 0.13 * S)} ${fmt(by - 0.12 * S)}C${fmt(cx + side * 0.02 * S)} ${fmt(by - 0.35 * S)} ${fmt(cx + side * 0.24 * S)} ${fmt(by - 0.55 * S)} ${fmt(cx + side * 0.2 * S)} ${fmt(by - 0.72 * S)}L${fmt(cx + side * 0.06 * S)} ${fmt(by - 0.66 * S)}C${fmt(cx + side * 0.1 * S)} ${fmt(by - 0.5 * S)} ${fmt(cx - side * 0.06 * S)} ${fmt(by - 0.32 * S)} ${fmt(cx)} ${fmt(by - 0.12 * S)}Z`,
        fill,
      }),
    );
  }
  const gy = by - 0.8 * S;
  const gr = 0.19 * S;
  parts.push(
    el('circle', {
      cx,
      cy: gy,
      r: gr,
      fill: c.radial(
        metalStops(metal).map(([o, col]) => [o, col] as const),
        { cx: 0.35, cy: 0.3, r: 0.9 },
      ),
    }),
  );
  // Continents suggested by meridian and parallel lines.
  parts.push(
    el('ellipse', {
      cx,
      cy: gy,
      rx: gr * 0.45,
      ry: gr,
      fill: 'none',
      stroke: '#000000',
      'stroke-opacity': 0.18,
      'stroke-width': gr * 0.04,
    }),
    el('ellipse', {
      cx,
      cy: gy,
      rx: gr,
      ry: gr * 0.35,
      fill: 'none',
      stroke: '#000000',
      'stroke-opacity': 0.18,
      'stroke-width': gr * 0.04,
    }),
    el('circle', {
      cx: cx - gr * 0.4,
      cy: gy - gr * 0.45,
      r: gr * 0.2,
      fill: '#ffffff',
      'fill-opacity': 0.6,
    }),
  );
  return parts.join('');
}

export function star(cx: number, cy: number, outer: number, inner: number, points = 5): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out;
}

function spotlights(c: SvgCanvas, rng: Rng, targetX: number, targetY: number, color: string) {
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const x = (c.w * (i + 0.5)) / count + rng.range(-0.05, 0.05) * c.w;
    const spread = c.s * rng.range(0.12, 0.2);
    c.add(
      el('path', {
        d: polygonPath([
          [x - c.s * 0.02, 0],
          [x + c.s * 0.02, 0],
          [targetX + spread, targetY],
          [targetX - spread, targetY],
        ]),
        fill: c.linear([
          [0, color, 0.35],
          [1, color, 0],
        ]),
      }),
    );
  }
}

export function trophy({ c, rng, palette }: SceneContext): void {
  const metal: Metal = rng.chance(0.7) ? 'gold' : 'silver';
  const bg = mix(palette.primary, '#05070d', 0.72);
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, darken(bg, 0.4)],
        [0.7, bg],
        [1, darken(bg, 0.2)],
      ]),
    }),
  );
  const floorY = c.h * (c.h > c.w ? 0.72 : 0.8);
  const S = Math.min(c.h * 0.62, c.w * 0.62);
  const cx = c.w / 2 + (c.w > c.h * 1.4 ? rng.range(-0.12, 0.12) * c.w : 0);
  const podiumTop = floorY - c.s * 0.04;

  spotlights(c, rng.fork('spots'), cx, podiumTop, metal === 'gold' ? '#fff1c4' : '#e6efff');
  c.add(
    el('ellipse', {
      cx,
      cy: podiumTop - S * 0.5,
      rx: S * 0.75,
      ry: S * 0.75,
      fill: c.glow(metal === 'gold' ? '#ffd46b' : '#cfe0ff', 0.55),
    }),
  );
  // Floor and podium: a stage with a lit top edge.
  c.add(
    el('rect', {
      x: 0,
      y: floorY,
      width: c.w,
      height: c.h - floorY,
      fill: c.linear([
        [0, darken(bg, 0.1)],
        [1, darken(bg, 0.55)],
      ]),
    }),
  );
  const pw = S * 0.9;
  c.add(
    el('rect', {
      x: cx - pw / 2,
      y: podiumTop,
      width: pw,
      height: c.h - podiumTop,
      fill: c.linear([
        [0, '#262a33'],
        [1, '#0d0f14'],
      ]),
    }),
    el('ellipse', { cx, cy: podiumTop, rx: pw / 2, ry: c.s * 0.018, fill: '#3a3f4b' }),
    el('ellipse', {
      cx,
      cy: podiumTop,
      rx: pw * 0.35,
      ry: c.s * 0.012,
      fill: c.glow(metal === 'gold' ? '#ffd46b' : '#ffffff', 0.8),
    }),
  );
  const draw = rng.chance(0.65) ? cup : globeTrophy;
  c.add(
    draw(
      c,
      cx,
      podiumTop,
      S,
      metal,
      palette.primary === '#1d1d1f' ? palette.accent : palette.primary,
    ),
  );
  drawConfetti(
    c,
    rng.fork('confetti'),
    [palette.primary, palette.secondary, palette.accent, '#ffd166', '#ffffff'],
    Math.round((c.w * c.h) / 22000),
  );
  vignette(c, 0.55);
}
