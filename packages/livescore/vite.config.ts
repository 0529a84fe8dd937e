import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHint } from '../slider/build/compileHint.js';
import { embedAssets } from './build/embedAssets.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = `${root}dist/embed`;

/**
 * The standalone embed: one self-contained classic script (React and the centrifuge client
 * inside), `dist/embed/livescore.js`, and its stylesheet `livescore.css`. Fixed names, since
 * host pages paste the script tag once; the server gives them a short cache life.
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    // React, the centrifuge client and the widget all run as the widget mounts (slider
    // package, build/compileHint.ts).
    compileHint(['livescore-embed']),
    embedAssets(outDir),
  ],
  // Library builds leave process.env alone; React picks its production build from it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    // tsc writes the package's modules into dist/ too; only our own files are overwritten.
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: true,
    lib: {
      entry: `${root}src/embed/livescore-embed.ts`,
      formats: ['iife'],
      name: 'TribuneLiveScore',
      fileName: () => 'livescore.js',
      cssFileName: 'livescore',
    },
  },
});
