import { LANGUAGES, type Lang } from '@tribune/site';
import {
  DEFAULTS,
  errorModule,
  type SliderModule,
  type StreamItem,
  sourceLabel,
  streamModule,
  streamType,
} from '@tribune/slider';
import { type StreamAdapter, StreamFailure } from './streamAdapter.js';

/**
 * Stream items (spec 3.5) for stream modules: the adapter of the module's `source.type` finds
 * the entries, and each becomes an item drawn with one of the module's slides (the slides in
 * turn: the first entry with the first slide, …), naming that slide (`sourceSlideId`), the
 * module (`sourceModuleId`) and the engine that saved it (`sourceModuleEngine`, 7 unless the
 * module is kept as engine 6 saved it).
 *
 * `source.count` caps the items (default 12, at most 50).
 */
export interface StreamServiceOptions {
  adapters: readonly StreamAdapter[];
  log?: { warn(object: object, message: string): void };
}

/** The module the items are for (none for a wp-gallery asked by its ids alone). */
export interface StreamOwner {
  module: SliderModule;
  id: number;
  engineVersion: number;
}

export type StreamResult =
  | { ok: true; type: string; items: StreamItem[] }
  | { ok: false; type: string; reason: 'no-adapter' | 'failed'; message: string };

export const DEFAULT_STREAM_COUNT = 12;
export const MAX_STREAM_COUNT = 50;

export interface StreamService {
  /** The items of `source` (the owner's `settings.source` unless given) in `lang`. */
  items(
    owner: StreamOwner | null,
    options: { lang?: string | undefined; source?: Record<string, unknown> },
  ): Promise<StreamResult>;
  /** The owner's module drawn from its stream: its slides, or the error slide. */
  fill(owner: StreamOwner, lang?: string): Promise<SliderModule>;
  /** The source types there is an adapter for. */
  types(): string[];
}

export function createStreamService(options: StreamServiceOptions): StreamService {
  const adapters = new Map(options.adapters.map((adapter) => [adapter.type, adapter]));

  async function items(
    owner: StreamOwner | null,
    opts: { lang?: string | undefined; source?: Record<string, unknown> },
  ): Promise<StreamResult> {
    const source =
      opts.source ?? ((owner?.module.settings.source ?? {}) as Record<string, unknown>);
    const type = typeof source.type === 'string' ? source.type.trim() : '';
    const adapter = adapters.get(type);
    if (!adapter) {
      return {
        ok: false,
        type,
        reason: 'no-adapter',
        message: `no stream adapter for the source type "${type}" (known: ${[...adapters.keys()].join(', ')})`,
      };
    }
    const lang = languageOf(opts.lang, owner?.module);
    try {
      const entries = await adapter.entries({ source, lang, limit: countOf(source.count) });
      const templates = owner?.module.slides ?? [];
      const engine = owner?.engineVersion === 6 ? 6 : DEFAULTS.sourceModuleEngine;
      return {
        ok: true,
        type,
        items: entries.map((entry, index) => ({
          id: entry.id,
          sourceSlideId:
            templates.length > 0 ? (templates[index % templates.length]?.id ?? '') : '',
          sourceModuleId: owner ? String(owner.id) : '',
          sourceModuleEngine: engine,
          metas: entry.metas,
          image: entry.image,
        })),
      };
    } catch (error) {
      const message = error instanceof StreamFailure ? error.message : String(error);
      options.log?.warn(
        { alias: owner?.module.settings.alias, type, error: message },
        `the ${sourceLabel(type)} stream could not be loaded`,
      );
      return { ok: false, type, reason: 'failed', message };
    }
  }

  async function fill(owner: StreamOwner, lang?: string): Promise<SliderModule> {
    const result = await items(owner, { lang });
    if (!result.ok) return errorModule(owner.module, 'failed');
    if (result.items.length === 0) {
      options.log?.warn(
        { alias: owner.module.settings.alias, type: streamType(owner.module) },
        'stream module has no items: showing the error slide',
      );
    }
    return streamModule(owner.module, result.items);
  }

  return { items, fill, types: () => [...adapters.keys()] };
}

function countOf(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return DEFAULT_STREAM_COUNT;
  return Math.min(n, MAX_STREAM_COUNT);
}

/** The requested site language, else the module's own, else French. */
function languageOf(requested: string | undefined, module: SliderModule | undefined): Lang {
  const known = (value: unknown): value is Lang =>
    typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
  if (known(requested)) return requested;
  const own = (module?.settings as { lang?: unknown } | undefined)?.lang;
  return known(own) ? own : 'fr';
}
