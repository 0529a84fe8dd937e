import { darken, lighten } from '../color.js';
import { el, fmt, polygonPath, type SvgCanvas } from '../svg.js';
import { drawBall } from './ball.js';
import { vignette } from './effects.js';
import { FORMATIONS } from './formations.js';
import { grassStripes } from './palette.js';
import { PITCH } from './pitchMarkings.js';
import { teamsFor } from './pitchView.js';
import {
  drawTopDownGrass,
  drawTopDownLines,
  type TopDownView,
  topDownView,
} from './topDownPitch.js';
import type { SceneContext } from './types.js';

/**
 * The drone shot: the pitch from straight above, two teams in shape, long afternoon shadows from
 * the stand roof. Some variants zoom on a penalty area for a tighter, more dramatic frame.
 */

/** A player from above: shoulders in the shirt colour, head, and a shadow cast by the sun. */
function playerFromAbove(
  view: TopDownView,
  x: number,
  y: number,
  heading: number,
  shirt: string,
  hair: string,
  sun: readonly [number, number],
): string {
  const [sx, sy] = view.map(x, y);
  // Exaggerated 2.4x: at true scale a player is a speck on a full-pitch frame.
  const k = view.k * 2.4;
  const angle = (heading * 180) / Math.PI + (view.upright ? -90 : 0);
  const rot = `rotate(${fmt(angle)} ${fmt(sx)} ${fmt(sy)})`;
  return (
    el('ellipse', {
      cx: sx + sun[0] * k * 0.9,
      cy: sy + sun[1] * k * 0.9,
      rx: k * 0.9,
      ry: k * 0.28,
      transform: `rotate(${fmt((Math.atan2(sun[1], sun[0]) * 180) / Math.PI)} ${fmt(sx + sun[0] * k * 0.9)} ${fmt(sy + sun[1] * k * 0.9)})`,
      fill: '#000000',
      'fill-opacity': 0.3,
    }) +
    el('ellipse', { cx: sx, cy: sy, rx: k * 0.24, ry: k * 0.46, fill: shirt, transform: rot }) +
    el('circle', { cx: sx, cy: sy, r: k * 0.15, fill: hair })
  );
}

/** Advertising boards ringing the grass, seen from above as thin coloured bars. */
function boardsRing(
  c: SvgCanvas,
  view: TopDownView,
  colors: readonly string[],
  pick: () => number,
) {
  const off = 7;
  const hl = PITCH.halfLength + off;
  const hw = PITCH.halfWidth + off;
  const parts: string[] = [];
  const seg = 10;
  const bar = (x0: number, y0: number, x1: number, y1: number) => {
    const [ax, ay] = view.map(x0, y0);
    const [bx, by] = view.map(x1, y1);
    parts.push(
      el('path', {
        d: polygonPath([
          [ax, ay],
          [bx, ay],
          [bx, by],
          [ax, by],
        ]),
        fill: colors[Math.floor(pick() * colors.length)]!,
      }),
    );
  };
  for (let x = -hl; x < hl; x += seg) {
    bar(x, -hw - 0.8, Math.min(hl, x + seg - 0.3), -hw);
    bar(x, hw, Math.min(hl, x + seg - 0.3), hw + 0.8);
  }
  for (let y = -hw; y < hw; y += seg) {
    bar(-hl - 0.8, y, -hl, Math.min(hw, y + seg - 0.3));
    bar(hl, y, hl + 0.8, Math.min(hw, y + seg - 0.3));
  }
  c.add(parts.join(''));
}

