import { randomBytes } from 'node:crypto';
import type { PolicySources } from '../security/contentPolicy.js';
import type { GzipTemplate } from './gzipTemplate.js';

/**
 * Rendered pages kept for a short time, so a popular article costs one render per TTL rather
 * than one per reader (rendering is ~95 % of a page request; design.md section 5 asks for
 * 1,000 requests/s). What must differ per response — the CSP nonce, a form's single-use nonce —
 * is rendered as a placeholder and filled in on the way out.
 *
 * The cache is per process and only ever holds public pages: requests that carry per-reader
 * state (a held comment's token, a refused form) are rendered apart and never stored.
 */
export interface PageCache {
  /** The page stored under `key`, if fresh. */
  get(key: string): StoredPage | undefined;
  set(key: string, page: StoredPage): void;
  /** Drops every page (content changed: a comment was published, …). */
  clear(): void;
  readonly enabled: boolean;
}

/** A rendered page as stored: served again with the same policy it was rendered for. */
export interface StoredPage {
  /** The HTML, with placeholders where each response puts its own values. */
  html: string;
  /** What the page added to the site's Content-Security-Policy (its video players). */
  policy: PolicySources;
  /** The HTML gzipped once, made on its first gzip response (gzipTemplate.ts). */
  gzip?: GzipTemplate;
}

export interface PageCacheOptions {
  /** How long a page is served from memory, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most, least recently used out first. */
  capacity?: number;
  now?: () => number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { ttlMs, capacity = 500, now = Date.now } = options;
  const pages = new Map<string, { page: StoredPage; expires: number }>();
  return {
    enabled: ttlMs > 0,
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        pages.delete(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      if (ttlMs <= 0) return;
      pages.delete(key);
      pages.set(key, { page, expires: now() + ttlMs });
      if (pages.size > capacity) pages.delete(pages.keys().next().value as string);
    },
    clear() {
      pages.clear();
    },
  };
}

/**
 * A placeholder that cannot occur in content by chance or by design: random per process, so
 * a comment cannot smuggle one in to have a nonce written into it.
 */
export function createPlaceholder(name: string): string {
  return `tribune${name}${randomBytes(12).toString('hex')}`;
}

export type Fill = readonly [placeholder: string, value: () => string];

/** This response's values for the placeholders a page holds. */
export interface ResponseValues {
  /** The placeholders the page holds. */
  readonly placeholders: readonly string[];
  /** The value of `placeholder` for this response, made on first use. */
  of(placeholder: string): string;
}

/**
 * One value per placeholder per response (one nonce wherever it appears), made only for the
 * placeholders the page holds, so none is issued for nothing.
 */
export function responseValues(html: string, fills: readonly Fill[]): ResponseValues {
  const made = new Map<string, string>();
  const present = new Map(fills.filter(([placeholder]) => html.includes(placeholder)));
  return {
    placeholders: [...present.keys()],
    of(placeholder) {
      let value = made.get(placeholder);
      if (value === undefined) {
        value = present.get(placeholder)?.() ?? '';
        made.set(placeholder, value);
      }
      return value;
    },
  };
}

/** Each placeholder replaced by its value for this response. */
export function fillPlaceholders(html: string, values: ResponseValues): string {
  let filled = html;
  for (const placeholder of values.placeholders) {
    filled = filled.split(placeholder).join(values.of(placeholder));
  }
  return filled;
}
