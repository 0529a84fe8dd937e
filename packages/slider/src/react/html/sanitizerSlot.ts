import type { Sanitize } from '../../core/html/Sanitizer.js';

/**
 * Where the renderer finds the HTML sanitiser (`core/html/Sanitizer.ts`): empty until it is
 * installed, by the lazily loaded `htmlFeature` chunk in the browser (only modules whose texts
 * or navigation templates hold markup download it) or by `server/serverSanitizer.ts` on the
 * server. Module HTML is never rendered while it is empty.
 *
 * Kept on `globalThis` under a registered symbol rather than in this module: a server process
 * runs more than one copy of the renderer (the site's server bundle has its own), and every copy
 * must find the one the server installed.
 */
interface Slot {
  sanitize: Sanitize | null;
  listeners: Set<() => void>;
}

const KEY = Symbol.for('tribune.slider.htmlSanitizer');

function slot(): Slot {
  const global = globalThis as { [KEY]?: Slot };
  global[KEY] ??= { sanitize: null, listeners: new Set() };
  return global[KEY];
}

export function currentSanitizer(): Sanitize | null {
  return slot().sanitize;
}

export function installSanitizer(sanitize: Sanitize): void {
  const s = slot();
  s.sanitize = sanitize;
  for (const listener of s.listeners) listener();
}

/** Calls `listener` when a sanitiser is installed; returns the unsubscribe. */
export function onSanitizer(listener: () => void): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Module HTML as React's inner HTML, sanitised; undefined (render nothing) without a sanitiser. */
export function safeHtml(html: string): { __html: string } | undefined {
  const sanitize = slot().sanitize;
  return sanitize ? { __html: sanitize(html) } : undefined;
}
