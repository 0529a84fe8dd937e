import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.gz` and `.br` beside the embed's script and stylesheet (a server with
 * pre-compressed static files sends them as they are) and prints their sizes, the figure
 * the embed's budget is about.
 */
export function embedAssets(outDir: string): Plugin {
  return {
    name: 'tribune-livescore-embed-assets',
    apply: 'build',
    async closeBundle() {
      for (const name of await readdir(outDir)) {
        if (!/^livescore\.(js|css)$/.test(name)) continue;
        const path = join(outDir, name);
        const content = await readFile(path);
        const gzip = gzipSync(content, { level: 9 });
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        await writeFile(`${path}.gz`, gzip);
        await writeFile(`${path}.br`, brotli);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        console.log(
          `${name}: ${kb(content.length)}, gzip ${kb(gzip.length)}, brotli ${kb(brotli.length)}`,
        );
      }
    },
  };
}
