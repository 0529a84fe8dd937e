import type { SlideAction } from '../model/SlideSchema.js';

/**
 * An action's number fields as engine 7 saves them: numbers, or text with a unit ("1000ms",
 * "-100px", "750"). Anything unreadable is the fallback.
 */
export function actionNumber(action: SlideAction, key: string, fallback: number): number {
  const n = Number.parseFloat(String((action as SlideAction & Record<string, unknown>)[key]));
  return Number.isFinite(n) ? n : fallback;
}

/** A glide's length in ms: engine 7's `s`, engine 6's migrated `sp`; 1000 by default. */
export function actionSpeed(action: SlideAction): number {
  const extra = action as SlideAction & { s?: unknown };
  return Math.max(0, actionNumber(action, extra.s === undefined ? 'sp' : 's', 1000));
}

/** A glide's ease (`e`); power1.inOut by default. */
export function actionEase(action: SlideAction): string {
  const e = (action as SlideAction & { e?: unknown }).e;
  return typeof e === 'string' && e !== '' ? e : 'power1.inOut';
}
