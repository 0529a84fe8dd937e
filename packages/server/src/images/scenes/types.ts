import type { Rng } from '../prng.js';
import type { SvgCanvas } from '../svg.js';
import type { Palette } from './palette.js';

/** What every scene gets: a canvas sized for the requested aspect, its own seeded randomness. */
export interface SceneContext {
  c: SvgCanvas;
  rng: Rng;
  palette: Palette;
  variant: number;
}

export type SceneDrawer = (ctx: SceneContext) => void;
