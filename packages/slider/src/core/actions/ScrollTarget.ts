import type { SlideAction } from '../model/SlideSchema.js';

/**
 * Where a `scroll` action takes the page (engine 7): its `target` is the id of an element of
 * the page (saved without "#", as the editor asks for it; "#id" is read too), or a page
 * offset in px ("500", "500px"). Null: no usable target.
 */
export type ScrollTarget = { id: string } | { y: number };

export function scrollTargetOf(action: SlideAction): ScrollTarget | null {
  const raw = Array.isArray(action.target) ? action.target[0] : action.target;
  const target = raw?.trim() ?? '';
  if (/^-?\d+(\.\d+)?(px)?$/.test(target)) return { y: Math.max(0, Number.parseFloat(target)) };
  const id = target.replace(/^#/, '');
  return id === '' ? null : { id };
}

/**
 * The window's scroll position that brings a page y (`edge`: an element's top, or the
 * module's bottom for scrollbelow, in viewport coordinates) to the top of the window, moved by
 * the action's `offset` (negative: stops earlier) and clear of what the page's sticky header
 * covers (`clearance`, its `scroll-padding-top`).
 */
export function scrollTopFor(
  edge: number,
  scrollY: number,
  offset: number,
  clearance: number,
): number {
  return Math.max(0, Math.round(edge + scrollY + offset - clearance));
}
