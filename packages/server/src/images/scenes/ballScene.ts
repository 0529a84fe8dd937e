import { darken, lighten, mix } from '../color.js';
import { el, fmt, polygonPath } from '../svg.js';
import { drawBall } from './ball.js';
import { vignette } from './effects.js';
import { grassStripes } from './palette.js';
import type { SceneContext } from './types.js';

/**
 * Close-up of the ball on the penalty spot, camera at grass level: the goal and a floodlit stand
 * dissolve into bokeh behind it. The shallow-depth-of-field look is faked with soft discs.
 */
export function ballScene({ c, rng, palette }: SceneContext): void {
  const night = rng.chance(0.6);
  const horizon = c.h * (c.h > c.w ? 0.5 : 0.55);
  const top = night ? '#060a16' : '#5d8fc4';
  const low = night ? mix(palette.primary, '#101830', 0.6) : '#c9dced';
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear(
        [
          [0, top],
          [1, low],
        ],
        { x1: 0, y1: 0, x2: 0, y2: horizon, userSpace: true },
      ),
    }),
  );

  // Stand and lights out of focus.
  const bokeh = rng.fork('bokeh');
  const standTop = horizon * 0.35;
  c.add(
    el('rect', {
      x: 0,
      y: standTop,
      width: c.w,
      height: horizon - standTop,
      fill: darken(mix(palette.primary, '#202634', 0.6), night ? 0.5 : 0.1),
      'fill-opacity': 0.9,
    }),
  );
  const lights = [
    night ? '#fff3d0' : '#ffffff',
    palette.primary,
    palette.secondary,
    palette.accent,
  ];
  const discs: string[] = [];
  for (let i = 0; i < Math.round(c.w / 40); i++) {
    const r = c.s * bokeh.range(0.01, 0.05);
    const color = bokeh.pick(lights);
    discs.push(
      el('circle', {
        cx: bokeh.range(0, c.w),
        cy: bokeh.range(standTop * 0.6, horizon),
        r,
        fill: lighten(color, 0.3),
        'fill-opacity': fmt(bokeh.range(0.12, 0.4)),
      }),
    );
  }
  c.add(discs.join(''));
  if (night) {
    for (let i = 0; i < 3; i++) {
      c.add(
        el('circle', {
          cx: c.w * (0.15 + i * 0.35) + bokeh.range(-50, 50),
          cy: standTop * bokeh.range(0.3, 0.8),
          r: c.s * 0.22,
          fill: c.glow('#fff3d0', 0.6),
        }),
      );
    }
  }

  // The goal behind the ball, slightly soft: posts, crossbar, a net grid.
  const goalW = c.w * 0.72;
  const goalH = (horizon - standTop) * 0.95;
  const gx = c.w / 2 - goalW / 2 + rng.range(-0.1, 0.1) * c.w;
  const gy = horizon - goalH;
  const net: string[] = [];
  const cell = c.s * 0.028;
  for (let x = gx; x <= gx + goalW; x += cell) net.push(`M${fmt(x)} ${fmt(gy)}V${fmt(horizon)}`);
  for (let y = gy; y <= horizon; y += cell) net.push(`M${fmt(gx)} ${fmt(y)}H${fmt(gx + goalW)}`);
  c.add(
    el('rect', {
      x: gx,
      y: gy,
      width: goalW,
      height: goalH,
      fill: '#000000',
      'fill-opacity': 0.25,
    }),
    el('path', {
      d: net.join(''),
      stroke: '#ffffff',
      'stroke-opacity': 0.28,
      'stroke-width': c.s * 0.0025,
    }),
    el('path', {
      d: `M${fmt(gx)} ${fmt(horizon)}V${fmt(gy)}H${fmt(gx + goalW)}V${fmt(horizon)}`,
      fill: 'none',
      stroke: '#f4f6f8',
      'stroke-width': c.s * 0.016,
    }),
  );

  // Grass at eye level: converging stripes, darker toward the viewer's feet.
  const [light, dark] = grassStripes(palette, night ? 'night' : 'day');
  c.add(el('rect', { x: 0, y: horizon, width: c.w, height: c.h - horizon, fill: dark }));
  const vx = c.w / 2;
  const stripes: string[] = [];
  for (let i = -12; i < 12; i += 2) {
    const x0 = vx + i * c.w * 0.05;
    const x1 = vx + (i + 1) * c.w * 0.05;
    stripes.push(
      polygonPath([
        [x0, horizon],
        [x1, horizon],
        [vx + (x1 - vx) * 6, c.h],
        [vx + (x0 - vx) * 6, c.h],
      ]),
    );
  }
  c.add(el('path', { d: stripes.join(''), fill: light }));
  c.add(
    el('rect', {
      x: 0,
      y: horizon,
      width: c.w,
      height: c.h - horizon,
      fill: c.linear([
        [0, '#000000', 0],
        [1, '#000000', 0.45],
      ]),
    }),
  );
  // The six-yard line running across, in perspective.
  c.add(
    el('path', {
      d: polygonPath([
        [0, horizon + (c.h - horizon) * 0.12],
        [c.w, horizon + (c.h - horizon) * 0.1],
        [c.w, horizon + (c.h - horizon) * 0.13],
        [0, horizon + (c.h - horizon) * 0.155],
      ]),
      fill: '#ffffff',
      'fill-opacity': 0.8,
    }),
  );

  // The ball on its spot.
  const r = c.s * 0.16;
  const bx = c.w * (c.w > c.h ? rng.range(0.38, 0.62) : 0.5);
  const by = horizon + (c.h - horizon) * 0.48;
  c.add(
    el('ellipse', {
      cx: bx,
      cy: by + r * 0.9,
      rx: r * 0.55,
      ry: r * 0.12,
      fill: '#ffffff',
      'fill-opacity': 0.85,
    }),
  );
  c.add(
    drawBall(c, bx, by, r, {
      rotation: rng.range(0, Math.PI),
      panel: rng.chance(0.7) ? '#1b1f2a' : darken(palette.primary, 0.1),
    }),
  );

  // Blades of grass in front of the ball's base hide the contact line, like real turf.
  const blades = rng.fork('blades');
  const tufts: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = blades.range(0, c.w);
    const y =
      by +
      r * blades.range(0.75, 1.05) +
      blades.next() * (c.h - by) * (Math.abs(x - bx) < r * 1.2 ? 0.1 : 1);
    const h = c.s * blades.range(0.012, 0.03);
    const lean = blades.range(-0.4, 0.4) * h;
    tufts.push(
      polygonPath([
        [x - h * 0.08, y],
        [x + lean, y - h],
        [x + h * 0.08, y],
      ]),
    );
  }
  c.add(el('path', { d: tufts.join(''), fill: darken(light, 0.15) }));
  vignette(c, 0.55);
}
