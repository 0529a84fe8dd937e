import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { parseModuleStrict } from '../src/core/model/ValidateModule.js';
import { renderModuleHtml } from '../src/server/renderModuleHtml.js';
import { imageModule } from '../src/test-support/demoModule.js';

/**
 * The three benchmark pages: the same ten 1200 × 600 JPEG slides, arrows and bullets, the first
 * image in the HTML at high priority and the others loaded lazily, in a 1200 px box. Ours is
 * the server HTML hydrated by the embed; Swiper and Embla are their markup initialised by a
 * script bundled here with Vite (minified ES modules, as a site would ship them).
 */
export const LIBRARIES = ['tribune', 'swiper', 'embla'] as const;
export type Library = (typeof LIBRARIES)[number];

export const SLIDES = 10;
const image = (i: number) => `/img/slide-${i + 1}-1200x600.jpg`;

const here = fileURLToPath(new URL('.', import.meta.url));

/** Bundles the peers' page scripts into `outDir` (peer-swiper.js, peer-embla.js, peer-tribune.js). */
export async function buildPeerScripts(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: {
          'peer-swiper': `${here}peers/swiper.ts`,
          'peer-embla': `${here}peers/embla.ts`,
          'peer-tribune': `${here}peers/tribune.ts`,
        },
        preserveEntrySignatures: false,
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

function doc(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:0 auto}</style>
${head}</head><body><main><h1 style="font-size:18px;margin:12px">${title}</h1>${body}</main></body></html>`;
}

function slideImages(wrap: (img: string, i: number) => string): string {
  return Array.from({ length: SLIDES }, (_, i) => {
    const priority = i === 0 ? 'fetchpriority="high"' : 'loading="lazy"';
    return wrap(
      `<img src="${image(i)}" width="1200" height="600" alt="" ${priority} style="display:block;width:100%;height:auto">`,
      i,
    );
  }).join('');
}

export async function pageHtml(library: Library): Promise<string> {
  if (library === 'tribune') {
    const module = parseModuleStrict(imageModule({ count: SLIDES, image, alias: 'bench' }));
    const html = await renderModuleHtml(module);
    return doc(
      'Tribune slider',
      '',
      `${html}<script type="module" src="/embed/slider.js"></script><script type="module" src="/bench/peer-tribune.js"></script>`,
    );
  }
  if (library === 'swiper') {
    const css = [
      'swiper.css',
      'modules/navigation.css',
      'modules/pagination.css',
      'modules/a11y.css',
    ]
      .map((f) => `<link rel="stylesheet" href="/peers/swiper/${f}">`)
      .join('');
    const slides = slideImages((img) => `<div class="swiper-slide">${img}</div>`);
    return doc(
      'Swiper',
      css,
      `<div class="swiper" style="width:100%;aspect-ratio:2/1"><div class="swiper-wrapper">${slides}</div>
<div class="swiper-pagination"></div><div class="swiper-button-prev"></div><div class="swiper-button-next"></div></div>
<script type="module" src="/bench/peer-swiper.js"></script>`,
    );
  }
  const slides = slideImages((img) => `<div class="embla__slide">${img}</div>`);
  return doc(
    'Embla',
    `<style>.embla{position:relative}.embla__viewport{overflow:hidden;aspect-ratio:2/1}.embla__container{display:flex;touch-action:pan-y pinch-zoom}
.embla__slide{flex:0 0 100%;min-width:0}.embla__prev,.embla__next{position:absolute;top:50%;width:44px;height:44px}
.embla__prev{left:12px}.embla__next{right:12px}.embla__dots{display:flex;gap:8px;justify-content:center;padding:8px}
.embla__dot{width:14px;height:14px;border-radius:50%}</style>`,
    `<div class="embla"><div class="embla__viewport"><div class="embla__container">${slides}</div></div>
<button class="embla__prev" type="button" aria-label="Previous slide">‹</button><button class="embla__next" type="button" aria-label="Next slide">›</button>
<div class="embla__dots"></div></div><script type="module" src="/bench/peer-embla.js"></script>`,
  );
}
