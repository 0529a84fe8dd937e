import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHint } from '../slider/build/compileHint.js';
import { demoAudio } from './build/demo-audio/plugin.js';
import { demoVideo } from './build/demo-video/plugin.js';
import { precompress } from './build/precompress.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two builds from one config: the browser bundle (islands bootstrap, island chunks, the
 * stylesheet, with a manifest the server reads to link hashed files), and the server bundle of
 * `src/entry-server.tsx` (`vite build --ssr`). In development the server runs Vite as
 * middleware instead (packages/server/src/ssr/devRenderer.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    demoVideo(),
    demoAudio(),
    // The islands bootstrap with React in it, run nearly whole on every page: main-thread
    // script time of a page falls by a quarter (README, "Loading and hydration").
    compileHint(['islands']),
    precompress(),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: {
          // The server bundle is one program run by Node: the slider's parser, which the
          // browser loads lazily, is also imported statically by the server's own code
          // (validation, migration), and where it lands in the server bundle changes nothing.
          checks: { ineffectiveDynamicImport: false },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        cssCodeSplit: true,
        rolldownOptions: {
          input: {
            islands: `${root}src/client/islands.tsx`,
            site: `${root}src/styles/site.css`,
          },
        },
      },
}));
