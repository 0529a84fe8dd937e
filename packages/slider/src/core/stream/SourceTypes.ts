import type { SliderModule } from '../model/ParseModule.js';

/**
 * Where a module's slides come from (spec 3.1 `source`): its own slides, or a stream whose
 * items become slides (spec 3.5). Tribune's stream types:
 *
 * - `gallery`: one of Tribune's own galleries (`sourceids`: its id or key);
 * - `wp-gallery`: pictures of the image library picked by id (`sourceids`: "12,15,18");
 * - `photo-feed`: a social photo feed (`sourceids`: the account).
 *
 * Once the items are in, the module says so in `settings.source.streamed` (the number of items,
 * "empty" or "failed"), so a module the server already filled is not filled again in the
 * browser and its pages never download the stream part.
 */
export type StreamOutcome = number | 'empty' | 'failed';

/** The module's stream source type, when its slides come from a stream. */
export function streamType(module: Pick<SliderModule, 'settings'>): string | undefined {
  const type = module.settings.source?.type?.trim();
  return type ? type : undefined;
}

/** What became of the module's stream, once it was loaded (server or browser). */
export function streamOutcome(module: Pick<SliderModule, 'settings'>): StreamOutcome | undefined {
  const value = (module.settings.source as { streamed?: unknown } | undefined)?.streamed;
  if (value === 'empty' || value === 'failed') return value;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Whether the module's slides must still be made from its stream's items: it names a source
 * type and does not say what became of its stream. (Every page's entry runs this: kept small.)
 */
export function needsStream(module: Pick<SliderModule, 'settings'>): boolean {
  const source = module.settings.source as { type?: string; streamed?: unknown } | undefined;
  return !!source?.type?.trim() && source.streamed === undefined;
}
