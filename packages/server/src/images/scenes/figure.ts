import { darken } from '../color.js';
import { el, fmt, type Point } from '../svg.js';

/**
 * Footballers as pictograms: capsule limbs (thick round-capped strokes) on a simple skeleton. It is
 * the flat, sports-signage look, reads at 20 px as well as at 1000 px, and poses are just angles.
 */
export type Pose = 'stand' | 'run' | 'kick' | 'celebrate' | 'dribble' | 'header';

/** Segment angles in degrees from straight down, positive toward the facing direction. */
interface PoseAngles {
  /** Torso lean from vertical. */
  lean: number;
  nearLeg: [thigh: number, shin: number];
  farLeg: [thigh: number, shin: number];
  nearArm: [upper: number, fore: number];
  farArm: [upper: number, fore: number];
}

const POSES: Record<Pose, PoseAngles> = {
  stand: { lean: 2, nearLeg: [6, 0], farLeg: [-6, 0], nearArm: [12, 6], farArm: [-12, -6] },
  run: { lean: 16, nearLeg: [52, -8], farLeg: [-28, -78], nearArm: [-40, 55], farArm: [48, 130] },
  kick: {
    lean: -14,
    nearLeg: [78, 92],
    farLeg: [-10, -2],
    nearArm: [-115, -135],
    farArm: [75, 50],
  },
  celebrate: {
    lean: -4,
    nearLeg: [14, 4],
    farLeg: [-14, -4],
    nearArm: [150, 168],
    farArm: [-150, -168],
  },
  dribble: { lean: 12, nearLeg: [28, 6], farLeg: [-22, -50], nearArm: [-30, 15], farArm: [35, 70] },
  header: {
    lean: 6,
    nearLeg: [25, -30],
    farLeg: [-12, -48],
    nearArm: [118, 145],
    farArm: [-70, -30],
  },
};

export const POSE_NAMES = Object.keys(POSES) as Pose[];

export interface FigureStyle {
  shirt: string;
  shorts: string;
  socks: string;
  skin: string;
  /** Single-colour silhouette (overrides the kit). */
  silhouette?: string;
}

interface Skeleton {
  head: Point;
  headR: number;
  neck: Point;
  hip: Point;
  nearLeg: [Point, Point];
  farLeg: [Point, Point];
  nearArm: [Point, Point];
  farArm: [Point, Point];
  /** Lowest point, to stand the figure on the ground. */
  bottom: number;
  /** Where the near foot ends, for placing a ball. */
  nearFoot: Point;
}

function step([x, y]: Point, angleDeg: number, length: number, facing: 1 | -1): Point {
  const a = (angleDeg * Math.PI) / 180;
  return [x + Math.sin(a) * length * facing, y + Math.cos(a) * length];
}

function skeleton(pose: Pose, height: number, facing: 1 | -1): Skeleton {
  const p = POSES[pose];
  const hip: Point = [0, 0];
  const torso = height * 0.3;
  const neck = step(hip, 180 - p.lean, torso, facing);
  const headR = height * 0.075;
  const head = step(neck, 180 - p.lean, headR * 1.45, facing);
  const shoulder = step(hip, 180 - p.lean, torso * 0.92, facing);
  const limb = (from: Point, [a, b]: [number, number], l1: number, l2: number): [Point, Point] => {
    const mid = step(from, a, l1, facing);
    return [mid, step(mid, b, l2, facing)];
  };
  const nearLeg = limb(hip, p.nearLeg, height * 0.245, height * 0.25);
  const farLeg = limb(hip, p.farLeg, height * 0.245, height * 0.25);
  const nearArm = limb(shoulder, p.nearArm, height * 0.16, height * 0.15);
  const farArm = limb(shoulder, p.farArm, height * 0.16, height * 0.15);
  const bottom = Math.max(nearLeg[1][1], farLeg[1][1]) + height * 0.03;
  return {
    head,
    headR,
    neck: shoulder,
    hip,
    nearLeg,
    farLeg,
    nearArm,
    farArm,
    bottom,
    nearFoot: nearLeg[1],
  };
}

function stroke(points: readonly Point[], color: string, width: number): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
  return el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

export interface PlacedFigure {
  svg: string;
  /** Near foot position in canvas units (for a ball at the player's feet). */
  foot: Point;
  /** Top of the head, for headers and halos. */
  headTop: Point;
}

/**
 * A figure standing on `ground` at `x`, `height` tall in canvas units. Far limbs are drawn darker
 * and first, which is all the depth a pictogram needs.
 */
export function figure(
  x: number,
  ground: number,
  height: number,
  pose: Pose,
  style: FigureStyle,
  facing: 1 | -1 = 1,
): PlacedFigure {
  const k = skeleton(pose, height, facing);
  const dy = ground - k.bottom;
  const at = ([px, py]: Point): Point => [x + px, py + dy];
  const limbW = height * 0.085;
  const armW = height * 0.065;
  const bodyW = height * 0.155;
  const col = (c: string) => style.silhouette ?? c;
  const far = (c: string) => (style.silhouette ? style.silhouette : darken(c, 0.22));
  const parts: string[] = [];
  // Far side, shaded.
  parts.push(stroke([at(k.neck), at(k.farArm[0])], far(style.shirt), armW));
  parts.push(stroke([at(k.farArm[0]), at(k.farArm[1])], far(style.skin), armW * 0.9));
  parts.push(stroke([at(k.hip), at(k.farLeg[0])], far(style.shorts), limbW * 1.1));
  parts.push(stroke([at(k.farLeg[0]), at(k.farLeg[1])], far(style.socks), limbW * 0.85));
  // Torso and head.
  parts.push(stroke([at(k.hip), at(k.neck)], col(style.shirt), bodyW));
  const [hx, hy] = at(k.head);
  parts.push(el('circle', { cx: hx, cy: hy, r: k.headR, fill: col(style.skin) }));
  // Near side.
  parts.push(stroke([at(k.hip), at(k.nearLeg[0])], col(style.shorts), limbW * 1.1));
  parts.push(stroke([at(k.nearLeg[0]), at(k.nearLeg[1])], col(style.socks), limbW * 0.85));
  parts.push(stroke([at(k.neck), at(k.nearArm[0])], col(style.shirt), armW));
  parts.push(stroke([at(k.nearArm[0]), at(k.nearArm[1])], col(style.skin), armW * 0.9));
  return { svg: parts.join(''), foot: at(k.nearFoot), headTop: [hx, hy - k.headR] };
}

export const SKIN_TONES = ['#f1c7a5', '#d9a07a', '#b07a52', '#8a5a3b', '#5e3b26'] as const;
