import { darken, lighten } from '../color.js';
import type { Rng } from '../prng.js';
import { el, polygonPath, type SvgCanvas } from '../svg.js';
import { drawBall } from './ball.js';
import { figure, POSE_NAMES, type Pose, SKIN_TONES } from './figure.js';
import { grassStripes, type Mood, type Palette } from './palette.js';
import type { Camera } from './perspective.js';
import { PITCH, pitchLinesPath } from './pitchMarkings.js';

/**
 * The pitch seen from a stand: converging mowing stripes, markings, goals, players. Shared by the
 * stadium and training scenes; everything is placed in metres and projected by the camera.
 */

/** Depth of the halfway point across the pitch (pitch y = 0). */
const midZ = (cam: Camera) => (cam.zFar + cam.zNear) / 2;

/** Fills the ground from the far side of the pitch down, with mowing stripes. */
export function drawGrass(c: SvgCanvas, cam: Camera, palette: Palette, mood: Mood, backZ: number) {
  const [light, dark] = grassStripes(palette, mood);
  const [, groundTop] = cam.project(0, 0, backZ);
  c.add(el('rect', { x: 0, y: groundTop, width: c.w, height: c.h - groundTop, fill: dark }));
  const zFront = Math.max(4, cam.zNear - 30);
  const stripe = (PITCH.halfLength * 2) / 18;
  // Enough stripes to reach the canvas edges at the back, where the view is widest.
  const reach = c.w / 2 / cam.scale(backZ) + stripe;
  const first = Math.floor(-reach / stripe);
  const paths: string[] = [];
  for (let i = first; i * stripe < reach; i++) {
    if (i % 2 !== 0) continue;
    const x0 = i * stripe - stripe / 2;
    const x1 = x0 + stripe;
    paths.push(
      polygonPath([
        cam.project(x0, 0, backZ),
        cam.project(x1, 0, backZ),
        cam.project(x1, 0, zFront),
        cam.project(x0, 0, zFront),
      ]),
    );
  }
  c.add(el('path', { d: paths.join(''), fill: light }));
}

/** White lines, penalty spots, and both goals with their nets. */
export function drawMarkings(c: SvgCanvas, cam: Camera) {
  const mid = midZ(cam);
  const map = (x: number, y: number) => cam.project(x, 0, mid - y);
  c.add(
    el('path', {
      d: pitchLinesPath(map),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.85,
      'stroke-width': 0.14 * cam.scale(mid + 10),
      'stroke-linejoin': 'round',
    }),
  );
  for (const [x, z] of [
    [0, mid],
    [-41.5, mid],
    [41.5, mid],
  ] as const) {
    const [sx, sy] = cam.project(x, 0, z);
    c.add(
      el('ellipse', {
        cx: sx,
        cy: sy,
        rx: 0.25 * cam.scale(z),
        ry: 0.12 * cam.scale(z),
        fill: '#ffffff',
      }),
    );
  }
  for (const side of [-1, 1]) {
    const gx = side * PITCH.halfLength;
    const back = gx + side * 2;
    const posts = [mid - 3.66, mid + 3.66];
    const net = polygonPath([
      cam.project(gx, 2.44, posts[0]!),
      cam.project(gx, 2.44, posts[1]!),
      cam.project(back, 1.8, posts[1]!),
      cam.project(back, 0, posts[1]!),
      cam.project(back, 0, posts[0]!),
      cam.project(back, 1.8, posts[0]!),
    ]);
    const frame = polygonPath(
      [
        cam.project(gx, 0, posts[0]!),
        cam.project(gx, 2.44, posts[0]!),
        cam.project(gx, 2.44, posts[1]!),
        cam.project(gx, 0, posts[1]!),
      ],
      false,
    );
    c.add(
      el('path', {
        d: net,
        fill: '#ffffff',
        'fill-opacity': 0.22,
        stroke: '#ffffff',
        'stroke-opacity': 0.4,
        'stroke-width': 0.04 * cam.scale(mid),
      }),
      el('path', {
        d: frame,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 0.14 * cam.scale(mid),
      }),
    );
  }
}

