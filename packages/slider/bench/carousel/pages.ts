import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { parseModuleStrict } from '../../src/core/model/ValidateModule.js';
import { renderModuleHtml } from '../../src/server/renderModuleHtml.js';
import { carouselModule } from '../../src/test-support/carouselModule.js';

/**
 * The carousel benchmark's pages: the same eight 600 × 400 JPEG slides, 20 px apart, centred
 * in a 1200 px box, endless, arrows only. Ours (server HTML hydrated by the embed) as the 2D
 * carousel of the demo (scale, rotation, opacity by distance) and as a 3D spin; Swiper's
 * coverflow and creative effects; Embla with a scale tween.
 */
export const CAROUSEL_LIBRARIES = [
  'tribune-2d',
  'tribune-3d',
  'swiper-coverflow',
  'swiper-creative',
  'embla-scale',
] as const;
export type CarouselLibrary = (typeof CAROUSEL_LIBRARIES)[number];

export const CAROUSEL_SLIDES = 8;
const image = (i: number) => `/img/slide-${(i % 5) + 1}-600x400.jpg`;
const levels = <T>(v: T) => [v, v, v, v, v];

const here = fileURLToPath(new URL('.', import.meta.url));

export async function buildCarouselScripts(outDir: string): Promise<void> {
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
          'peer-swiper-coverflow': `${here}peers/swiperCoverflow.ts`,
          'peer-swiper-creative': `${here}peers/swiperCreative.ts`,
          'peer-embla-scale': `${here}peers/emblaScale.ts`,
          'peer-start-up': `${here}peers/startUp.ts`,
          'peer-tribune': `${here}../peers/tribune.ts`,
        },
        preserveEntrySignatures: false,
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

/** Our carousel module: the 2D demo's effects, or the 3D spin. */
export function benchCarousel(kind: '2d' | '3d', count = CAROUSEL_SLIDES, alias = 'bench') {
  const carousel =
    kind === '2d'
      ? {
          maxV: 5,
          scale: true,
          minS: 62,
          vScale: true,
          oScale: true,
          rotation: true,
          maxR: 18,
          varR: true,
          opacity: true,
          maxO: 55,
          varO: true,
        }
      : { maxV: 5, spin: '3d', space: 0 };
  return parseModuleStrict(
    carouselModule({
      alias,
      count,
      image,
      layers: false,
      carousel: { ...carousel, infinity: true, dur: 800 },
      settings: {
        nav: {
          s: { mobC: true, deskC: true },
          arrows: { set: true, x: levels(16) },
          bullets: { set: false },
        },
      },
    }),
  );
}

function doc(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:0 auto}</style>
${head}</head><body><main><h1 style="font-size:18px;margin:12px">${title}</h1>${body}</main></body></html>`;
}

function images(wrap: (img: string) => string, count: number): string {
  return Array.from({ length: count }, (_, i) =>
    wrap(
      `<img src="${image(i)}" width="600" height="400" alt="" ${i === 0 ? 'fetchpriority="high"' : 'loading="lazy"'} style="display:block;width:100%;height:100%;object-fit:cover">`,
    ),
  ).join('');
}

export function swiperCss(effect: 'coverflow' | 'creative'): string {
  return ['swiper.css', 'modules/navigation.css', `modules/effect-${effect}.css`]
    .map((f) => `<link rel="stylesheet" href="/peers/swiper/${f}">`)
    .join('');
}

/** The slides' markup of each peer (also what the 1000-slide page puts in its HTML). */
export function peerMarkup(library: Exclude<CarouselLibrary, `tribune-${string}`>, count: number) {
  if (library === 'embla-scale') {
    return `<div class="embla"><div class="embla__viewport"><div class="embla__container">${images(
      (img) => `<div class="embla__slide"><div class="embla__inner">${img}</div></div>`,
      count,
    )}</div></div><button class="embla__prev" type="button" aria-label="Previous slide">‹</button><button class="embla__next" type="button" aria-label="Next slide">›</button></div>`;
  }
  return `<div class="swiper" style="width:100%;height:400px"><div class="swiper-wrapper">${images(
    (img) => `<div class="swiper-slide" style="width:600px;height:400px">${img}</div>`,
    count,
  )}</div><div class="swiper-button-prev"></div><div class="swiper-button-next"></div></div>`;
}

export const EMBLA_CSS = `<style>.embla{position:relative}.embla__viewport{overflow:hidden}.embla__container{display:flex;touch-action:pan-y pinch-zoom;margin-left:-20px}
.embla__slide{flex:0 0 620px;min-width:0;padding-left:20px;height:400px}.embla__inner{height:100%}
.embla__prev,.embla__next{position:absolute;top:50%;width:44px;height:44px}.embla__prev{left:12px}.embla__next{right:12px}</style>`;

export async function carouselPageHtml(library: CarouselLibrary): Promise<string> {
  if (library === 'tribune-2d' || library === 'tribune-3d') {
    const html = await renderModuleHtml(benchCarousel(library === 'tribune-2d' ? '2d' : '3d'));
    return doc(
      `Tribune carousel ${library.slice(-2)}`,
      '',
      `${html}<script type="module" src="/embed/slider.js"></script><script type="module" src="/bench-carousel/peer-tribune.js"></script>`,
    );
  }
  const script = `<script type="module" src="/bench-carousel/peer-${library}.js"></script>`;
  if (library === 'embla-scale') {
    return doc('Embla scale tween', EMBLA_CSS, peerMarkup(library, CAROUSEL_SLIDES) + script);
  }
  const effect = library === 'swiper-coverflow' ? 'coverflow' : 'creative';
  return doc(`Swiper ${effect}`, swiperCss(effect), peerMarkup(library, CAROUSEL_SLIDES) + script);
}
