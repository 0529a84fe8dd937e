import { DEFAULTS } from './Defaults.js';
import { consoleLogger, imageError, type Logger } from './Messages.js';

/**
 * Image loading (spec 4.12, 9.7): every image goes pending → inqueue → loading → loaded,
 * cached or error, at most 5 loading at once so the first slide's images are not starved by
 * the rest. A failure is retried once with the opposite cross-origin setting (a CDN without
 * CORS headers fails with "anonymous"; a tainted-canvas policy fails without it), then logged.
 * The registry remembers up to 5000 images, forgetting the oldest settled ones first. The
 * actual loading is injected: `new Image()` in the browser, a stub in tests.
 */
export type ImageState = 'pending' | 'inqueue' | 'loading' | 'loaded' | 'cached' | 'error';

export type CrossOrigin = 'anonymous' | null;

export interface LoadedImage {
  width: number;
  height: number;
  /** The browser had it already (`img.complete` before load): reported as "cached". */
  fromCache?: boolean;
}

export type ImageLoader = (url: string, crossOrigin: CrossOrigin) => Promise<LoadedImage>;

export interface ImageEntry {
  url: string;
  state: ImageState;
  width: number;
  height: number;
  /** The cross-origin setting that worked (or was last tried). */
  crossOrigin: CrossOrigin;
}

export interface ImageQueueOptions {
  loader: ImageLoader;
  /** Default 5. */
  concurrency?: number;
  /** Default 5000. */
  registryLimit?: number;
  /** First cross-origin setting tried. Default null (no CORS request). */
  crossOrigin?: CrossOrigin;
  logger?: Logger;
  onChange?: (entry: ImageEntry) => void;
}

export interface ImageQueue {
  /** Makes an image known without loading it yet (state "pending"). */
  register(url: string): ImageEntry;
  /** Loads an image (or returns the settled one, as "cached"); never rejects. */
  load(url: string): Promise<ImageEntry>;
  get(url: string): ImageEntry | undefined;
  /** Images loading now. */
  active(): number;
  size(): number;
}

interface Slot {
  entry: ImageEntry;
  waiters: ((entry: ImageEntry) => void)[];
}

export function ImageQueue(options: ImageQueueOptions): ImageQueue {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULTS.imageConcurrency);
  const limit = Math.max(1, options.registryLimit ?? DEFAULTS.imageRegistry);
  const logger = options.logger ?? consoleLogger;
  const registry = new Map<string, Slot>();
  const queue: string[] = [];
  let running = 0;

  function set(record: Slot, patch: Partial<ImageEntry>): void {
    record.entry = { ...record.entry, ...patch };
    options.onChange?.(record.entry);
  }

  function register(url: string): ImageEntry {
    const known = registry.get(url);
    if (known) return known.entry;
    const record: Slot = {
      entry: {
        url,
        state: 'pending',
        width: 0,
        height: 0,
        crossOrigin: options.crossOrigin ?? null,
      },
      waiters: [],
    };
    registry.set(url, record);
    evict(url);
    return record.entry;
  }

  function load(url: string): Promise<ImageEntry> {
    register(url);
    const record = registry.get(url) as Slot;
    const { state } = record.entry;
    if (state === 'loaded' || state === 'cached') {
      set(record, { state: 'cached' });
      return Promise.resolve(record.entry);
    }
    if (state === 'error') return Promise.resolve(record.entry);
    const settled = new Promise<ImageEntry>((resolve) => record.waiters.push(resolve));
    if (state === 'pending') {
      set(record, { state: 'inqueue' });
      queue.push(url);
      pump();
    }
    return settled;
  }

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const url = queue.shift() as string;
      const record = registry.get(url);
      if (record?.entry.state !== 'inqueue') continue;
      running++;
      set(record, { state: 'loading' });
      void attempt(record).finally(() => {
        running--;
        pump();
      });
    }
  }

  async function attempt(record: Slot): Promise<void> {
    const first = record.entry.crossOrigin;
    for (const crossOrigin of [first, first === null ? 'anonymous' : null] as const) {
      try {
        const image = await options.loader(record.entry.url, crossOrigin);
        settle(record, {
          state: image.fromCache ? 'cached' : 'loaded',
          width: image.width,
          height: image.height,
          crossOrigin,
        });
        return;
      } catch {
        // Tried below with the other setting, then reported.
      }
    }
    logger.error(imageError(record.entry.url));
    settle(record, { state: 'error' });
  }

  function settle(record: Slot, patch: Partial<ImageEntry>): void {
    set(record, patch);
    const waiters = record.waiters;
    record.waiters = [];
    for (const resolve of waiters) resolve(record.entry);
    evict(record.entry.url);
  }

  /** Forgets the oldest images that are not on their way, beyond the registry limit. */
  function evict(keep?: string): void {
    if (registry.size <= limit) return;
    for (const [url, record] of registry) {
      if (registry.size <= limit) break;
      const { state } = record.entry;
      if (url !== keep && state !== 'loading' && state !== 'inqueue') registry.delete(url);
    }
  }

  return {
    register,
    load,
    get: (url) => registry.get(url)?.entry,
    active: () => running,
    size: () => registry.size,
  };
}
