import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * A second minification of every chunk, by terser after the bundler's own minifier: the two
 * find different savings (terser's compress passes fold what the first left), 1 to 4 % of each
 * chunk's gzip: about 170 B of the standard module's first script, under its 28 KB budget
 * (README, "Size"). The source map is carried through (terser reads the bundler's and writes
 * the composed one), so stack traces still point at the sources. Runs before the compile hint
 * is added (a comment terser would drop).
 */
export function secondMinify(): Plugin {
  return {
    name: 'tribune-second-minify',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const mapFile = bundle[`${chunk.fileName}.map`];
          const inputMap = mapFile?.type === 'asset' ? String(mapFile.source) : undefined;
          const result = await minify(chunk.code, {
            module: true,
            ecma: 2020,
            compress: { passes: 2 },
            format: { comments: false },
            sourceMap: inputMap ? { content: inputMap } : false,
          });
          if (result.code === undefined) continue;
          // The bundler's link to the map is a comment too: kept, as it was.
          const link = /\n\/\/# sourceMappingURL=\S+\s*$/.exec(chunk.code)?.[0] ?? '';
          chunk.code = `${result.code}${link}`;
          if (mapFile?.type === 'asset' && typeof result.map === 'string') {
            mapFile.source = result.map;
          }
        }
      },
    },
  };
}
