import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, polygonPath, type SvgCanvas } from '../svg.js';
import { vignette } from './effects.js';
import type { Mood, Palette, Sky } from './palette.js';
import { drawSky } from './sky.js';
import type { SceneContext } from './types.js';

/**
 * Match night in the city: layered skyline (hazy far, crisp near), the stadium glowing in the
 * middle with beams into the sky, a TV tower, and the river mirroring the lights.
 */

/** Windows of one colour as one path of little rectangles: hundreds of windows, one element. */
class WindowBatch {
  private readonly byColor = new Map<string, string[]>();
  add(x: number, y: number, w: number, h: number, color: string) {
    let list = this.byColor.get(color);
    if (!list) {
      list = [];
      this.byColor.set(color, list);
    }
    list.push(`M${fmt(x)} ${fmt(y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}Z`);
  }
  toSvg(opacity = 1) {
    return [...this.byColor]
      .map(([color, d]) =>
        el('path', {
          d: d.join(''),
          fill: color,
          'fill-opacity': opacity === 1 ? undefined : opacity,
        }),
      )
      .join('');
  }
}

function skylineLayer(
  c: SvgCanvas,
  rng: Rng,
  groundY: number,
  options: {
    minH: number;
    maxH: number;
    color: string;
    windows?: { lit: number; colors: readonly string[]; dim: string };
  },
) {
  const s = c.s;
  // Heights follow the frame's height a little further than widths do, so a portrait crop gets
  // towers rather than a thin strip of rooftops.
  const tall = Math.min(c.h, c.w * 1.2);
  const shapes: string[] = [];
  const windows = new WindowBatch();
  let x = -rng.range(0, s * 0.05);
  while (x < c.w) {
    const w = s * rng.range(0.05, 0.12);
    const h = tall * rng.range(options.minH, options.maxH);
    const top = groundY - h;
    const kind = rng.pick(['flat', 'flat', 'step', 'spire', 'slant', 'antenna'] as const);
    shapes.push(`M${fmt(x)} ${fmt(groundY)}V${fmt(top)}H${fmt(x + w)}V${fmt(groundY)}Z`);
    if (kind === 'step')
      shapes.push(
        `M${fmt(x + w * 0.2)} ${fmt(top)}V${fmt(top - h * 0.12)}H${fmt(x + w * 0.8)}V${fmt(top)}Z`,
      );
    if (kind === 'spire')
      shapes.push(
        polygonPath([
          [x + w * 0.3, top],
          [x + w / 2, top - h * 0.3],
          [x + w * 0.7, top],
        ]),
      );
    if (kind === 'slant')
      shapes.push(
        polygonPath([
          [x, top],
          [x + w, top - h * 0.15],
          [x + w, top],
        ]),
      );
    if (kind === 'antenna')
      shapes.push(
        `M${fmt(x + w / 2 - s * 0.002)} ${fmt(top)}V${fmt(top - h * 0.25)}h${fmt(s * 0.004)}V${fmt(top)}Z`,
      );
    if (options.windows) {
      const cell = s * 0.011;
      for (let wy = top + cell; wy < groundY - cell; wy += cell * 1.8) {
        for (let wx = x + cell * 0.8; wx < x + w - cell * 1.2; wx += cell * 1.6) {
          const on = rng.chance(options.windows.lit);
          windows.add(
            wx,
            wy,
            cell * 0.8,
            cell,
            on ? rng.pick(options.windows.colors) : options.windows.dim,
          );
        }
      }
    }
    x += w + s * rng.range(-0.01, 0.01);
  }
  c.add(el('path', { d: shapes.join(''), fill: options.color }), windows.toSvg());
}

