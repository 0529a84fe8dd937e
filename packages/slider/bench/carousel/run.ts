import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { renderModuleHtml } from '../../src/server/renderModuleHtml.js';
import type { StaticServer } from '../../src/test-support/staticServer.js';
import { slideImage } from '../../src/test-support/testImages.js';
import {
  type CarouselFigures,
  type InitFigures,
  measureCarouselPage,
  measureInit,
} from './measure.js';
import {
  benchCarousel,
  buildCarouselScripts,
  CAROUSEL_LIBRARIES,
  type CarouselLibrary,
  carouselPageHtml,
} from './pages.js';
import { type CarouselResult, printCarouselTable } from './table.js';

/**
 * The carousel half of `npm run bench:slider`: the drag and 3D-spin carousels against
 * Swiper's coverflow and creative effects and Embla with a scale tween, rounds interleaved,
 * and the 1000-slide carousel's start-up. Uses the standard bench's server and browser.
 */
export async function runCarouselBench(options: {
  server: StaticServer;
  browser: Browser;
  work: string;
  rounds: number;
  bytes: (scripts: string[]) => { jsGzip: number; reactGzip: number };
}): Promise<void> {
  const { server, browser, rounds } = options;
  const dir = join(options.work, 'bench-carousel');
  await buildCarouselScripts(dir);
  server.mount('/bench-carousel/', dir);
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n, 600, 400)));
  for (const library of CAROUSEL_LIBRARIES) {
    server.page(`/carousel/${library}`, await carouselPageHtml(library));
  }
  server.page('/carousel/thousand', await thousandPage());

  const runs = new Map<CarouselLibrary, CarouselFigures[]>(CAROUSEL_LIBRARIES.map((l) => [l, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const library of CAROUSEL_LIBRARIES) {
      process.stderr.write(`carousel round ${round}/${rounds}: ${library}\n`);
      runs
        .get(library)
        ?.push(await measureCarouselPage(browser, `${server.origin}/carousel/${library}`));
    }
  }
  const init: { rate: number; runs: InitFigures[] }[] = [];
  for (const rate of [1, 4]) {
    const figures: InitFigures[] = [];
    for (let i = 0; i < rounds; i++) {
      process.stderr.write(`1000-slide start-up at ${rate}x: ${i + 1}/${rounds}\n`);
      figures.push(await measureInit(browser, `${server.origin}/carousel/thousand`, rate));
    }
    init.push({ rate, runs: figures });
  }
  const results: CarouselResult[] = CAROUSEL_LIBRARIES.map((library) => {
    const figures = runs.get(library) ?? [];
    return { library, runs: figures, ...options.bytes(figures[0]?.scripts ?? []) };
  });
  printCarouselTable(results, init);
}

/** A page running an 8-slide carousel, with a 1000-slide one's server HTML ready to insert. */
async function thousandPage(): Promise<string> {
  const warm = await renderModuleHtml(benchCarousel('2d'));
  const big = await renderModuleHtml(benchCarousel('2d', 1000, 'big'));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>1000 slides</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:0 auto}</style></head>
<body><main>${warm}<div id="slot"></div><template id="big">${big}</template></main>
<script type="module" src="/embed/slider.js"></script></body></html>`;
}
