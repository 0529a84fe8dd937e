import type { Plugin, Rolldown } from 'vite';

/** V8 reads the hint only as a file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks whose code mostly runs as a page
 * starts (React, the site's islands bootstrap): V8 then compiles the whole file on the thread
 * that streams the script in, while it downloads, instead of compiling each function on the
 * main thread the first time it runs. Other engines read a comment. Added to the finished
 * chunk, after minification (which drops comments) and after Vite's own prefixes (the site's
 * `__vite__mapDeps`), with the source map moved down the line it adds.
 */
export function compileHint(chunkNames: readonly string[]): Plugin {
  return {
    name: 'tribune-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          moveMapDownALine(bundle, `${chunk.fileName}.map`);
        }
      },
    },
  };
}

/** The bundler emits each chunk's map as an asset of its own: its first line now maps nothing. */
function moveMapDownALine(bundle: Rolldown.OutputBundle, fileName: string) {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') return;
  const map = JSON.parse(String(asset.source)) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  asset.source = JSON.stringify(map);
}