function tvTower(
  c: SvgCanvas,
  x: number,
  groundY: number,
  height: number,
  color: string,
  light: string,
) {
  const s = c.s;
  const top = groundY - height;
  c.add(
    el('path', {
      d: polygonPath([
        [x - s * 0.012, groundY],
        [x + s * 0.012, groundY],
        [x + s * 0.004, top + height * 0.2],
        [x - s * 0.004, top + height * 0.2],
      ]),
      fill: color,
    }),
    el('circle', { cx: x, cy: top + height * 0.28, r: s * 0.024, fill: color }),
    el('path', {
      d: `M${fmt(x)} ${fmt(top + height * 0.25)}V${fmt(top)}`,
      stroke: color,
      'stroke-width': s * 0.004,
    }),
    el('circle', { cx: x, cy: top, r: s * 0.02, fill: c.glow('#ff4d4d', 0.8) }),
    el('circle', { cx: x, cy: top + height * 0.28, r: s * 0.05, fill: c.glow(light, 0.25) }),
  );
}

function stadium(
  c: SvgCanvas,
  rng: Rng,
  cx: number,
  groundY: number,
  width: number,
  palette: Palette,
  mood: Mood,
  sky: Sky,
) {
  const night = mood !== 'day';
  const h = width * 0.2;
  const top = groundY - h;
  // Beams first, so they rise behind the bowl.
  if (night) {
    for (let i = 0; i < 4; i++) {
      const bx = cx + (i - 1.5) * width * 0.28;
      const lean = rng.range(-0.25, 0.25) * width;
      c.add(
        el('path', {
          d: polygonPath([
            [bx - width * 0.015, top],
            [bx + width * 0.015, top],
            [bx + lean + width * 0.09, 0],
            [bx + lean - width * 0.09, 0],
          ]),
          fill: c.linear([
            [0, sky.light, 0],
            [1, sky.light, 0.22],
          ]),
        }),
      );
    }
    c.add(
      el('ellipse', { cx, cy: top, rx: width * 0.8, ry: h * 2.2, fill: c.glow(sky.light, 0.5) }),
    );
  }
  const shell = night ? darken(palette.primary, 0.55) : lighten('#c9d2de', 0.1);
  // The bowl: a flattened drum with a curved roof ring.
  c.add(
    el('path', {
      d: `M${fmt(cx - width / 2)} ${fmt(groundY)}L${fmt(cx - width * 0.47)} ${fmt(top + h * 0.25)}Q${fmt(cx)} ${fmt(top - h * 0.35)} ${fmt(cx + width * 0.47)} ${fmt(top + h * 0.25)}L${fmt(cx + width / 2)} ${fmt(groundY)}Z`,
      fill: c.linear([
        [0, lighten(shell, 0.1)],
        [1, darken(shell, 0.35)],
      ]),
    }),
    // Facade ribs in the club colour.
    el('path', {
      d: Array.from({ length: 13 }, (_, i) => {
        const x = cx - width * 0.45 + (i * width * 0.9) / 12;
        return `M${fmt(x)} ${fmt(groundY)}L${fmt(x + (x - cx) * 0.02)} ${fmt(top + h * 0.2 + (Math.abs(x - cx) / width) * h * 0.2)}`;
      }).join(''),
      stroke: night ? lighten(palette.primary, 0.1) : palette.primary,
      'stroke-width': width * 0.008,
      'stroke-opacity': 0.8,
    }),
    el('path', {
      d: `M${fmt(cx - width * 0.47)} ${fmt(top + h * 0.25)}Q${fmt(cx)} ${fmt(top - h * 0.35)} ${fmt(cx + width * 0.47)} ${fmt(top + h * 0.25)}`,
      fill: 'none',
      stroke: night ? '#fff2cc' : '#ffffff',
      'stroke-width': width * 0.012,
    }),
  );
  if (night) {
    // The glowing opening of the bowl above the roof line.
    c.add(
      el('ellipse', {
        cx,
        cy: top + h * 0.02,
        rx: width * 0.36,
        ry: h * 0.12,
        fill: c.glow('#fff8e0', 0.9),
      }),
    );
  }
}

