import type { SlideAction } from '../model/SlideSchema.js';

/**
 * The layer ids that trigger an action (`src`: one id or a list; engine 7 saves numbers too).
 * On its own: the renderer's first script needs this and nothing else of the actions part.
 */
export function actionSources(action: SlideAction): string[] {
  const src = (action as SlideAction & { src?: unknown }).src;
  return [src ?? []].flat().map(String);
}
