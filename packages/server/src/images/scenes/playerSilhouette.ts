import { darken, lighten, mix } from '../color.js';
import { el, fmt, polygonPath } from '../svg.js';
import { drawBall } from './ball.js';
import { DotBatch } from './dots.js';
import { vignette } from './effects.js';
import { figure, type Pose } from './figure.js';
import type { SceneContext } from './types.js';

/**
 * Poster-style player: a big backlit silhouette in mid-action, a thin rim of light along its
 * edge, bold diagonal bands in the club colours, floodlight bokeh and a halftone texture.
 */
export function playerSilhouette({ c, rng, palette }: SceneContext): void {
  const s = c.s;
  const base = darken(mix(palette.primary, '#0a0f1e', 0.55), 0.2);
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, darken(base, 0.5)],
        [1, base],
      ]),
    }),
  );
  // Diagonal bands.
  const angle = rng.range(-28, -18);
  const bands = [palette.primary, palette.secondary, palette.accent];
  for (let i = 0; i < 3; i++) {
    const offset = (i - 1) * s * 0.22 + rng.range(-0.05, 0.05) * s;
    const width = s * rng.range(0.06, 0.16);
    c.add(
      el('rect', {
        x: -c.w,
        y: c.h / 2 + offset,
        width: c.w * 3,
        height: width,
        fill: bands[i]!,
        'fill-opacity': fmt(0.18 + i * 0.04),
        transform: `rotate(${fmt(angle)} ${fmt(c.w / 2)} ${fmt(c.h / 2)})`,
      }),
    );
  }
  // Halftone: a dot grid growing from one corner, the print-poster texture. Drawn as one dot path
  // (a <pattern> fill costs librsvg ten times more here).
  const halftone = new DotBatch();
  const step = s * 0.022;
  const corner = rng.chance(0.5) ? 0 : c.w;
  for (let y = step / 2; y < c.h; y += step) {
    for (let x = step / 2; x < c.w; x += step) {
      const t = 1 - Math.hypot(x - corner, c.h - y) / (c.s * 1.1);
      if (t > 0.05) halftone.add(x, y, step * 0.75 * t, '#ffffff', 0.07);
    }
  }
  c.add(halftone.toSvg());
  // Floodlight bokeh.
  const bokeh = rng.fork('bokeh');
  const discs: string[] = [];
  for (let i = 0; i < 26; i++) {
    discs.push(
      el('circle', {
        cx: bokeh.range(0, c.w),
        cy: bokeh.range(0, c.h * 0.45),
        r: s * bokeh.range(0.01, 0.045),
        fill: '#fff4d6',
        'fill-opacity': fmt(bokeh.range(0.08, 0.3)),
      }),
    );
  }
  c.add(discs.join(''));

  const pose: Pose = rng.pick(['kick', 'kick', 'celebrate', 'run', 'header'] as const);
  const groundY = c.h * 0.9;
  const height = Math.min(c.h * 0.74, c.w * 0.7);
  const facing = rng.chance(0.5) ? 1 : -1;
  const px = c.w * 0.5 - facing * height * 0.08;
  const light = lighten(palette.accent, 0.2);
  // Backlight halo.
  c.add(
    el('ellipse', {
      cx: px,
      cy: groundY - height * 0.55,
      rx: height * 0.7,
      ry: height * 0.7,
      fill: c.glow(light, 0.55),
    }),
  );
  // Ground: dark turf with a glowing edge.
  c.add(
    el('rect', { x: 0, y: groundY, width: c.w, height: c.h - groundY, fill: darken(base, 0.6) }),
    el('ellipse', { cx: px, cy: groundY, rx: c.w * 0.45, ry: s * 0.012, fill: c.glow(light, 0.8) }),
  );
  const dark = '#07090f';
  const rim = figure(
    px - height * 0.008,
    groundY - height * 0.006,
    height,
    pose,
    { shirt: '', shorts: '', socks: '', skin: '', silhouette: light },
    facing,
  );
  const body = figure(
    px,
    groundY,
    height,
    pose,
    { shirt: '', shorts: '', socks: '', skin: '', silhouette: dark },
    facing,
  );
  c.add(rim.svg, body.svg);

  const r = height * 0.07;
  if (pose === 'kick' || pose === 'run') {
    const [fx, fy] = body.foot;
    const bx = fx + facing * r * (pose === 'kick' ? 1.6 : 1.3);
    const by = pose === 'kick' ? fy - r * 0.6 : groundY - r;
    // Motion streaks trailing the ball.
    const streaks: string[] = [];
    for (let i = -1; i <= 1; i++) {
      streaks.push(
        `M${fmt(bx - facing * r * 1.2)} ${fmt(by + i * r * 0.5)}h${fmt(-facing * r * (3 - Math.abs(i)))}`,
      );
    }
    c.add(
      el('path', {
        d: streaks.join(''),
        stroke: '#ffffff',
        'stroke-opacity': 0.5,
        'stroke-width': r * 0.12,
        'stroke-linecap': 'round',
      }),
    );
    c.add(drawBall(c, bx, by, r, { shadow: false, rotation: rng.range(0, 6) }));
    // Turf spray kicked up by the strike.
    const spray = rng.fork('spray');
    const dots: string[] = [];
    for (let i = 0; i < 26; i++) {
      dots.push(
        `M${fmt(fx + spray.range(-1, 1) * r * 2.5)} ${fmt(groundY - spray.range(0, 1) * r * 2.5)}h0`,
      );
    }
    c.add(
      el('path', {
        d: dots.join(''),
        stroke: lighten(palette.grass, 0.2),
        'stroke-width': r * 0.14,
        'stroke-linecap': 'round',
      }),
    );
  } else if (pose === 'header') {
    const [hx, hy] = body.headTop;
    c.add(drawBall(c, hx + facing * r * 0.6, hy - r * 1.1, r, { shadow: false }));
  } else {
    // Celebration: confetti-like sparks around the raised arms.
    c.add(
      el('path', {
        d: polygonPath([
          [px - height * 0.6, 0],
          [px + height * 0.6, 0],
          [px + height * 0.1, groundY],
          [px - height * 0.1, groundY],
        ]),
        fill: c.linear([
          [0, light, 0.18],
          [1, light, 0],
        ]),
      }),
    );
  }
  vignette(c, 0.55);
}
