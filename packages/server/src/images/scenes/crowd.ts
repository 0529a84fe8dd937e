import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, polygonPath, type SvgCanvas } from '../svg.js';
import { DotBatch } from './dots.js';
import { vignette } from './effects.js';
import type { Palette } from './palette.js';
import type { SceneContext } from './types.js';

/**
 * The terrace: rows of fans from the back of the stand to right in front of the lens, arms up,
 * scarves stretched overhead, flags, a flare glowing through its smoke. Rows fade into the haze
 * with distance; the front row is nearly a silhouette against the light.
 */

interface Row {
  /** Head radius in canvas units. */
  r: number;
  /** Screen y of the shoulders. */
  y: number;
  /** 0 = far, 1 = nearest. */
  depth: number;
}

function scarf(x0: number, x1: number, y: number, h: number, a: string, b: string): string {
  const n = Math.max(3, Math.round((x1 - x0) / (h * 1.2)));
  const seg = (x1 - x0) / n;
  const blocks: string[] = [];
  for (let i = 0; i < n; i++) {
    blocks.push(
      el('rect', {
        x: x0 + i * seg,
        y: y - h / 2,
        width: seg + 0.5,
        height: h,
        fill: i % 2 ? a : b,
      }),
    );
  }
  // Fringes at both ends.
  const fringe: string[] = [];
  for (const x of [x0, x1]) {
    for (let k = -2; k <= 2; k++)
      fringe.push(`M${fmt(x)} ${fmt(y + k * h * 0.18)}h${fmt((x === x0 ? -1 : 1) * h * 0.4)}`);
  }
  return blocks.join('') + el('path', { d: fringe.join(''), stroke: a, 'stroke-width': h * 0.08 });
}

function flag(x: number, y: number, size: number, a: string, b: string, rng: Rng): string {
  const pole = el('path', {
    d: `M${fmt(x)} ${fmt(y)}V${fmt(y - size * 1.9)}`,
    stroke: '#d9d9d9',
    'stroke-width': size * 0.04,
  });
  const w = size * 1.3;
  const h = size * 0.85;
  const top = y - size * 1.9;
  const wave = rng.range(0.1, 0.2) * h;
  const cloth = (x0: number, x1: number, color: string) =>
    el('path', {
      d: `M${fmt(x0)} ${fmt(top + ((x0 - x) / w) * wave)}Q${fmt((x0 + x1) / 2)} ${fmt(top - wave)} ${fmt(x1)} ${fmt(top + ((x1 - x) / w) * wave)}V${fmt(top + h + ((x1 - x) / w) * wave)}Q${fmt((x0 + x1) / 2)} ${fmt(top + h - wave)} ${fmt(x0)} ${fmt(top + h + ((x0 - x) / w) * wave)}Z`,
      fill: color,
    });
  return pole + cloth(x, x + w / 2, a) + cloth(x + w / 2, x + w, b);
}

