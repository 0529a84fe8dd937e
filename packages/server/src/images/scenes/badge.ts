import { darken, lighten, mix } from '../color.js';
import { el, fmt, type Point, polygonPath, type SvgCanvas } from '../svg.js';
import { drawBall } from './ball.js';
import { vignette } from './effects.js';
import { star } from './trophy.js';
import type { SceneContext } from './types.js';

/**
 * A league badge: round (even variants) or shield (odd), metal rim, stars, a ball at the centre
 * and a ribbon, on a ray burst. No lettering: the raster must not depend on installed fonts.
 */

function shieldPath(cx: number, cy: number, w: number, h: number): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const y1 = cy + h / 2;
  return `M${fmt(cx)} ${fmt(y0)}Q${fmt(cx + w * 0.3)} ${fmt(y0 + h * 0.06)} ${fmt(x1)} ${fmt(y0 + h * 0.04)}V${fmt(y0 + h * 0.45)}C${fmt(x1)} ${fmt(y0 + h * 0.75)} ${fmt(cx + w * 0.2)} ${fmt(y1 - h * 0.08)} ${fmt(cx)} ${fmt(y1)}C${fmt(cx - w * 0.2)} ${fmt(y1 - h * 0.08)} ${fmt(x0)} ${fmt(y0 + h * 0.75)} ${fmt(x0)} ${fmt(y0 + h * 0.45)}V${fmt(y0 + h * 0.04)}Q${fmt(cx - w * 0.3)} ${fmt(y0 + h * 0.06)} ${fmt(cx)} ${fmt(y0)}Z`;
}

function rays(c: SvgCanvas, cx: number, cy: number, color: string) {
  const n = 24;
  const r = Math.hypot(c.w, c.h);
  const d: string[] = [];
  for (let i = 0; i < n; i += 2) {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = ((i + 1) / n) * Math.PI * 2;
    d.push(
      polygonPath([
        [cx, cy],
        [cx + Math.cos(a0) * r, cy + Math.sin(a0) * r],
        [cx + Math.cos(a1) * r, cy + Math.sin(a1) * r],
      ]),
    );
  }
  c.add(el('path', { d: d.join(''), fill: color, 'fill-opacity': 0.06 }));
}

function ribbon(c: SvgCanvas, cx: number, y: number, w: number, h: number, color: string): string {
  const tail = h * 0.9;
  const body = polygonPath([
    [cx - w / 2, y],
    [cx + w / 2, y],
    [cx + w / 2 - h * 0.12, y + h],
    [cx - w / 2 + h * 0.12, y + h],
  ]);
  const left: Point[] = [
    [cx - w / 2 + h * 0.1, y + h * 0.3],
    [cx - w / 2 - tail, y + h * 0.3],
    [cx - w / 2 - tail * 0.6, y + h * 0.8],
    [cx - w / 2 - tail, y + h * 1.3],
    [cx - w / 2 + h * 0.2, y + h * 1.3],
  ];
  const right: Point[] = left.map(([x, yy]) => [2 * cx - x, yy]);
  return (
    el('path', { d: polygonPath(left) + polygonPath(right), fill: darken(color, 0.35) }) +
    el('path', {
      d: body,
      fill: c.linear([
        [0, lighten(color, 0.15)],
        [1, darken(color, 0.1)],
      ]),
    }) +
    el('path', {
      d: `M${fmt(cx - w * 0.4)} ${fmt(y + h / 2)}H${fmt(cx + w * 0.4)}`,
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': h * 0.06,
      'stroke-dasharray': `${fmt(h * 0.2)} ${fmt(h * 0.15)}`,
    })
  );
}

