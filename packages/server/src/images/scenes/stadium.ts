import { darken, lighten, mix } from '../color.js';
import type { Rng } from '../prng.js';
import { el, fmt, type Point, polygonPath, type SvgCanvas } from '../svg.js';
import { DotBatch } from './dots.js';
import { vignette } from './effects.js';
import { type Mood, type Palette, skyFor } from './palette.js';
import { type Camera, createCamera } from './perspective.js';
import { PITCH } from './pitchMarkings.js';
import { drawBoards, drawGrass, drawMarkings, drawPlayers } from './pitchView.js';
import { drawSky } from './sky.js';
import type { SceneContext } from './types.js';

/**
 * A stadium bowl from the main stand: sky, floodlights, a roofed stand rising behind the far
 * touchline and wrapping round behind the goals, a crowd of thousands of dots, the pitch and a
 * passage of play. Everything is placed in metres through one camera, so it adapts to any aspect.
 */

const ROWS = 20;
/** Row r: height of the seat tread and setback from the pitch lines (metres). */
const rowY = (r: number) => 1.6 + r * 0.95;
const rowSetback = (r: number) => 7 + r * 1.25;

/** The near end of the side stands: far enough forward to leave the frame. */
const SIDE_FRONT_Z = 6;

function farZ(cam: Camera, setback: number) {
  return cam.zFar + setback;
}

/** Quad between two rows of the far stand and both side stands, as path data. */
function ringBand(cam: Camera, y0: number, d0: number, y1: number, d1: number): string {
  const xa = PITCH.halfLength + d0;
  const xb = PITCH.halfLength + d1;
  const za = farZ(cam, d0);
  const zb = farZ(cam, d1);
  const p = cam.project;
  return (
    polygonPath([p(-xa, y0, za), p(xa, y0, za), p(xb, y1, zb), p(-xb, y1, zb)]) +
    polygonPath([p(xa, y0, SIDE_FRONT_Z), p(xa, y0, za), p(xb, y1, zb), p(xb, y1, SIDE_FRONT_Z)]) +
    polygonPath([
      p(-xa, y0, SIDE_FRONT_Z),
      p(-xa, y0, za),
      p(-xb, y1, zb),
      p(-xb, y1, SIDE_FRONT_Z),
    ])
  );
}

function inFrame(c: SvgCanvas, [x, y]: Point, margin: number) {
  return x > -margin && x < c.w + margin && y > -margin && y < c.h + margin;
}

function drawStands(c: SvgCanvas, cam: Camera, palette: Palette, mood: Mood, rng: Rng) {
  const night = mood === 'night';
  const tierSplit = 9;
  const lowerSeat = darken(palette.primary, night ? 0.45 : 0.2);
  const upperSeat = darken(
    rng.chance(0.5) ? palette.secondary : palette.primary,
    night ? 0.5 : 0.28,
  );
  const wall = night ? '#0b0f1c' : '#3b4252';

  // Back wall behind the top row, up to the roof, and the front wall facing the pitch.
  const top = ROWS;
  c.add(
    el('path', {
      d: ringBand(cam, rowY(top), rowSetback(top), rowY(top) + 4, rowSetback(top) + 1),
      fill: wall,
    }),
  );
  c.add(
    el('path', {
      d: ringBand(cam, 0, rowSetback(0), rowY(0), rowSetback(0)),
      fill: darken(wall, 0.2),
    }),
  );

  // Seat bands, back to front so nearer rows overlap; a darker step edge every row.
  for (let r = ROWS - 1; r >= 0; r--) {
    const gap = r === tierSplit;
    const seat = gap ? darken(wall, 0.1) : r > tierSplit ? upperSeat : lowerSeat;
    const shade = mix(seat, '#000000', ((ROWS - r) / ROWS) * 0.15);
    c.add(
      el('path', {
        d: ringBand(cam, rowY(r), rowSetback(r), rowY(r + 1), rowSetback(r + 1)),
        fill: r % 2 ? shade : lighten(shade, 0.04),
      }),
    );
  }

  // VIP boxes: a band of lit windows between the tiers.
  const boxes = new DotBatch();
  {
    const d = rowSetback(tierSplit) + 0.6;
    const y = rowY(tierSplit) + 0.5;
    const x0 = PITCH.halfLength + d;
    for (let x = -x0; x < x0; x += 2.2) {
      const pt = cam.project(x, y, farZ(cam, d));
      if (inFrame(c, pt, 20))
        boxes.add(pt[0], pt[1], 0.6 * cam.scale(farZ(cam, d)), night ? '#ffd98a' : '#9fb4c8', 0.9);
    }
  }
  c.add(boxes.toSvg());

  // The crowd: one dot per fan, mostly in the home colours, some empty seats.
  const weights: readonly string[] = [
    palette.primary,
    palette.primary,
    palette.primary,
    lighten(palette.primary, 0.25),
    palette.secondary,
    palette.secondary,
    palette.accent,
    '#f2f2f2',
    '#1d1f27',
    '#2c3550',
  ];
  const crowdRng = rng.fork('crowd');
  const occupancy = crowdRng.range(0.72, 0.95);
  for (let r = ROWS - 1; r >= 0; r--) {
    if (r === tierSplit) continue;
    const dots = new DotBatch();
    const d = rowSetback(r) + 0.45;
    const y = rowY(r) + 0.7;
    const z = farZ(cam, d);
    const half = PITCH.halfLength + d;
    const dim = night ? 0.18 + 0.25 * (r / ROWS) : 0.05;
    const seatStep = 0.75;
    const place = (pt: Point, depth: number) => {
      if (!crowdRng.chance(occupancy) || !inFrame(c, pt, 10)) return;
      const base = crowdRng.pick(weights);
      dots.add(pt[0], pt[1], 0.55 * cam.scale(depth), darken(base, dim));
    };
    for (let x = -half; x <= half; x += seatStep) {
      place(cam.project(x + crowdRng.range(-0.12, 0.12), y, z), z);
    }
    for (const side of [-1, 1]) {
      for (let sz = z - seatStep; sz > SIDE_FRONT_Z + 2; sz -= seatStep) {
        // Culling off-frame seats keeps the document small; the side stands mostly leave the frame.
        const pt = cam.project(side * half, y, sz);
        if (pt[0] < -50 || pt[0] > c.w + 50) break;
        place(pt, sz);
      }
    }
    c.add(dots.toSvg());
  }
}