export function citySkyline({ c, rng, palette }: SceneContext): void {
  const mood: Mood = rng.pick(['dusk', 'night', 'dusk', 'day'] as const);
  const night = mood === 'night';
  const water = rng.chance(0.6);
  const groundY = c.h * (water ? 0.74 : 0.86);
  const sky = drawSky(c, rng.fork('sky'), mood, palette, groundY);
  const far = mix(sky.haze, '#1b2030', 0.35);
  const s = c.s;
  skylineLayer(c, rng.fork('far'), groundY, {
    minH: 0.12,
    maxH: 0.3,
    color: mix(far, sky.haze, 0.35),
  });
  tvTower(
    c,
    c.w * rng.range(0.1, 0.9),
    groundY,
    Math.min(c.h, c.w * 1.2) * rng.range(0.45, 0.6),
    mix(far, sky.haze, 0.2),
    sky.light,
  );
  const sw = c.w > c.h ? Math.min(c.w * 0.5, s * 0.95) : c.w * 0.8;
  const mid = darken(mix(far, '#0d1220', night ? 0.6 : 0.3), 0.1);
  const lit = night ? 0.45 : mood === 'dusk' ? 0.3 : 0;
  skylineLayer(c, rng.fork('mid'), groundY, {
    minH: 0.08,
    maxH: 0.22,
    color: mid,
    windows: {
      lit,
      colors: ['#ffd98a', '#ffe9b8', '#9fd3ff'],
      dim: lighten(mid, mood === 'day' ? 0.25 : 0.06),
    },
  });
  stadium(c, rng.fork('stadium'), c.w * rng.range(0.35, 0.65), groundY, sw, palette, mood, sky);
  skylineLayer(c, rng.fork('near'), groundY, {
    minH: 0.03,
    maxH: 0.08,
    color: darken(mid, 0.35),
    windows: { lit: lit * 0.8, colors: ['#ffd98a'], dim: darken(mid, 0.3) },
  });
  if (water) {
    // River: the sky's colours flipped and darkened, with light streaks under the brightest spots.
    c.add(
      el('rect', {
        x: 0,
        y: groundY,
        width: c.w,
        height: c.h - groundY,
        fill: c.linear([
          [0, darken(sky.haze, 0.35)],
          [1, darken(sky.stops[0]![1], 0.3)],
        ]),
      }),
    );
    const ripples = rng.fork('ripples');
    const lines: string[] = [];
    for (let i = 0; i < 90; i++) {
      const y = ripples.range(groundY + s * 0.01, c.h);
      const w = s * ripples.range(0.02, 0.12);
      lines.push(`M${fmt(ripples.range(-w, c.w))} ${fmt(y)}h${fmt(w)}`);
    }
    c.add(
      el('path', {
        d: lines.join(''),
        stroke: sky.light,
        'stroke-opacity': night ? 0.35 : 0.25,
        'stroke-width': s * 0.004,
        'stroke-linecap': 'round',
      }),
    );
    // The embankment.
    c.add(el('rect', { x: 0, y: groundY, width: c.w, height: s * 0.012, fill: darken(mid, 0.45) }));
  } else {
    c.add(
      el('rect', { x: 0, y: groundY, width: c.w, height: c.h - groundY, fill: darken(mid, 0.5) }),
    );
  }
  if (!night) {
    // Birds: a few flat "v" strokes.
    const birds = rng.fork('birds');
    const d: string[] = [];
    for (let i = 0; i < birds.int(3, 7); i++) {
      const x = birds.range(0.1, 0.9) * c.w;
      const y = birds.range(0.1, 0.35) * groundY;
      const w = s * birds.range(0.008, 0.015);
      d.push(
        `M${fmt(x - w)} ${fmt(y - w * 0.4)}Q${fmt(x - w * 0.4)} ${fmt(y - w * 0.5)} ${fmt(x)} ${fmt(y)}Q${fmt(x + w * 0.4)} ${fmt(y - w * 0.5)} ${fmt(x + w)} ${fmt(y - w * 0.4)}`,
      );
    }
    c.add(
      el('path', {
        d: d.join(''),
        fill: 'none',
        stroke: '#1d2233',
        'stroke-width': s * 0.003,
        'stroke-linecap': 'round',
      }),
    );
  }
  vignette(c, 0.4);
}
