import { currentSanitizer } from './sanitizerSlot.js';

/**
 * Module HTML (a navigation template) as React's inner HTML, sanitised; undefined (render
 * nothing) when the sanitiser is not there. Navigation is drawn once the engine runs, and the
 * engine waits for the sanitiser's chunk when the module has a template (`featuresOf`).
 */
export function safeHtml(html: string): { __html: string } | undefined {
  const sanitize = currentSanitizer();
  return sanitize ? { __html: sanitize(html) } : undefined;
}
