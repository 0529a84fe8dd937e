import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The site package's folder, wherever npm put it. */
export const siteRoot = dirname(require.resolve('@tribune/site/package.json'));
export const siteClientDist = join(siteRoot, 'dist', 'client');
/** Static files the build copies into the client build (Vite serves them as they are in dev). */
export const sitePublicDir = join(siteRoot, 'public');
export const siteServerEntry = join(siteRoot, 'dist', 'server', 'entry-server.js');

/** The live score widget's standalone embed build (script and stylesheet). */
export const livescoreEmbedDist = join(
  dirname(require.resolve('@tribune/livescore/package.json')),
  'dist',
  'embed',
);

/** The slider's standalone embed build (script, stylesheet, and the chunks it loads on demand). */
export const sliderEmbedDist = join(
  dirname(require.resolve('@tribune/slider/package.json')),
  'dist',
  'embed',
);

/** The web fonts slider modules use, served by Tribune itself under /fonts/ (no font service). */
export const sliderFontsDir = join(
  dirname(require.resolve('@tribune/slider/package.json')),
  'fonts',
);
