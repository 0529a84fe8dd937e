import { fmt } from '../svg.js';

/**
 * Pitch markings (Laws of the Game dimensions, 105 x 68 m) as one path in metres, x along the
 * length from -52.5 to 52.5, y across from -34 to 34. A `toScreen` mapping lets the same geometry
 * serve the aerial view (affine) and the stand view (perspective).
 */
export type MapPoint = (x: number, y: number) => readonly [number, number];

const HALF_L = 52.5;
const HALF_W = 34;

function polyline(points: readonly (readonly [number, number])[], map: MapPoint, close = false) {
  return (
    points
      .map(([x, y], i) => {
        const [sx, sy] = map(x, y);
        return `${i === 0 ? 'M' : 'L'}${fmt(sx)} ${fmt(sy)}`;
      })
      .join('') + (close ? 'Z' : '')
  );
}

function arc(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  map: MapPoint,
  segments = 32,
): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const a = from + ((to - from) * i) / segments;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return polyline(points, map);
}

function rect(x0: number, y0: number, x1: number, y1: number, map: MapPoint): string {
  return polyline(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    map,
    true,
  );
}

/** Path data for every line of the pitch; spots are returned separately (they are filled). */
export function pitchLinesPath(map: MapPoint): string {
  const d: string[] = [rect(-HALF_L, -HALF_W, HALF_L, HALF_W, map)];
  d.push(
    polyline(
      [
        [0, -HALF_W],
        [0, HALF_W],
      ],
      map,
    ),
  );
  d.push(arc(0, 0, 9.15, 0, Math.PI * 2, map, 64));
  for (const side of [-1, 1]) {
    const goal = side * HALF_L;
    d.push(rect(goal, -20.16, goal - side * 16.5, 20.16, map));
    d.push(rect(goal, -9.16, goal - side * 5.5, 9.16, map));
    // The penalty arc is the part of the 9.15 m circle around the spot outside the area.
    const spot = goal - side * 11;
    const half = Math.acos(5.5 / 9.15);
    const facing = side > 0 ? Math.PI : 0;
    d.push(arc(spot, 0, 9.15, facing - half, facing + half, map, 16));
    for (const corner of [-1, 1]) {
      // Quarter circle at the corner flag, between the goal line and the touchline (inward).
      const points: [number, number][] = [];
      for (let i = 0; i <= 6; i++) {
        const t = (i / 6) * (Math.PI / 2);
        points.push([goal - side * Math.cos(t), corner * HALF_W - corner * Math.sin(t)]);
      }
      d.push(polyline(points, map));
    }
  }
  return d.join('');
}

export const PITCH = { halfLength: HALF_L, halfWidth: HALF_W } as const;
