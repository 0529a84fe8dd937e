import type { Plugin } from 'vite';

const HELPER = 'vite/preload-helper';

/**
 * Vite wraps every dynamic import in its preload helper (about 0.6 KB gzip in the entry) even
 * with `modulePreload: false`: the helper still preloads the CSS a lazily loaded chunk imports.
 * The embed's chunks import no CSS (the stylesheet is a file of its own, see vite.config.ts),
 * so the helper is replaced by a plain call of the import; the build fails if a chunk ever
 * imports CSS, since the plain call would not load it.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'tribune-slider-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.includes(HELPER) ? `\0${HELPER}.js` : null;
    },
    load(id) {
      return id.includes(HELPER) ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined;
        if (css && css.size > 0) {
          this.error(
            `${chunk.fileName} imports CSS; the embed's chunks must not (see noPreloadHelper)`,
          );
        }
      }
    },
  };
}
