import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, type Point, polygonPath, type SvgCanvas } from '../svg.js';
import { vignette } from './effects.js';
import { FORMATIONS } from './formations.js';
import { drawTopDownLines, type TopDownView, topDownView } from './topDownPitch.js';
import type { SceneContext } from './types.js';

/**
 * The coach's tactics board on a dressing-room wall: a framed green board, chalk-white pitch,
 * magnets for one side, marker crosses for the other, and runs and passes drawn as arrows.
 */

function fitBox(c: SvgCanvas, ratio: number, margin: number) {
  const maxW = c.w * (1 - margin * 2);
  const maxH = c.h * (1 - margin * 2.3);
  let w = maxW;
  let h = w / ratio;
  if (h > maxH) {
    h = maxH;
    w = h * ratio;
  }
  return { x: (c.w - w) / 2, y: (c.h - h) / 2 - c.h * margin * 0.25, w, h };
}

/** A hand-drawn arrow: quadratic curve, optionally dashed (a run) or solid (a pass). */
function arrow(
  from: Point,
  to: Point,
  bend: number,
  color: string,
  width: number,
  dashed: boolean,
) {
  const mx = (from[0] + to[0]) / 2;
  const my = (from[1] + to[1]) / 2;
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ctrl: Point = [mx - (dy / len) * bend, my + (dx / len) * bend];
  // Stop the line short of the tip so the head stays sharp.
  const tx = to[0] - ctrl[0];
  const ty = to[1] - ctrl[1];
  const tl = Math.hypot(tx, ty) || 1;
  const ux = tx / tl;
  const uy = ty / tl;
  const head = width * 4.2;
  const end: Point = [to[0] - ux * head * 0.8, to[1] - uy * head * 0.8];
  const line = el('path', {
    d: `M${fmt(from[0])} ${fmt(from[1])}Q${fmt(ctrl[0])} ${fmt(ctrl[1])} ${fmt(end[0])} ${fmt(end[1])}`,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-dasharray': dashed ? `${fmt(width * 2.6)} ${fmt(width * 2.2)}` : undefined,
  });
  const tip = el('path', {
    d: polygonPath([
      to,
      [to[0] - ux * head - uy * head * 0.55, to[1] - uy * head + ux * head * 0.55],
      [to[0] - ux * head + uy * head * 0.55, to[1] - uy * head - ux * head * 0.55],
    ]),
    fill: color,
  });
  return line + tip;
}

function magnet(c: SvgCanvas, [x, y]: Point, r: number, color: string) {
  return (
    el('circle', { cx: x + r * 0.18, cy: y + r * 0.28, r, fill: '#000000', 'fill-opacity': 0.35 }) +
    el('circle', {
      cx: x,
      cy: y,
      r,
      fill: c.radial(
        [
          [0, lighten(color, 0.35)],
          [0.7, color],
          [1, darken(color, 0.35)],
        ],
        { cx: 0.38, cy: 0.35, r: 0.7 },
      ),
    }) +
    el('circle', {
      cx: x,
      cy: y,
      r: r * 0.55,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.85,
      'stroke-width': r * 0.16,
    })
  );
}

function cross([x, y]: Point, size: number, color: string, width: number) {
  return el('path', {
    d: `M${fmt(x - size)} ${fmt(y - size)}L${fmt(x + size)} ${fmt(y + size)}M${fmt(x + size)} ${fmt(y - size)}L${fmt(x - size)} ${fmt(y + size)}`,
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    fill: 'none',
  });
}

function drawWall(c: SvgCanvas, rng: Rng, base: string) {
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, lighten(base, 0.08)],
        [1, darken(base, 0.25)],
      ]),
    }),
  );
  // Wall panels: faint vertical planks.
  const plank = c.w / rng.int(7, 11);
  const lines: string[] = [];
  for (let x = plank; x < c.w; x += plank) lines.push(`M${fmt(x)} 0V${fmt(c.h)}`);
  c.add(
    el('path', {
      d: lines.join(''),
      stroke: '#000000',
      'stroke-opacity': 0.12,
      'stroke-width': c.s * 0.004,
    }),
  );
  // A spotlight from above.
  c.add(
    el('ellipse', {
      cx: c.w / 2,
      cy: 0,
      rx: c.w * 0.7,
      ry: c.h * 0.8,
      fill: c.glow('#fff4dc', 0.25),
    }),
  );
}

