import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHint } from './build/compileHint.js';
import { embedAssets } from './build/embedAssets.js';
import { noPreloadHelper } from './build/noPreloadHelper.js';
import { secondMinify } from './build/secondMinify.js';

const REACT_CHUNK = 'react';
const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = process.env.SLIDER_EMBED_OUT_DIR ?? `${root}dist/embed`;

/**
 * The standalone embed (`dist/embed/slider.js`, an ES module): its React in a chunk of its own
 * (`chunks/react-*.js`, so the module's own bytes are measurable against the budget), the
 * standard module's code in a chunk only pages with a standard module load, and part 2's
 * features as further chunks; `slider.css` is the package's stylesheet, copied minified rather
 * than imported by the script (an imported stylesheet would make the dynamic imports wait for
 * it). `size-report.json` beside it lists every chunk's gzip size.
 */
export default defineConfig({
  root,
  plugins: [
    noPreloadHelper(),
    react(),
    // Before the compile hint: terser would drop its comment.
    secondMinify(),
    // React runs nearly whole as a module starts: script evaluation on the bench page falls
    // from about 60 to 40 ms (README, "Benchmark"). The standard module's chunk too: its
    // change code then runs compiled at the first change, which dropped the most frames.
    compileHint([REACT_CHUNK, 'StandardModule']),
    embedAssets(outDir, `${root}src/react/slider.css`),
  ],
  // Library code leaves process.env alone; React picks its production build from it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: process.env.SLIDER_EMBED_QUIET ? 'warn' : 'info',
  build: {
    outDir,
    // tsc writes the package's modules into dist/ too: only the embed's folder is emptied.
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    modulePreload: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { slider: `${root}src/embed/slider-embed.ts` },
      // The second minification (terser, `build/secondMinify.ts`) is meant to take seconds;
      // rolldown's warning that a plugin does would print at every build.
      checks: { bundlerTimings: false },
      // Keep the entry's exports-free shape: it only runs.
      preserveEntrySignatures: false,
      output: {
        entryFileNames: '[name].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css'))
            ? 'slider.css'
            : 'assets/[name]-[hash][extname]',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: REACT_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The small modules the standard module shares with the features a hero may load
            // too (media, modal) or that load beside it (carousel): one chunk, not four (each
            // chunk is gzipped on its own, so every split costs the budget ~0.1 KB). Their own
            // dependencies stay where they are (Defaults is the entry's).
            // The defaults and the per-level CSS every module's first script needs, which the
            // entry and the lazily loaded parts share: one chunk rather than two.
            {
              name: 'base',
              test: /src[\\/](core[\\/]Defaults|react[\\/]layout[\\/]levelCss)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shared',
              test: /src[\\/](core[\\/](Store|Swipe)\.ts|react[\\/](styles\.ts|nav[\\/]icons\.tsx))$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
