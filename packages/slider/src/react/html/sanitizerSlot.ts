import type { Sanitize } from '../../core/html/Sanitizer.js';

/**
 * Where the renderer finds the HTML sanitiser (`core/html/Sanitizer.ts`): empty until it is
 * installed, by the lazily loaded `htmlFeature` chunk in the browser (only modules whose texts
 * or navigation templates hold markup download it) or by `server/serverSanitizer.ts` on the
 * server. Module HTML is never rendered while it is empty.
 *
 * Kept on `globalThis` under a registered symbol rather than in this module: a server process
 * runs more than one copy of the renderer (the site's server bundle has its own), and every
 * copy must find the one the server installed.
 */
const KEY = Symbol.for('tribune.sanitizeHtml');

interface WithSanitizer {
  [KEY]?: Sanitize;
}

export function currentSanitizer(): Sanitize | undefined {
  return (globalThis as WithSanitizer)[KEY];
}

export function installSanitizer(sanitize: Sanitize): void {
  (globalThis as WithSanitizer)[KEY] = sanitize;
}