export function pitchAerial({ c, rng, palette }: SceneContext): void {
  const zoomed = rng.chance(0.35);
  const focusSide = rng.pick([-1, 1]);
  const view = topDownView(
    { x: 0, y: 0, w: c.w, h: c.h },
    zoomed ? { margin: 4, zoom: 1.9, focus: [focusSide * 36, rng.range(-6, 6)] } : { margin: 10 },
  );
  // Around the grass: the lower tier of the stands, rows of fans. Each row is a few dashed lines
  // with round caps (a dash of length 0 is a dot), offset so the colours mix: a few hundred
  // elements for ~20,000 fans, where a <pattern> fill took librsvg over a second at 1902 px.
  c.add(el('rect', { width: c.w, height: c.h, fill: '#232a38' }));
  const seats = rng.fork('seats');
  const fan = [palette.primary, palette.secondary, '#3b4459', palette.accent];
  const pitch = 0.62 * Math.max(4, view.k);
  const rows: string[] = [];
  const across = view.upright ? c.w : c.h;
  const along = view.upright ? c.h : c.w;
  for (let r = pitch / 2; r < across; r += pitch) {
    fan.forEach((color, i) => {
      const gap = pitch * (i + 2);
      const line = view.upright ? `M${fmt(r)} 0V${fmt(along)}` : `M0 ${fmt(r)}H${fmt(along)}`;
      rows.push(
        el('path', {
          d: line,
          stroke: color,
          'stroke-width': pitch * 0.7,
          'stroke-linecap': 'round',
          'stroke-dasharray': `0 ${fmt(gap)}`,
          'stroke-dashoffset': fmt(seats.range(0, gap)),
        }),
      );
    });
  }
  c.add(el('g', { 'stroke-opacity': 0.75 }, rows.join('')));
  // A concourse track between the stands and the grass.
  const [tx0, ty0] = view.map(-PITCH.halfLength - 10, -PITCH.halfWidth - 10);
  const [tx1, ty1] = view.map(PITCH.halfLength + 10, PITCH.halfWidth + 10);
  c.add(
    el('rect', {
      x: Math.min(tx0, tx1),
      y: Math.min(ty0, ty1),
      width: Math.abs(tx1 - tx0),
      height: Math.abs(ty1 - ty0),
      fill: '#3d4556',
      rx: view.k * 2,
    }),
  );
  const chequered = rng.chance(0.4);
  drawTopDownGrass(c, view, grassStripes(palette, 'day'), { surround: 6, chequered });
  boardsRing(
    c,
    view,
    [palette.primary, palette.accent, '#10131a', palette.secondary],
    rng.fork('boards').next,
  );
  drawTopDownLines(c, view);

  // Goals: posts on the line, the net behind.
  for (const side of [-1, 1]) {
    const gx = side * PITCH.halfLength;
    const [ax, ay] = view.map(gx, -3.66);
    const [bx, by] = view.map(gx + side * 2.2, 3.66);
    c.add(
      el('rect', {
        x: Math.min(ax, bx),
        y: Math.min(ay, by),
        width: Math.abs(bx - ax),
        height: Math.abs(by - ay),
        fill: '#ffffff',
        'fill-opacity': 0.35,
        stroke: '#ffffff',
        'stroke-width': Math.max(1.5, view.k * 0.15),
      }),
    );
  }

  // Sun from one side: every shadow falls the same way.
  const sunAngle = rng.range(0.3, 1.2) * (rng.chance(0.5) ? 1 : -1);
  const sun = [Math.cos(sunAngle), Math.sin(sunAngle)] as const;
  const teams = teamsFor(palette);
  const formations = rng.fork('formations');
  const shift = rng.range(-14, 14);
  const players: string[] = [];
  const hairs = ['#2b1d14', '#1a1a1a', '#6b4a2b', '#c9a066'];
  for (const [t, dir] of [
    [0, 1],
    [1, -1],
  ] as const) {
    const shape = formations.pick(FORMATIONS);
    const team = teams[t]!;
    shape.forEach(([fx, fy], i) => {
      const x = dir * fx + shift + formations.range(-3, 3);
      const y = dir * fy + formations.range(-3, 3);
      const keeper = i === 0;
      players.push(
        playerFromAbove(
          view,
          x,
          y,
          dir > 0 ? 0 : Math.PI,
          keeper ? palette.accent : team.shirt,
          formations.pick(hairs),
          sun,
        ),
      );
    });
  }
  c.add(players.join(''));
  const [bx, by] = view.map(shift + rng.range(-6, 6), rng.range(-10, 10));
  c.add(drawBall(c, bx, by, Math.max(6, view.k * 0.9), { shadow: true }));

  // The stand roof's shadow across one side of the pitch.
  const depth = c.h * rng.range(0.18, 0.38);
  const slant = c.h * rng.range(-0.1, 0.1);
  c.add(
    el('path', {
      d: polygonPath([
        [0, 0],
        [c.w, 0],
        [c.w, depth + slant],
        [0, depth - slant],
      ]),
      fill: darken('#0a1a2a', 0.2),
      'fill-opacity': 0.28,
    }),
  );
  // Warm light on the sunny side.
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, '#ffffff', 0],
        [1, lighten('#ffe8b0', 0.2), 0.12],
      ]),
    }),
  );
  vignette(c, 0.35);
}
