import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, polygonPath, type SvgCanvas } from '../svg.js';
import { drawBall } from './ball.js';
import { vignette } from './effects.js';
import { figure, SKIN_TONES } from './figure.js';
import type { Mood, Palette } from './palette.js';
import { type Camera, createCamera } from './perspective.js';
import { drawGrass, drawMarkings, teamsFor } from './pitchView.js';
import { drawSky } from './sky.js';
import type { SceneContext } from './types.js';

/**
 * The training ground: a low camera on the grass, cones in a slalom, poles, a mannequin wall, a
 * bag of balls and a few players at work; trees, a fence and the clubhouse beyond.
 */

interface Prop {
  z: number;
  svg: string;
}

function cone(cam: Camera, x: number, z: number, color: string): Prop {
  const k = cam.scale(z);
  const [bx, by] = cam.project(x, 0, z);
  const h = 0.45 * k;
  const r = 0.16 * k;
  const body = polygonPath([
    [bx - r, by],
    [bx - r * 0.18, by - h],
    [bx + r * 0.18, by - h],
    [bx + r, by],
  ]);
  return {
    z,
    svg:
      el('ellipse', {
        cx: bx + r * 0.6,
        cy: by,
        rx: r * 1.6,
        ry: r * 0.35,
        fill: '#000000',
        'fill-opacity': 0.25,
      }) +
      el('path', { d: body, fill: color }) +
      el('path', {
        d: polygonPath([
          [bx - r * 0.62, by - h * 0.45],
          [bx - r * 0.45, by - h * 0.65],
          [bx + r * 0.45, by - h * 0.65],
          [bx + r * 0.62, by - h * 0.45],
        ]),
        fill: '#ffffff',
        'fill-opacity': 0.9,
      }) +
      // Light from the left: the right half of the cone in shade.
      el('path', {
        d: polygonPath([
          [bx, by],
          [bx, by - h],
          [bx + r * 0.18, by - h],
          [bx + r, by],
        ]),
        fill: '#000000',
        'fill-opacity': 0.18,
      }),
  };
}

function pole(cam: Camera, x: number, z: number): Prop {
  const k = cam.scale(z);
  const [bx, by] = cam.project(x, 0, z);
  const h = 1.7 * k;
  const w = Math.max(2, 0.05 * k);
  return {
    z,
    svg:
      el('path', {
        d: `M${fmt(bx)} ${fmt(by)}V${fmt(by - h)}`,
        stroke: '#ffd400',
        'stroke-width': w,
        'stroke-linecap': 'round',
      }) +
      el('path', {
        d: `M${fmt(bx)} ${fmt(by - h * 0.86)}V${fmt(by - h)}`,
        stroke: '#1a1a1a',
        'stroke-width': w,
        'stroke-linecap': 'round',
      }),
  };
}

function treeLine(c: SvgCanvas, cam: Camera, rng: Rng, z: number, color: string, height: number) {
  const k = cam.scale(z);
  const [, base] = cam.project(0, 0, z);
  const blobs: string[] = [];
  let x = -k * 4;
  while (x < c.w + k * 4) {
    const r = k * rng.range(height * 0.35, height * 0.6);
    blobs.push(el('circle', { cx: x, cy: base - r * rng.range(0.7, 1.3), r }));
    x += r * rng.range(0.9, 1.4);
  }
  blobs.push(
    el('rect', { x: 0, y: base - k * height * 0.4, width: c.w, height: k * height * 0.4 }),
  );
  c.add(el('g', { fill: color }, blobs.join('')));
}

function clubhouse(c: SvgCanvas, cam: Camera, rng: Rng, z: number, palette: Palette, mood: Mood) {
  const x = rng.range(-25, 25);
  const w = rng.range(24, 36);
  const h = rng.range(6, 9);
  const k = cam.scale(z);
  const [x0, y0] = cam.project(x - w / 2, 0, z);
  const [x1, y1] = cam.project(x + w / 2, h, z);
  const wall = mood === 'dusk' ? '#c9b8a8' : '#e9e4da';
  c.add(
    el('rect', { x: x0, y: y1, width: x1 - x0, height: y0 - y1, fill: wall }),
    el('rect', {
      x: x0 - k,
      y: y1 - k * 1.1,
      width: x1 - x0 + 2 * k,
      height: k * 1.2,
      fill: palette.primary,
    }),
  );
  const win: string[] = [];
  const lit = mood === 'dusk' ? '#ffd98a' : '#8fb3cf';
  for (let wx = x0 + k * 2; wx < x1 - k * 3; wx += k * 4) {
    win.push(
      el('rect', {
        x: wx,
        y: y1 + (y0 - y1) * 0.3,
        width: k * 2.4,
        height: (y0 - y1) * 0.35,
        fill: lit,
      }),
    );
  }
  c.add(win.join(''));
}

function fence(c: SvgCanvas, cam: Camera, z: number) {
  const [, base] = cam.project(0, 0, z);
  const [, top] = cam.project(0, 3, z);
  const k = cam.scale(z);
  const mesh = c.pattern(
    k * 0.6,
    k * 0.6,
    el('path', {
      d: `M0 0L${fmt(k * 0.6)} ${fmt(k * 0.6)}M${fmt(k * 0.6)} 0L0 ${fmt(k * 0.6)}`,
      stroke: '#2a3a2a',
      'stroke-width': Math.max(0.8, k * 0.03),
    }),
  );
  c.add(
    el('rect', { x: 0, y: top, width: c.w, height: base - top, fill: mesh, 'fill-opacity': 0.55 }),
    el('path', { d: `M0 ${fmt(top)}H${fmt(c.w)}`, stroke: '#2a3a2a', 'stroke-width': k * 0.08 }),
  );
  const posts: string[] = [];
  for (let x = -80; x < 80; x += 6) {
    const [px] = cam.project(x, 0, z);
    if (px >= -10 && px <= c.w + 10) posts.push(`M${fmt(px)} ${fmt(base)}V${fmt(top)}`);
  }
  c.add(el('path', { d: posts.join(''), stroke: '#2a3a2a', 'stroke-width': k * 0.1 }));
}

