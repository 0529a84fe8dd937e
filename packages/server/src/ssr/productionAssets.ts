import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '@tribune/site';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export class MissingBuildError extends Error {
  constructor(path: string) {
    super(`The site has not been built (${path} is missing). Run "npm run build" first.`);
    this.name = 'MissingBuildError';
  }
}

/**
 * Reads Vite's manifest of the browser build: the hashed stylesheet, the islands bootstrap,
 * and for each island (by its `{Name}.island.tsx` source) the files to preload with it.
 */
export function readProductionAssets(clientDist: string): PageAssets {
  const manifestPath = join(clientDist, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new MissingBuildError(manifestPath);
  }
  const url = (file: string) => `/${file}`;
  const entries = Object.values(manifest);
  const bootstrap = entries.find((c) => c.isEntry && c.name === 'islands');
  const stylesheets = entries
    .filter((c) => c.isEntry && c.file.endsWith('.css'))
    .map((c) => url(c.file));

  const islandChunks: Record<string, string[]> = {};
  for (const chunk of entries) {
    // Island files are `{Name}.island.tsx`; their chunks carry that name.
    if (!chunk.isDynamicEntry || !chunk.src?.endsWith('.island.tsx')) continue;
    const name = chunk.src.replace(/^.*\//, '').replace(/\.island\.tsx$/, '');
    const files = [chunk.file, ...collectImports(manifest, chunk, new Set())]
      .filter((file) => file !== bootstrap?.file)
      .map(url);
    islandChunks[name] = [...new Set(files)];
  }
  return {
    stylesheets,
    devScripts: [],
    bootstrapModule: bootstrap ? url(bootstrap.file) : null,
    islandChunks,
  };
}

function collectImports(manifest: Manifest, chunk: ManifestChunk, seen: Set<string>): string[] {
  const files: string[] = [];
  for (const key of chunk.imports ?? []) {
    if (seen.has(key)) continue;
    seen.add(key);
    const imported = manifest[key];
    if (!imported) continue;
    files.push(imported.file, ...collectImports(manifest, imported, seen));
  }
  return files;
}