function fan(
  x: number,
  row: Row,
  shirt: string,
  head: string,
  pose: 'down' | 'up' | 'one',
): string {
  const { r, y } = row;
  const sw = r * 3.1;
  const parts: string[] = [];
  // Shoulders and torso: a rounded-top block running out of the frame below.
  parts.push(
    el('path', {
      d: `M${fmt(x - sw / 2)} ${fmt(y + r * 4)}V${fmt(y + r * 0.6)}Q${fmt(x - sw / 2)} ${fmt(y - r * 0.2)} ${fmt(x - sw * 0.25)} ${fmt(y - r * 0.25)}H${fmt(x + sw * 0.25)}Q${fmt(x + sw / 2)} ${fmt(y - r * 0.2)} ${fmt(x + sw / 2)} ${fmt(y + r * 0.6)}V${fmt(y + r * 4)}Z`,
      fill: shirt,
    }),
  );
  const arm = (side: 1 | -1, up: boolean) => {
    const sx = x + side * sw * 0.38;
    const sy = y + r * 0.2;
    const ex = sx + side * r * (up ? 0.9 : 0.3);
    const ey = sy - r * (up ? 2 : -1.2);
    const hx = ex + side * r * (up ? 0.1 : 0.1);
    const hy = ey - r * (up ? 1.6 : -0.9);
    return el('path', {
      d: `M${fmt(sx)} ${fmt(sy)}L${fmt(ex)} ${fmt(ey)}L${fmt(hx)} ${fmt(hy)}`,
      fill: 'none',
      stroke: shirt,
      'stroke-width': r * 0.75,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  };
  if (pose === 'up') parts.push(arm(-1, true), arm(1, true));
  if (pose === 'one') parts.push(arm(1, true));
  parts.push(el('circle', { cx: x, cy: y - r * 1.05, r, fill: head }));
  return parts.join('');
}

function farStand(
  c: SvgCanvas,
  rng: Rng,
  top: number,
  bottom: number,
  palette: Palette,
  haze: string,
) {
  const dots = new DotBatch();
  const colors = [palette.primary, palette.primary, palette.secondary, '#2a2f3a', palette.accent];
  const rows = 14;
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = top + (bottom - top) * t;
    const size = c.s * (0.008 + 0.01 * t);
    for (let x = rng.range(0, size); x < c.w; x += size * 1.35) {
      if (rng.chance(0.9))
        dots.add(
          x,
          y + rng.range(-size * 0.2, size * 0.2),
          size,
          mix(rng.pick(colors), haze, 0.55 - 0.3 * t),
        );
    }
  }
  c.add(dots.toSvg());
}

export function crowd({ c, rng, palette }: SceneContext): void {
  const night = rng.chance(0.65);
  const haze = night ? '#2a3150' : '#a9b9cf';
  const bgTop = night ? '#070a14' : '#6b88ad';
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, bgTop],
        [1, mix(haze, palette.primary, 0.25)],
      ]),
    }),
  );
  const s = c.s;
  // Floodlights high above, burning through the haze.
  const lights = rng.fork('lights');
  for (let i = 0; i < 3; i++) {
    const x = c.w * (0.15 + 0.35 * i) + lights.range(-0.05, 0.05) * c.w;
    c.add(
      el('circle', {
        cx: x,
        cy: c.h * 0.04,
        r: s * 0.32,
        fill: c.glow(night ? '#fff3d6' : '#ffffff', night ? 0.7 : 0.4),
      }),
    );
  }
  farStand(c, rng.fork('far'), c.h * 0.1, c.h * 0.42, palette, haze);

  // Rows from far to near; each nearer row bigger, lower, less hazy.
  const rowCount = c.h > c.w ? 7 : 6;
  const rows: Row[] = [];
  for (let i = 0; i < rowCount; i++) {
    const t = i / (rowCount - 1);
    rows.push({ r: s * (0.022 + 0.05 * t * t), y: c.h * (0.4 + 0.58 * t ** 0.8), depth: t });
  }
  const fans = rng.fork('fans');
  const shirts = [
    palette.primary,
    palette.primary,
    palette.primary,
    palette.secondary,
    palette.secondary,
    '#f1f1f1',
    '#1b1d24',
    palette.accent,
  ];
  const heads = ['#3b2a20', '#5a3d2b', '#8a5a3b', '#c08a62', '#e0b08a', '#1f1f1f', '#d9c2a0'];
  const flareRow = fans.int(1, rowCount - 3);
  rows.forEach((row, index) => {
    const fade = night ? 0.55 * (1 - row.depth) : 0.45 * (1 - row.depth);
    // Near fans are backlit: darker, less saturated.
    const shade = (col: string) =>
      darken(mix(col, haze, fade), row.depth > 0.9 ? 0.45 : row.depth * 0.15);
    const spacing = row.r * 3.1;
    const parts: string[] = [];
    const overhead: string[] = [];
    let x = fans.range(-spacing, 0);
    while (x < c.w + spacing) {
      const pose = fans.pick(['down', 'down', 'up', 'one'] as const);
      const shirt = fans.pick(shirts);
      parts.push(
        fan(
          x + fans.range(-row.r * 0.3, row.r * 0.3),
          { ...row, y: row.y + fans.range(-row.r * 0.3, row.r * 0.3) },
          shade(shirt),
          shade(fans.pick(heads)),
          pose,
        ),
      );
      if (pose === 'up' && fans.chance(0.35)) {
        overhead.push(
          scarf(
            x - row.r * 2.2,
            x + row.r * 2.2,
            row.y - row.r * 3.6,
            row.r * 0.8,
            shade(palette.primary),
            shade(palette.secondary),
          ),
        );
      }
      if (fans.chance(0.04) && row.depth < 0.9) {
        overhead.push(
          flag(
            x + row.r,
            row.y - row.r * 2.5,
            row.r * 3,
            shade(palette.primary),
            shade(palette.secondary),
            fans,
          ),
        );
      }
      x += spacing * fans.range(0.85, 1.1);
    }
    c.add(parts.join(''), overhead.join(''));
    if (index === flareRow) {
      // A flare: hot core, red glow, a column of smoke drifting up.
      const fx = c.w * fans.range(0.2, 0.8);
      const fy = row.y - row.r * 3.2;
      const smoke: string[] = [];
      for (let k = 0; k < 7; k++) {
        smoke.push(
          el('circle', {
            cx: fx + fans.range(-1, 1) * row.r * 2 * k * 0.5,
            cy: fy - k * row.r * 2.2,
            r: row.r * (2 + k * 0.9),
            fill: '#e6c6cf',
            'fill-opacity': fmt(0.22 - k * 0.025),
          }),
        );
      }
      c.add(
        smoke.join(''),
        el('circle', { cx: fx, cy: fy, r: s * 0.28, fill: c.glow('#ff3b30', 0.75) }),
        el('circle', { cx: fx, cy: fy, r: s * 0.05, fill: c.glow('#fff2cc', 1) }),
        el('path', {
          d: polygonPath([
            [fx - row.r * 0.2, fy],
            [fx + row.r * 0.2, fy],
            [fx + row.r * 0.25, fy + row.r * 3],
            [fx - row.r * 0.25, fy + row.r * 3],
          ]),
          fill: '#2b2b2b',
        }),
      );
    }
  });
  // Haze catching the light over the whole terrace.
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, lighten(haze, 0.2), 0.15],
        [0.5, haze, 0],
        [1, '#000000', 0.2],
      ]),
    }),
  );
  vignette(c, 0.5);
}
