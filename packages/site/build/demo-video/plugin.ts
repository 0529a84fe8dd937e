import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEMO_VIDEO_FILES, makeDemoVideo } from './makeDemoVideo.js';

/** What the film is made from: when one of these changes, the film is made again. */
const SOURCES = ['film.ts', 'webm.ts', 'makeDemoVideo.ts'].map((name) =>
  fileURLToPath(new URL(name, import.meta.url)),
);

function mtime(file: string): number {
  return statSync(file).mtimeMs;
}

/** True when every output exists and is newer than every source. */
export function isFresh(outDir: string, sources: string[] = SOURCES): boolean {
  const outputs = DEMO_VIDEO_FILES.map((name) => join(outDir, name));
  if (!outputs.every((file) => existsSync(file))) return false;
  const oldestOutput = Math.min(...outputs.map(mtime));
  return sources.every((file) => mtime(file) <= oldestOutput);
}

/**
 * Makes the front page's demo film into `<publicDir>/video/` before the browser build copies
 * the public folder, unless it is already there and up to date (about ten seconds of work, done
 * once). The film is not kept in git: it is made from code, like the seed's images. Without a
 * working Chromium the build goes on with a warning and the server shows no video panel
 * (packages/server/src/pages/frontPageVideo.ts).
 */
export function demoVideo(): Plugin {
  let outDir = '';
  return {
    name: 'tribune-demo-video',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr || !config.publicDir ? '' : join(config.publicDir, 'video');
    },
    async buildStart() {
      if (!outDir || isFresh(outDir)) return;
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        this.warn(
          `No Chromium at ${chromium}: the front page's demo film is not made and its video panel is left out. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
        );
        return;
      }
      try {
        this.info(`demo film: ${await makeDemoVideo(outDir, chromium)}`);
      } catch (error) {
        this.warn(`The front page's demo film could not be made (${String(error)}).`);
      }
    },
  };
}