/** The roof edge sits just below the camera: we see its top surface, the fascia and its lamps. */
const roofBack = () => ({ y: rowY(ROWS) + 4, d: rowSetback(ROWS) + 1 });
const roofFront = () => ({ y: rowY(ROWS) + 7.5, d: rowSetback(5) });

function drawRoof(c: SvgCanvas, cam: Camera, palette: Palette, mood: Mood, rng: Rng) {
  const night = mood === 'night';
  const back = roofBack();
  const front = roofFront();
  const fasciaH = 1.8;
  // Top surface: a pale membrane by day, a dark shape against the sky at night.
  c.add(
    el('path', {
      d: ringBand(cam, back.y, back.d, front.y, front.d),
      fill: c.linear(
        night
          ? [
              [0, '#0c101c'],
              [1, '#1b2233'],
            ]
          : [
              [0, '#aeb6c4'],
              [1, '#eef1f6'],
            ],
      ),
    }),
  );
  // The fascia: the roof's front edge facing the pitch, with a band in the club colour.
  c.add(
    el('path', {
      d: ringBand(cam, front.y - fasciaH, front.d, front.y, front.d),
      fill: night ? '#202a40' : '#f4f6fa',
    }),
    el('path', {
      d: ringBand(
        cam,
        front.y - fasciaH * 0.62,
        front.d - 0.01,
        front.y - fasciaH * 0.38,
        front.d - 0.01,
      ),
      fill: palette.primary,
    }),
  );
  // Floodlights under the fascia: glows at night, pale lamps by day.
  const lamps = new DotBatch();
  const glows: string[] = [];
  const lampY = front.y - fasciaH - 0.3;
  const half = PITCH.halfLength + front.d;
  const z = farZ(cam, front.d);
  const spacing = rng.pick([6, 8, 10]);
  const light = skyFor(mood, palette).light;
  const addLamp = (pt: Point, depth: number) => {
    if (!inFrame(c, pt, 80)) return;
    const k = cam.scale(depth);
    lamps.add(pt[0], pt[1], 1.1 * k, night ? '#ffffff' : '#e8edf5');
    if (night)
      glows.push(el('circle', { cx: pt[0], cy: pt[1], r: 8 * k, fill: c.glow(light, 0.9) }));
  };
  for (let x = -half + spacing / 2; x < half; x += spacing) addLamp(cam.project(x, lampY, z), z);
  for (const side of [-1, 1]) {
    for (let sz = z - spacing; sz > SIDE_FRONT_Z; sz -= spacing)
      addLamp(cam.project(side * half, lampY, sz), sz);
  }
  c.add(glows.join(''), lamps.toSvg());
}

