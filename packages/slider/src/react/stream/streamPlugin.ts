import { DataClient } from '../../core/data/DataClient.js';
import type { FetchLike } from '../../core/data/Http.js';
import type { EnginePlugin, PrepareContext } from '../../core/Engine.js';
import { feedNotLoaded } from '../../core/Messages.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { errorModule } from '../../core/stream/ErrorSlide.js';
import { streamType } from '../../core/stream/SourceTypes.js';
import { readStreamItems } from '../../core/stream/StreamItem.js';
import { streamModule } from '../../core/stream/StreamSlides.js';

/**
 * The stream part (issue 4 item 6), a chunk of its own: a module whose slides come from a
 * stream asks the server for its items with the `get_stream_data` client action (spec 7.1) and
 * is drawn from them. No items: the error slide (spec 8.1). A failed load: "Feed could not be
 * Loaded" in the console (spec 8.1), and the error slide in the module's place.
 *
 * Modules the server rendered arrive already filled (`settings.source.streamed`) and never
 * load this chunk.
 */
export const plugin: EnginePlugin = {
  name: 'stream',
  setup: () => undefined,
  prepare: fillStream,
};

export async function fillStream(
  module: SliderModule,
  context: PrepareContext,
): Promise<SliderModule> {
  const { logger } = context;
  try {
    const client = DataClient({
      fetch:
        context.fetch ?? (((url, init) => globalThis.fetch(url, init as RequestInit)) as FetchLike),
      logger,
      ...(context.restBase ? { restBase: context.restBase } : {}),
      ...(context.ajaxUrl ? { ajaxUrl: context.ajaxUrl } : {}),
    });
    const answer = await client.ajax('get_stream_data', streamRequest(module, context.lang));
    const { items, dropped } = readStreamItems(answer.data);
    if (dropped > 0) {
      logger.warn(
        `${module.settings.alias}: ${dropped} stream item(s) could not be read and were left out`,
      );
    }
    return streamModule(module, items);
  } catch (error) {
    logger.error(feedNotLoaded());
    logger.info(`${module.settings.alias || 'slider'}: ${String(error)}`);
    return errorModule(module, 'failed');
  }
}

/**
 * `get_stream_data`'s `data` (spec 7.1): the module's database id (its alias when it has none),
 * or for a wp-gallery the source ids themselves, with the module beside them.
 */
export function streamRequest(module: SliderModule, lang?: string): Record<string, unknown> {
  const { dbid, alias, source } = module.settings;
  const data: Record<string, unknown> =
    streamType(module) === 'wp-gallery'
      ? { id: idList(source?.sourceids), type: 'wp-gallery', ...(dbid ? { module: dbid } : {}) }
      : dbid
        ? { id: dbid }
        : { alias, forcealias: true };
  if (lang) data.srlang = lang;
  return data;
}

function idList(ids: unknown): string {
  const list = Array.isArray(ids) ? ids : String(ids ?? '').split(',');
  return list
    .map((id) => String(id).trim())
    .filter((id) => id !== '')
    .join(',');
}
