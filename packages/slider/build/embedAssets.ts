import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Copies the stylesheet, minified, and writes `.gz` and `.br` beside each script of the embed (a server with pre-compressed static
 * files sends them as they are) and `size-report.json`: every chunk's bytes, gzip and brotli,
 * and which chunks are React's, the figure the module budgets (design.md section 5) are about.
 */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  react: boolean;
}

export function embedAssets(outDir: string, stylesheet: string): Plugin {
  return {
    name: 'tribune-slider-embed-assets',
    apply: 'build',
    async closeBundle() {
      await writeFile(join(outDir, 'slider.css'), minifyCss(await readFile(stylesheet, 'utf8')));
      const sizes: ChunkSize[] = [];
      for (const path of await scripts(outDir)) {
        const content = await readFile(path);
        const gzip = gzipSync(content, { level: 9 });
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        await writeFile(`${path}.gz`, gzip);
        await writeFile(`${path}.br`, brotli);
        const file = relative(outDir, path);
        sizes.push({
          file,
          bytes: content.length,
          gzip: gzip.length,
          brotli: brotli.length,
          react: /(^|\/)react-/.test(file),
        });
      }
      await writeFile(join(outDir, 'size-report.json'), `${JSON.stringify(sizes, null, 2)}\n`);
    },
  };
}

/**
 * Comments and spacing out. A space before a colon stays: it is a descendant selector
 * (`.sr7-module :focus-visible`).
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim()
    .concat('\n');
}

async function scripts(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) out.push(...(await scripts(path)));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}
