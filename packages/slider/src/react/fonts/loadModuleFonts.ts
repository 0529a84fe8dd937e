import { moduleFontFaces } from '../../core/fonts/ModuleFonts.js';
import type { Logger } from '../../core/Messages.js';
import { fontFailed } from '../../core/messages/fonts.js';

/** Faces already given to the page, by URL: two modules with the same font share it. */
const added = new Set<string>();

/**
 * A module's web fonts, self-hosted (`core/fonts/ModuleFonts.ts`), handed to the page as
 * `FontFace`s. The browser fetches a face only when some text uses it, so weights the module
 * lists but never shows cost nothing; a face that fails (missing file, broken font) is
 * reported once: "Failed to load font: {url}" (spec 8.1), and its text keeps the next font of
 * its family list. Its own chunk, loaded only for a module that lists fonts.
 */
export function loadModuleFonts(fonts: unknown, base: string, logger: Logger): void {
  if (typeof FontFace !== 'function' || typeof document === 'undefined' || !document.fonts) return;
  for (const face of moduleFontFaces(fonts, base)) {
    if (added.has(face.url)) continue;
    added.add(face.url);
    const font = new FontFace(face.family, `url("${face.url}") format("woff2")`, {
      weight: face.weight,
      style: face.style,
      display: 'swap',
    });
    font.loaded.catch(() => logger.error(fontFailed(face.url)));
    document.fonts.add(font);
  }
}
