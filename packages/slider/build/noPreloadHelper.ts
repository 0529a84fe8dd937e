import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const HELPER = 'vite/preload-helper';
const CALL = '__vitePreload(';
const DEPS = ', __VITE_PRELOAD__)';
const DEFINITION = 'export const __vitePreload = (load) => load();';

/**
 * Vite wraps every dynamic import in its preload helper (about 0.6 KB gzip in the entry, and a
 * wrapper at each call) even with `modulePreload: false`: the helper still preloads the CSS a
 * lazily loaded chunk imports. The embed's chunks import no CSS (the stylesheet is a file of
 * its own, see vite.config.ts), so the helper goes: each `__vitePreload(loader, deps)` becomes
 * `(loader)()`, which the minifier folds to the plain `import(…)` where it can. The build
 * fails if a chunk ever imports CSS, since nothing would load it then.
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
      return id.includes(HELPER) ? DEFINITION : null;
    },
    renderChunk(code) {
      if (!code.includes(CALL)) return null;
      const out = new MagicString(code);
      let calls = 0;
      for (let at = code.indexOf(CALL); at >= 0; at = code.indexOf(CALL, at + 1)) {
        out.overwrite(at, at + CALL.length, '(');
        calls++;
      }
      let ends = 0;
      for (let at = code.indexOf(DEPS); at >= 0; at = code.indexOf(DEPS, at + 1)) {
        out.overwrite(at, at + DEPS.length, ')()');
        ends++;
      }
      if (calls !== ends) {
        this.error(`preload helper calls and their ends differ (${calls}, ${ends}): Vite changed`);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
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
