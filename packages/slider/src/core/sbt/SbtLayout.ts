import type { Level } from '../Levels.js';
import type { ModuleSettings } from '../model/ModuleSchema.js';

/**
 * What the renderer lays out for a scroll-based timeline before its part loads (so it is in
 * the server's HTML and nothing moves later): the runway of a module held in view, and the
 * viewport offset. Kept tiny: every page with a slider downloads it. See `SbtOptions.ts`.
 */

/** The module held in view: where it is pinned, and the scrolling that holds it (px = ms). */
export interface HoldLayout {
  align: 'top' | 'bottom';
  spacer: number;
}

/** `f` with `fEnd`, and not "travel" (which pins nothing): held for `fEnd` px of scrolling. */
export function moduleHold(sbt: ModuleSettings['sbt']): HoldLayout | null {
  const until = Math.round(Number(sbt.fEnd));
  const held = sbt.f === true || sbt.f === 'true' || sbt.f === 'on' || sbt.f === 1;
  if (!sbt.use || !held || sbt.a === 'travel' || !(until > 0)) return null;
  return { align: sbt.a, spacer: until };
}

/** The spec's viewport offset with a scroll-based timeline: -200 px (9.2). */
export const SBT_VIEWPORT_OFFSET = 200;

/**
 * How far outside the viewport the module counts as in view, px: its `vPort`, or 200 px with
 * a scroll-based timeline, whose layers must be ready before the module's top enters.
 */
export function viewportMargin(
  settings: Pick<ModuleSettings, 'vPort' | 'sbt'>,
  level: Level,
): number {
  return settings.sbt.use ? SBT_VIEWPORT_OFFSET : settings.vPort[level];
}