export function training({ c, rng, palette }: SceneContext): void {
  const mood: Mood = rng.pick(['day', 'dusk', 'day'] as const);
  const ratio = c.w / c.h;
  const cam = createCamera({
    w: c.w,
    h: c.h,
    farTouchlineY: c.h * (ratio >= 1.2 ? 0.5 : 0.56),
    eyeHeight: rng.range(4.5, 7),
    zFar: 78,
    zBottom: 13,
  });
  const sky = drawSky(c, rng.fork('sky'), mood, palette, cam.project(0, 0, 400)[1]);
  const back = cam.zFar + 7;
  const haze = sky.haze;
  treeLine(c, cam, rng.fork('trees-far'), back + 70, mix('#2f5d3a', haze, 0.6), 14);
  treeLine(c, cam, rng.fork('trees'), back + 35, mix('#24482c', haze, 0.3), 9);
  clubhouse(c, cam, rng.fork('house'), back + 12, palette, mood);
  fence(c, cam, back);
  drawGrass(c, cam, palette, mood, back);
  drawMarkings(c, cam);

  const props: Prop[] = [];
  const gear = rng.fork('gear');
  const coneColor = gear.pick(['#ff7a00', '#ffd400', '#ff3b30', palette.accent]);
  const slalomZ = gear.range(22, 28);
  const slalomX = gear.range(-14, 0);
  for (let i = 0; i < 7; i++)
    props.push(cone(cam, slalomX + i * 2.4, slalomZ + (i % 2) * 2.2, coneColor));
  const poleX = gear.range(4, 14);
  for (let i = 0; i < 5; i++) props.push(pole(cam, poleX + i * 1.8, slalomZ - 10 + i * 1.2));
  // A free-kick wall of mannequins.
  const wallZ = gear.range(34, 44);
  const wallX = gear.range(-20, 10);
  for (let i = 0; i < 4; i++) {
    const z = wallZ + i * 0.05;
    const [mx, my] = cam.project(wallX + i * 0.75, 0, z);
    props.push({
      z,
      svg: figure(mx, my, 1.85 * cam.scale(z), 'stand', {
        shirt: '#1e3a8a',
        shorts: '#1e3a8a',
        socks: '#1e3a8a',
        skin: '#1e3a8a',
        silhouette: darken(palette.primary === '#f6c90e' ? '#1e3a8a' : '#f6c90e', 0.05),
      }).svg,
    });
  }
  // Balls: a loose heap near the bag, a few scattered.
  const ballPile = gear.fork('balls');
  const pileX = ballPile.range(-10, 10);
  const pileZ = ballPile.range(15, 18);
  for (let i = 0; i < 9; i++) {
    const x = pileX + ballPile.range(-1.6, 1.6) + (i > 5 ? ballPile.range(-8, 8) : 0);
    const z = pileZ + ballPile.range(-1, 2) + (i > 5 ? ballPile.range(0, 10) : 0);
    const k = cam.scale(z);
    const [bx, by] = cam.project(x, 0.11, z);
    props.push({ z, svg: drawBall(c, bx, by, 0.11 * k, { rotation: ballPile.range(0, 6) }) });
  }
  // Players at work.
  const teams = teamsFor(palette);
  const bibs = lighten(gear.pick(['#c6ff00', '#ff6d00', '#00e5ff']), 0.1);
  const drills = ['dribble', 'run', 'kick', 'run'] as const;
  const squad = gear.fork('squad');
  const count = squad.int(2, 4);
  for (let i = 0; i < count; i++) {
    const z = squad.range(15, 32);
    const x = squad.range(-12, 12);
    const [px, py] = cam.project(x, 0, z);
    const k = cam.scale(z);
    const facing = squad.chance(0.5) ? 1 : -1;
    const kit = teams[0]!;
    const pose = drills[i % drills.length]!;
    const f = figure(
      px,
      py,
      1.8 * k,
      pose,
      { ...kit, shirt: i % 2 ? bibs : kit.shirt, skin: squad.pick(SKIN_TONES) },
      facing,
    );
    let svg =
      el('ellipse', {
        cx: px + k * (mood === 'dusk' ? 1.4 : 0.4),
        cy: py,
        rx: k * (mood === 'dusk' ? 1.6 : 0.6),
        ry: k * 0.12,
        fill: '#000000',
        'fill-opacity': 0.28,
      }) + f.svg;
    if (pose !== 'run')
      svg += drawBall(c, f.foot[0] + facing * 0.35 * k, py - 0.11 * k, 0.11 * k, {});
    props.push({ z, svg });
  }
  props.sort((a, b) => b.z - a.z);
  c.add(props.map((p) => p.svg).join(''));

  if (mood === 'dusk') {
    c.add(
      el('rect', {
        width: c.w,
        height: c.h,
        fill: c.linear([
          [0, '#ff9a4d', 0.12],
          [1, '#3a1f5c', 0.18],
        ]),
      }),
    );
  }
  vignette(c, 0.35);
}
