import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page downloads of the embed before a module shows: a chunk and every chunk it imports
 * statically, followed through `import … from "./x.js"` in the built files. Dynamic imports
 * (`import("./x.js")`) are features loaded only by the modules that use them, so they are not
 * followed. Sizes are gzip level 9 of each file on its own, as `size-report.json` and the
 * bench count them.
 */
export interface EmbedChunks {
  /** The chunk files whose names start with `{name}-`, e.g. "StandardModule". */
  named(name: string): string;
  /** The files loaded with these roots (paths relative to the embed folder), React's included. */
  closure(roots: readonly string[]): Set<string>;
  /** Gzip bytes of a set of files, React's chunks left out (the budgets are without React). */
  gzipWithoutReact(files: Iterable<string>): number;
}

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;

export function embedChunks(outDir: string): EmbedChunks {
  const chunkFiles = readdirSync(join(outDir, 'chunks')).filter((f) => f.endsWith('.js'));
  const gzipOf = new Map<string, number>();
  const importsOf = (file: string): string[] => {
    const code = readFileSync(join(outDir, file), 'utf8');
    const from = file.includes('/') ? 'chunks/' : '';
    return [...code.matchAll(STATIC_IMPORT)].map((m) => {
      const target = m[1] as string;
      // "../slider.js" from a chunk is the entry; "./x.js" is a sibling; "./chunks/x.js" from the entry.
      if (target.startsWith('../')) return basename(target);
      return target.startsWith('./chunks/') ? target.slice(2) : `${from}${basename(target)}`;
    });
  };
  return {
    named(name) {
      const found = chunkFiles.find((f) => f.startsWith(`${name}-`));
      if (!found) throw new Error(`no chunk named ${name} in ${outDir}/chunks`);
      return `chunks/${found}`;
    },
    closure(roots) {
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const next of importsOf(file)) visit(next);
      };
      for (const root of roots) visit(root);
      return seen;
    },
    gzipWithoutReact(files) {
      let total = 0;
      for (const file of files) {
        if (/(^|\/)react-[^/]+\.js$/.test(file)) continue;
        let size = gzipOf.get(file);
        if (size === undefined) {
          size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
          gzipOf.set(file, size);
        }
        total += size;
      }
      return total;
    },
  };
}
