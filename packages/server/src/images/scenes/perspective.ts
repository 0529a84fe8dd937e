import type { Point } from '../svg.js';

/**
 * A pinhole camera in a stand, looking across the pitch. Working in metres (x along the touchline,
 * y up, z away from the camera) makes stripes converge, lines foreshorten and far players shrink
 * correctly at any aspect ratio, with no hand-placed screen coordinates.
 */
export interface Camera {
  /** Screen position of a world point (metres). */
  project(x: number, y: number, z: number): Point;
  /** Canvas units per metre at depth z. */
  scale(z: number): number;
  /** Screen y of the horizon. */
  horizon: number;
  /** Depth of the far and near touchlines. */
  zFar: number;
  zNear: number;
}

export interface CameraOptions {
  w: number;
  h: number;
  /** Screen y where the far touchline should sit. */
  farTouchlineY: number;
  /** Eye height above the pitch, metres: higher looks down more steeply. */
  eyeHeight?: number;
  /** Distance to the far touchline, metres. */
  zFar?: number;
  /** Depth shown at the bottom edge; defaults to just beyond the near touchline. */
  zBottom?: number;
}

/** By default the near touchline sits just below the frame: the pitch fills the lower part. */
export function createCamera({
  w,
  h,
  farTouchlineY,
  eyeHeight = 30,
  zFar = 122,
  zBottom = zFar - 68 + 3,
}: CameraOptions): Camera {
  const zNear = zFar - 68;
  const f = (h * 1.01 - farTouchlineY) / (eyeHeight * (1 / zBottom - 1 / zFar));
  const horizon = farTouchlineY - (f * eyeHeight) / zFar;
  const cx = w / 2;
  return {
    project: (x, y, z) => [cx + (f * x) / z, horizon + (f * (eyeHeight - y)) / z],
    scale: (z) => f / z,
    horizon,
    zFar,
    zNear,
  };
}
