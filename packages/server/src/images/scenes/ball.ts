import { darken } from '../color.js';
import { el, fmt, type Point, polygonPath, type SvgCanvas } from '../svg.js';

/**
 * The classic black-and-white football: a central pentagon, five foreshortened neighbours cut by
 * the outline, seams between them, then a shading pass so it reads as a sphere, not a disc.
 */
function pentagon(cx: number, cy: number, r: number, rotation: number, squash = 1, towards = 0) {
  const points: Point[] = [];
  for (let i = 0; i < 5; i++) {
    const a = rotation + (i * 2 * Math.PI) / 5;
    let x = Math.cos(a) * r;
    let y = Math.sin(a) * r;
    // Foreshorten along the radial direction: patches near the rim face away from us.
    const ux = Math.cos(towards);
    const uy = Math.sin(towards);
    const along = x * ux + y * uy;
    x -= ux * along * (1 - squash);
    y -= uy * along * (1 - squash);
    points.push([cx + x, cy + y]);
  }
  return points;
}

export interface BallOptions {
  /** Panel colour: black for the classic ball, a kit colour for a modern match ball. */
  panel?: string;
  /** Rotation in radians. */
  rotation?: number;
  /** Direction of the light, radians (default: from the upper left). */
  lightAngle?: number;
  shadow?: boolean;
}

export function drawBall(
  c: SvgCanvas,
  cx: number,
  cy: number,
  r: number,
  options: BallOptions = {},
): string {
  const { panel = '#1b1f2a', rotation = 0, lightAngle = -2.3, shadow = true } = options;
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const parts: string[] = [];
  if (shadow) {
    parts.push(
      el('ellipse', {
        cx: cx - lx * r * 0.35,
        cy: cy + r * 0.96,
        rx: r * 1.05,
        ry: r * 0.22,
        fill: c.radial([
          [0, '#000000', 0.45],
          [1, '#000000', 0],
        ]),
      }),
    );
  }
  const base = c.radial(
    [
      [0, '#ffffff'],
      [0.55, '#eef1f4'],
      [1, '#aab3bf'],
    ],
    { cx: 0.5 + lx * 0.22, cy: 0.5 + ly * 0.22, r: 0.75 },
  );
  parts.push(el('circle', { cx, cy, r, fill: base }));
  const clip = c.clip(el('circle', { cx, cy, r: r * 0.995 }));
  const patches: string[] = [];
  const centre = pentagon(cx, cy, r * 0.3, rotation - Math.PI / 2);
  patches.push(el('path', { d: polygonPath(centre), fill: panel }));
  const seams: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = rotation - Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / 5;
    const px = cx + Math.cos(a) * r * 0.92;
    const py = cy + Math.sin(a) * r * 0.92;
    patches.push(
      el('path', {
        d: polygonPath(pentagon(px, py, r * 0.3, a + Math.PI, 0.55, a)),
        fill: panel,
      }),
    );
    // Seams run from each corner of the centre pentagon out to the rim patches.
    const [vx, vy] = centre[i]!;
    seams.push(
      `M${fmt(vx)} ${fmt(vy)}L${fmt(cx + (vx - cx) * 2.05)} ${fmt(cy + (vy - cy) * 2.05)}`,
    );
  }
  parts.push(
    el(
      'g',
      { 'clip-path': clip },
      patches.join('') +
        el('path', {
          d: seams.join(''),
          stroke: darken('#aab3bf', 0.25),
          'stroke-width': r * 0.025,
          fill: 'none',
        }),
    ),
  );
  // Terminator shading and a specular highlight make the disc a sphere.
  parts.push(
    el('circle', {
      cx,
      cy,
      r,
      fill: c.radial(
        [
          [0, '#000000', 0],
          [0.7, '#000000', 0.05],
          [1, '#000000', 0.4],
        ],
        { cx: 0.5 + lx * 0.3, cy: 0.5 + ly * 0.3, r: 0.8 },
      ),
    }),
    el('ellipse', {
      cx: cx + lx * r * 0.42,
      cy: cy + ly * r * 0.42,
      rx: r * 0.28,
      ry: r * 0.17,
      transform: `rotate(${fmt((lightAngle * 180) / Math.PI + 90)} ${fmt(cx + lx * r * 0.42)} ${fmt(cy + ly * r * 0.42)})`,
      fill: '#ffffff',
      'fill-opacity': 0.45,
    }),
  );
  return parts.join('');
}
