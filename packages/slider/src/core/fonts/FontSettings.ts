/**
 * The two facts about module fonts the renderer needs before any font code loads: whether a
 * module lists web fonts at all, and where they are served by default (Tribune's own server;
 * see `ModuleFonts.ts`). Apart so a page whose modules list none never downloads the rest.
 */
export const DEFAULT_FONT_BASE = '/fonts';

/** Whether a module names any web font. */
export function hasWebFonts(fonts: unknown): boolean {
  return typeof fonts === 'object' && fonts !== null && Object.keys(fonts).length > 0;
}
