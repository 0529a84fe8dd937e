import { el, fmt, type SvgCanvas } from '../svg.js';
import { type MapPoint, PITCH, pitchLinesPath } from './pitchMarkings.js';

/**
 * A pitch seen from straight above (aerial shot, tactics board). The long side of the pitch follows
 * the long side of the canvas, so portrait crops turn the pitch upright instead of shrinking it.
 */
export interface TopDownView {
  map: MapPoint;
  /** Canvas units per metre. */
  k: number;
  /** Whether the pitch runs along the screen's y axis. */
  upright: boolean;
}

export function topDownView(
  box: { x: number; y: number; w: number; h: number },
  options: { margin?: number; zoom?: number; focus?: readonly [number, number] } = {},
): TopDownView {
  const { margin = 6, zoom = 1, focus = [0, 0] } = options;
  const upright = box.h > box.w;
  const along = upright ? box.h : box.w;
  const across = upright ? box.w : box.h;
  const k =
    Math.min(
      along / (PITCH.halfLength * 2 + margin * 2),
      across / (PITCH.halfWidth * 2 + margin * 2),
    ) * zoom;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const [fx, fy] = focus;
  const map: MapPoint = upright
    ? (x, y) => [cx + (y - fy) * k, cy - (x - fx) * k]
    : (x, y) => [cx + (x - fx) * k, cy + (y - fy) * k];
  return { map, k, upright };
}

/** Mowing stripes across the length, optionally crossed for a chequered finish. */
export function drawTopDownGrass(
  c: SvgCanvas,
  view: TopDownView,
  colors: [light: string, dark: string],
  options: { surround: number; chequered?: boolean },
): void {
  const { map } = view;
  const hl = PITCH.halfLength + options.surround;
  const hw = PITCH.halfWidth + options.surround;
  const rect = (x0: number, y0: number, x1: number, y1: number) => {
    const [ax, ay] = map(x0, y0);
    const [bx, by] = map(x1, y1);
    return `M${fmt(ax)} ${fmt(ay)}H${fmt(bx)}V${fmt(by)}H${fmt(ax)}Z`;
  };
  c.add(el('path', { d: rect(-hl, -hw, hl, hw), fill: colors[1] }));
  const stripe = (PITCH.halfLength * 2) / 18;
  const light: string[] = [];
  for (let i = -12; i < 12; i++) {
    if (i % 2 === 0) continue;
    const x0 = Math.max(-hl, i * stripe - stripe / 2);
    const x1 = Math.min(hl, x0 + stripe);
    if (x1 > x0) light.push(rect(x0, -hw, x1, hw));
  }
  c.add(el('path', { d: light.join(''), fill: colors[0] }));
  if (options.chequered) {
    const cross: string[] = [];
    const band = (PITCH.halfWidth * 2) / 10;
    for (let j = -6; j < 6; j += 2) {
      const y0 = Math.max(-hw, j * band);
      const y1 = Math.min(hw, y0 + band);
      if (y1 > y0) cross.push(rect(-hl, y0, hl, y1));
    }
    c.add(el('path', { d: cross.join(''), fill: '#ffffff', 'fill-opacity': 0.05 }));
  }
}

export function drawTopDownLines(
  c: SvgCanvas,
  view: TopDownView,
  options: { color?: string; opacity?: number; widthMetres?: number } = {},
): void {
  const { color = '#ffffff', opacity = 0.9, widthMetres = 0.14 } = options;
  c.add(
    el('path', {
      d: pitchLinesPath(view.map),
      fill: 'none',
      stroke: color,
      'stroke-opacity': opacity,
      'stroke-width': Math.max(1.5, widthMetres * view.k),
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  );
  for (const x of [0, -41.5, 41.5]) {
    const [sx, sy] = view.map(x, 0);
    c.add(
      el('circle', {
        cx: sx,
        cy: sy,
        r: Math.max(2, 0.3 * view.k),
        fill: color,
        'fill-opacity': opacity,
      }),
    );
  }
}