export function leagueBadge({ c, rng, palette, variant }: SceneContext): void {
  const bg = darken(palette.primary, 0.35);
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.radial(
        [
          [0, lighten(bg, 0.15)],
          [1, darken(bg, 0.55)],
        ],
        { r: 0.7 },
      ),
    }),
  );
  const cx = c.w / 2;
  const cy = c.h / 2 - c.s * 0.02;
  rays(c, cx, cy, '#ffffff');
  const R = c.s * 0.33;
  const metal = c.linear(
    rng.chance(0.6)
      ? [
          [0, '#fff0b8'],
          [0.35, '#d9a93b'],
          [0.65, '#f7d77a'],
          [1, '#8a6016'],
        ]
      : [
          [0, '#ffffff'],
          [0.35, '#aeb7c2'],
          [0.65, '#e6ebf0'],
          [1, '#5c6672'],
        ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const inner = c.radial(
    [
      [0, lighten(palette.primary, 0.2)],
      [1, darken(palette.primary, 0.25)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.8 },
  );
  const glow = el('circle', {
    cx,
    cy,
    r: R * 1.6,
    fill: c.glow(lighten(palette.accent, 0.3), 0.4),
  });
  c.add(glow);
  const parts: string[] = [];
  if (variant % 2 === 0) {
    // Round badge: metal rim, a band with stars, the field with a ball.
    parts.push(
      el('circle', {
        cx: cx + R * 0.04,
        cy: cy + R * 0.07,
        r: R * 1.02,
        fill: '#000000',
        'fill-opacity': 0.35,
      }),
      el('circle', { cx, cy, r: R, fill: metal }),
      el('circle', {
        cx,
        cy,
        r: R * 0.9,
        fill: palette.secondary === '#f5f5f0' ? darken(palette.primary, 0.45) : palette.secondary,
      }),
      el('circle', { cx, cy, r: R * 0.66, fill: metal }),
      el('circle', { cx, cy, r: R * 0.62, fill: inner }),
    );
    const stars: string[] = [];
    const n = rng.pick([8, 10, 12]);
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (i / n) * Math.PI * 2;
      stars.push(
        polygonPath(
          star(cx + Math.cos(a) * R * 0.78, cy + Math.sin(a) * R * 0.78, R * 0.07, R * 0.03),
        ),
      );
    }
    parts.push(el('path', { d: stars.join(''), fill: lighten(palette.accent, 0.1) }));
    parts.push(drawBall(c, cx, cy, R * 0.4, { shadow: false, rotation: rng.range(0, 6) }));
    parts.push(
      ribbon(
        c,
        cx,
        cy + R * 0.62,
        R * 1.6,
        R * 0.26,
        palette.accent === '#ffffff' ? palette.secondary : palette.accent,
      ),
    );
  } else {
    // Shield: metal border, club stripes, a chief with three stars.
    const w = R * 1.7;
    const h = R * 2.05;
    const outer = shieldPath(cx, cy, w, h);
    const innerPath = shieldPath(cx, cy + h * 0.01, w * 0.88, h * 0.9);
    const clip = c.clip(el('path', { d: innerPath }));
    const stripes: string[] = [];
    const count = rng.pick([5, 7]);
    for (let i = 0; i < count; i++) {
      stripes.push(
        el('rect', {
          x: cx - w / 2 + (i * w) / count,
          y: cy - h / 2,
          width: w / count + 1,
          height: h,
          fill: i % 2 ? palette.secondary : palette.primary,
        }),
      );
    }
    parts.push(
      el('path', {
        d: shieldPath(cx + R * 0.05, cy + R * 0.08, w, h),
        fill: '#000000',
        'fill-opacity': 0.35,
      }),
      el('path', { d: outer, fill: metal }),
      el(
        'g',
        { 'clip-path': clip },
        stripes.join('') +
          el('rect', {
            x: cx - w / 2,
            y: cy - h / 2,
            width: w,
            height: h * 0.3,
            fill: darken(palette.primary, 0.35),
          }) +
          el('path', {
            d: [-1, 0, 1]
              .map((i) => polygonPath(star(cx + i * w * 0.2, cy - h * 0.27, R * 0.09, R * 0.04)))
              .join(''),
            fill: lighten(palette.accent, 0.1),
          }) +
          el('ellipse', {
            cx: cx - w * 0.15,
            cy: cy - h * 0.25,
            rx: w * 0.5,
            ry: h * 0.3,
            fill: '#ffffff',
            'fill-opacity': 0.1,
          }),
      ),
    );
    parts.push(
      el('circle', {
        cx,
        cy: cy + h * 0.08,
        r: R * 0.42,
        fill: mix(palette.primary, '#000000', 0.3),
        stroke: metal,
        'stroke-width': R * 0.04,
      }),
      drawBall(c, cx, cy + h * 0.08, R * 0.34, { shadow: false, rotation: rng.range(0, 6) }),
    );
  }
  c.add(parts.join(''));
  vignette(c, 0.45);
}
