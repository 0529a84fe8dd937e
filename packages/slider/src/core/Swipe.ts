import { DEFAULTS } from './Defaults.js';

/**
 * What a finished touch or mouse drag meant (spec 2.1, 9.3). Up to 5 px of movement is a tap
 * and navigation taps still count; more cancels the tap. A move mostly along the module's axis
 * is a swipe (towards the start: next slide), a move mostly across it is the page scrolling.
 * Swipes count only where the module allows them: `nav.s.mobC` on mobile, `nav.s.deskC` on
 * desktop.
 */
export interface PointerSample {
  x: number;
  y: number;
}

export interface SwipeOptions {
  /** Touch on a mobile device, rather than a desktop pointer. */
  mobile: boolean;
  /** `nav.s.mobC`. */
  allowMobile: boolean;
  /** `nav.s.deskC`. */
  allowDesktop: boolean;
  /** Default "horizontal". */
  axis?: 'horizontal' | 'vertical';
  /** Default 5 px. */
  tapTolerance?: number;
}

export type SwipeDecision =
  | { kind: 'tap' }
  | { kind: 'swipe'; request: '+1' | '-1' }
  | { kind: 'scroll' }
  | { kind: 'none' };

export function decideSwipe(
  start: PointerSample,
  end: PointerSample,
  options: SwipeOptions,
): SwipeDecision {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const tolerance = options.tapTolerance ?? DEFAULTS.tapTolerance;
  if (Math.hypot(dx, dy) <= tolerance) return { kind: 'tap' };
  if (!(options.mobile ? options.allowMobile : options.allowDesktop)) return { kind: 'none' };
  const along = options.axis === 'vertical' ? dy : dx;
  const across = options.axis === 'vertical' ? dx : dy;
  if (Math.abs(along) <= Math.abs(across)) return { kind: 'scroll' };
  return { kind: 'swipe', request: along < 0 ? '+1' : '-1' };
}

/** True once a pointer has moved far enough to cancel a navigation tap (more than 5 px). */
export function cancelsTap(
  start: PointerSample,
  now: PointerSample,
  tolerance: number = DEFAULTS.tapTolerance,
): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) > tolerance;
}
