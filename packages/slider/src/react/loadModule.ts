import type { FetchLike } from '../core/data/Http.js';
import {
  consoleLogger,
  feedNotLoaded,
  type Logger,
  moduleDataDropped,
  moduleNotLoaded,
} from '../core/Messages.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import { needsStream } from '../core/stream/SourceTypes.js';
import { loadFeature } from './featureLoaders.js';

/**
 * Where a module's data comes from when the page did not bring it normalised: raw module JSON
 * (parsed here, the parser's chunk loaded on first use), a `.json` URL, or the REST route by
 * alias or id. A module fed by a stream (a normalised one too, when the server did not fill
 * it) then gets its slides from the stream part (`registerFeature('stream', …)`). Never
 * rejects: failures are the console lines of the spec and `null`.
 */
export interface ModuleSource {
  /** A normalised module whose stream is still to be loaded. */
  module?: SliderModule | null | undefined;
  data?: unknown;
  src?: string;
  alias?: string;
  id?: string | number;
  restBase?: string;
  ajaxUrl?: string;
  fetch?: FetchLike;
  logger?: Logger;
  /** The page's language, for a stream's texts. */
  lang?: string | undefined;
}

export async function loadModule(source: ModuleSource): Promise<SliderModule | null> {
  const module = source.module ?? (await readModule(source));
  if (!module || !needsStream(module)) return module;
  const logger = source.logger ?? consoleLogger;
  const stream = await loadFeature('stream');
  if (!stream?.prepare) {
    logger.error(feedNotLoaded());
    return null;
  }
  return stream.prepare(module, {
    fetch: source.fetch,
    restBase: source.restBase,
    ajaxUrl: source.ajaxUrl,
    lang: source.lang,
    logger,
  });
}

async function readModule(source: ModuleSource): Promise<SliderModule | null> {
  const logger = source.logger ?? consoleLogger;
  const name = source.alias ?? (source.id !== undefined ? String(source.id) : 'slider');
  try {
    if (source.data !== undefined) {
      const { parseModule } = await import('../core/model/ParseModule.js');
      const { module, dropped } = parseModule(source.data);
      if (dropped.length > 0) logger.warn(moduleDataDropped(name, dropped.length), dropped);
      if (!module) logger.error(moduleNotLoaded(name));
      return module;
    }
    const { DataClient } = await import('../core/data/DataClient.js');
    const fetchImpl = source.fetch ?? ((url, init) => globalThis.fetch(url, init as RequestInit));
    const client = DataClient({
      fetch: fetchImpl as FetchLike,
      logger,
      ...(source.restBase ? { restBase: source.restBase } : {}),
      ...(source.ajaxUrl ? { ajaxUrl: source.ajaxUrl } : {}),
    });
    const load = source.src
      ? await client.getJsonModule(source.src, name)
      : await client.getModule(name);
    return load.ok ? load.module : null;
  } catch (error) {
    logger.error(moduleNotLoaded(name), error);
    return null;
  }
}
