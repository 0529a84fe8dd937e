import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/slider/ */
export const sliderRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Where `npm run build -w @tribune/slider` writes the embed. */
export const embedDir = join(sliderRoot, 'dist/embed');

function newest(dir: string): number {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) latest = Math.max(latest, newest(path));
    else if (!/\.test\.tsx?$/.test(name)) latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

/**
 * The embed as a browser loads it: rebuilt with the package's own Vite config when a source
 * file is newer than the last build, so a browser test never runs yesterday's bundle.
 */
export async function ensureEmbedBuild(): Promise<string> {
  const entry = join(embedDir, 'slider.js');
  const sources = Math.max(
    newest(join(sliderRoot, 'src')),
    statSync(join(sliderRoot, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return embedDir;
  // A process of its own, as `npm run build` runs it: inside a test runner NODE_ENV is "test",
  // which would give the JSX development runtime.
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        join(sliderRoot, '../../node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'vite.config.ts',
      ],
      { cwd: sliderRoot, env: { ...process.env, NODE_ENV: 'production', SLIDER_EMBED_QUIET: '1' } },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`embed build failed: ${stderr}`)) : resolve(),
    );
  });
  return embedDir;
}