/** LED advertising boards along the far touchline: coloured panels, brighter at night. */
export function drawBoards(c: SvgCanvas, cam: Camera, palette: Palette, mood: Mood, rng: Rng) {
  const z = cam.zFar + 3.5;
  const colors = [palette.primary, palette.accent, '#11151f', palette.secondary, '#1f6feb'];
  const parts: string[] = [];
  const reach = c.w / 2 / cam.scale(z) + 8;
  for (let x = -reach; x < reach; x += 8) {
    const color = rng.pick(colors);
    const fill = mood === 'night' ? lighten(color, 0.15) : color;
    parts.push(
      el('path', {
        d: polygonPath([
          cam.project(x, 0, z),
          cam.project(x + 8, 0, z),
          cam.project(x + 8, 0.9, z),
          cam.project(x, 0.9, z),
        ]),
        fill,
      }),
    );
    // A light stripe reads as a logo from afar.
    parts.push(
      el('path', {
        d: polygonPath([
          cam.project(x + 2, 0.35, z),
          cam.project(x + 6, 0.35, z),
          cam.project(x + 6, 0.55, z),
          cam.project(x + 2, 0.55, z),
        ]),
        fill: '#ffffff',
        'fill-opacity': 0.75,
      }),
    );
  }
  c.add(el('g', {}, parts.join('')));
}

export interface Team {
  shirt: string;
  shorts: string;
  socks: string;
}

export function teamsFor(palette: Palette): [Team, Team] {
  return [
    { shirt: palette.primary, shorts: palette.secondary, socks: palette.primary },
    { shirt: palette.secondary, shorts: darken(palette.primary, 0.3), socks: palette.secondary },
  ];
}

/** A handful of players in motion, a ball at someone's feet, shadows on the grass. */
export function drawPlayers(
  c: SvgCanvas,
  cam: Camera,
  palette: Palette,
  rng: Rng,
  options: { count: number; mood: Mood; poses?: readonly Pose[] },
) {
  const teams = teamsFor(palette);
  const mid = midZ(cam);
  const placed: { x: number; z: number; team: number }[] = [];
  for (let i = 0; i < options.count; i++) {
    placed.push({
      x: rng.range(-30, 30),
      z: mid + rng.range(-26, 26),
      team: i % 2,
    });
  }
  // Far players first so near ones overlap them.
  placed.sort((a, b) => b.z - a.z);
  const ballCarrier = rng.int(0, placed.length - 1);
  const shadowColor = '#000000';
  const out: string[] = [];
  placed.forEach((p, i) => {
    const k = cam.scale(p.z);
    const [sx, sy] = cam.project(p.x, 0, p.z);
    const height = 1.8 * k;
    out.push(
      el('ellipse', {
        cx: sx + (options.mood === 'day' ? height * 0.25 : 0),
        cy: sy,
        rx: height * (options.mood === 'day' ? 0.45 : 0.3),
        ry: height * 0.07,
        fill: shadowColor,
        'fill-opacity': options.mood === 'night' ? 0.28 : 0.35,
      }),
    );
    const team = teams[p.team]!;
    const pose = rng.pick(options.poses ?? POSE_NAMES.filter((n) => n !== 'celebrate'));
    const facing = rng.chance(0.5) ? 1 : -1;
    const f = figure(
      sx,
      sy,
      height,
      i === ballCarrier ? 'dribble' : pose,
      { ...team, skin: rng.pick(SKIN_TONES) },
      facing,
    );
    out.push(f.svg);
    if (i === ballCarrier) {
      const r = 0.22 * k;
      out.push(drawBall(c, f.foot[0] + facing * r * 1.6, sy - r, r, { shadow: true }));
    }
  });
  c.add(out.join(''));
}