/** Four lattice masts behind the corners, the old-school way to light a ground. */
function drawTowers(c: SvgCanvas, cam: Camera, mood: Mood, light: string) {
  const night = mood === 'night';
  for (const side of [-1, 1]) {
    const x = side * (PITCH.halfLength + 30);
    const z = cam.zFar + 45;
    const k = cam.scale(z);
    const [bx, by] = cam.project(x, 0, z);
    const [tx, ty] = cam.project(x, 62, z);
    const mast = polygonPath([
      [bx - 1.6 * k, by],
      [bx + 1.6 * k, by],
      [tx + 0.5 * k, ty],
      [tx - 0.5 * k, ty],
    ]);
    c.add(el('path', { d: mast, fill: night ? '#1a2030' : '#6b7280' }));
    // Lamp head: a grid of lamps on a frame, tilted toward the pitch.
    const w = 11 * k;
    const h = 6 * k;
    const lampR = 0.75 * k;
    const grid: string[] = [];
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 3; j++) {
        grid.push(
          `M${fmt(tx - w / 2 + (i + 0.5) * (w / 6))} ${fmt(ty - h + (j + 0.5) * (h / 3))}h0`,
        );
      }
    }
    if (night) c.add(el('circle', { cx: tx, cy: ty - h / 2, r: 40 * k, fill: c.glow(light, 0.8) }));
    c.add(
      el('rect', {
        x: tx - w / 2 - k,
        y: ty - h - k,
        width: w + 2 * k,
        height: h + 2 * k,
        fill: night ? '#20283a' : '#4b5563',
        rx: k,
      }),
      el('path', {
        d: grid.join(''),
        stroke: night ? '#ffffff' : '#f3f4f6',
        'stroke-width': lampR * 2,
        'stroke-linecap': 'round',
      }),
    );
    if (night) {
      // A faint beam toward the centre circle sells the light in the haze.
      const [px, py] = cam.project(0, 0, (cam.zFar + cam.zNear) / 2);
      c.add(
        el('path', {
          d: polygonPath([
            [tx - w / 2, ty],
            [tx + w / 2, ty - h],
            [px + side * -300, py],
            [px + side * 300, py],
          ]),
          fill: c.linear([
            [0, light, 0.22],
            [1, light, 0],
          ]),
        }),
      );
    }
  }
}

function drawStadium({ c, rng, palette }: SceneContext, mood: Mood) {
  const ratio = c.w / c.h;
  const farTouchlineY = c.h * (ratio >= 1.2 ? 0.6 : ratio >= 0.9 ? 0.62 : 0.64);
  const cam = createCamera({
    w: c.w,
    h: c.h,
    farTouchlineY,
    eyeHeight: rng.range(30, 36),
  });
  const [, roofScreenY] = cam.project(0, roofFront().y, farZ(cam, roofFront().d));
  const sky = drawSky(c, rng.fork('sky'), mood, palette, Math.max(roofScreenY, c.h * 0.2));
  if (rng.chance(0.5)) drawTowers(c, cam, mood, sky.light);
  drawGrass(c, cam, palette, mood, farZ(cam, rowSetback(0)));
  drawMarkings(c, cam);
  drawStands(c, cam, palette, mood, rng.fork('stands'));
  drawRoof(c, cam, palette, mood, rng.fork('roof'));
  drawBoards(c, cam, palette, mood, rng.fork('boards'));
  drawPlayers(c, cam, palette, rng.fork('players'), { count: rng.int(8, 14), mood });

  if (mood === 'night') {
    // Floodlit pitch: a broad pool of light over the grass, haze near the roofline.
    const [px, py] = cam.project(0, 0, (cam.zFar + cam.zNear) / 2);
    c.add(
      el('ellipse', {
        cx: px,
        cy: py,
        rx: c.w * 0.7,
        ry: (c.h - farTouchlineY) * 0.9,
        fill: c.glow(sky.light, 0.22),
      }),
    );
  } else {
    // Late-afternoon roof shadow across the upper stand.
    c.add(
      el('path', {
        d: ringBand(cam, roofBack().y, roofBack().d, rowY(12), rowSetback(12)),
        fill: '#0a1020',
        'fill-opacity': 0.35,
      }),
    );
  }
  vignette(c, mood === 'night' ? 0.55 : 0.3);
}

export const stadiumNight = (ctx: SceneContext) => drawStadium(ctx, 'night');
export const stadiumDay = (ctx: SceneContext) => drawStadium(ctx, 'day');