export function tacticsBoard({ c, rng, palette }: SceneContext): void {
  drawWall(c, rng.fork('wall'), mix(palette.primary, '#1b1e26', 0.72));
  const upright = c.h > c.w;
  const box = fitBox(c, upright ? 0.7 : 1.5, 0.07);
  const frame = c.s * 0.022;

  // Soft shadow: a few stacked translucent offsets, cheaper than a blur filter.
  for (let i = 3; i >= 1; i--) {
    c.add(
      el('rect', {
        x: box.x - frame + i * frame * 0.3,
        y: box.y - frame + i * frame * 0.6,
        width: box.w + frame * 2,
        height: box.h + frame * 2,
        rx: frame,
        fill: '#000000',
        'fill-opacity': 0.12,
      }),
    );
  }
  const metal = c.linear([
    [0, '#e6e9ee'],
    [0.45, '#9aa3ae'],
    [0.55, '#c9ced6'],
    [1, '#6b7480'],
  ]);
  c.add(
    el('rect', {
      x: box.x - frame,
      y: box.y - frame,
      width: box.w + frame * 2,
      height: box.h + frame * 2,
      rx: frame,
      fill: metal,
    }),
  );
  const felt = darken(palette.grass, 0.25);
  c.add(
    el('rect', {
      ...box,
      width: box.w,
      height: box.h,
      fill: c.radial(
        [
          [0, lighten(felt, 0.12)],
          [1, darken(felt, 0.15)],
        ],
        { cx: 0.45, cy: 0.35, r: 0.8 },
      ),
    }),
  );

  const view: TopDownView = topDownView(box, { margin: 5 });
  drawTopDownLines(c, view, { opacity: 0.75, widthMetres: 0.35 });

  // Magnets for the home side, crosses for the opposition.
  const plan = rng.fork('plan');
  const home = plan.pick(FORMATIONS);
  const away = plan.pick(FORMATIONS);
  const r = view.k * 1.9;
  const homeAt = home.map(([x, y]) =>
    view.map(x * 0.9 + plan.range(-1.5, 1.5), y + plan.range(-1.5, 1.5)),
  );
  const awayAt = away.map(([x, y]) =>
    view.map(-x * 0.9 + 6 + plan.range(-1.5, 1.5), -y + plan.range(-1.5, 1.5)),
  );
  const ink = lighten(palette.accent, 0.1);
  const marks: string[] = [];
  for (const p of awayAt) marks.push(cross(p, r * 0.75, '#f4f4f0', r * 0.32));
  // Runs (dashed) and passes (solid) out of the home shape.
  const arrows: string[] = [];
  const count = plan.int(3, 5);
  for (let i = 0; i < count; i++) {
    const from = homeAt[plan.int(4, 10)]!;
    const fwd = view.upright ? [0, -1] : [1, 0];
    const dist = view.k * plan.range(12, 24);
    const side = view.k * plan.range(-12, 12);
    const to: Point = [
      from[0] + fwd[0]! * dist + (view.upright ? side : 0),
      from[1] + fwd[1]! * dist + (view.upright ? 0 : side),
    ];
    arrows.push(
      arrow(
        [from[0] + fwd[0]! * r * 1.3, from[1] + fwd[1]! * r * 1.3],
        to,
        view.k * plan.range(-8, 8),
        ink,
        r * 0.24,
        plan.chance(0.6),
      ),
    );
  }
  c.add(marks.join(''), arrows.join(''));
  c.add(homeAt.map((p, i) => magnet(c, p, r, i === 0 ? palette.accent : palette.primary)).join(''));

  // Glare across the board's glossy surface.
  c.add(
    el('path', {
      d: polygonPath([
        [box.x + box.w * 0.55, box.y],
        [box.x + box.w * 0.75, box.y],
        [box.x + box.w * 0.45, box.y + box.h],
        [box.x + box.w * 0.25, box.y + box.h],
      ]),
      fill: '#ffffff',
      'fill-opacity': 0.05,
    }),
  );
  // Marker tray and a pen.
  const trayY = box.y + box.h + frame;
  c.add(
    el('rect', {
      x: box.x + box.w * 0.1,
      y: trayY,
      width: box.w * 0.8,
      height: frame * 1.4,
      rx: frame * 0.4,
      fill: metal,
    }),
  );
  const penL = c.s * 0.16;
  const penX = box.x + box.w * plan.range(0.3, 0.6);
  const penY = trayY - frame * 0.55;
  c.add(
    el(
      'g',
      { transform: `rotate(${fmt(plan.range(-4, 4))} ${fmt(penX)} ${fmt(penY)})` },
      el('rect', {
        x: penX,
        y: penY,
        width: penL,
        height: frame * 0.9,
        rx: frame * 0.45,
        fill: '#f2f2f2',
      }) +
        el('rect', {
          x: penX + penL * 0.72,
          y: penY,
          width: penL * 0.28,
          height: frame * 0.9,
          rx: frame * 0.45,
          fill: ink,
        }),
    ),
  );
  vignette(c, 0.45);
}
