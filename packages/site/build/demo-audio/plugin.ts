import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { STADIUM_RATE, stadiumSamples } from './stadium.js';
import { writeWav } from './wav.js';

/** The file it writes into `<publicDir>/audio/`. */
export const DEMO_AUDIO_FILE = 'tribune-stade.wav';

const SOURCES = ['stadium.ts', 'wav.ts'].map((name) =>
  fileURLToPath(new URL(name, import.meta.url)),
);

/** True when the sound exists and is newer than every source. */
export function isFresh(file: string, sources: string[] = SOURCES): boolean {
  if (!existsSync(file)) return false;
  const made = statSync(file).mtimeMs;
  return sources.every((source) => statSync(source).mtimeMs <= made);
}

/**
 * Writes the demo's stadium sound (the slider's `demo-media` module plays it) into
 * `<publicDir>/audio/` before the browser build copies the public folder: synthesised by
 * code in a few milliseconds, nothing downloaded, nothing kept in git.
 */
export function demoAudio(): Plugin {
  let outDir = '';
  return {
    name: 'tribune-demo-audio',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr || !config.publicDir ? '' : join(config.publicDir, 'audio');
    },
    buildStart() {
      const file = join(outDir, DEMO_AUDIO_FILE);
      if (!outDir || isFresh(file)) return;
      mkdirSync(outDir, { recursive: true });
      const wav = writeWav(stadiumSamples(), STADIUM_RATE);
      writeFileSync(file, wav);
      this.info(`demo sound: ${DEMO_AUDIO_FILE}, ${Math.round(wav.length / 1024)} KB`);
    },
  };
}
