import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { StaticServer } from '../../src/test-support/staticServer.js';
import { slideImage } from '../../src/test-support/testImages.js';
import { type CarouselFigures, measureCarouselPage } from './measure.js';
import {
  buildCarouselScripts,
  CAROUSEL_LIBRARIES,
  type CarouselLibrary,
  carouselPageHtml,
} from './pages.js';
import {
  measureStartUp,
  START_LIBRARIES,
  type StartLibrary,
  type StartUpFigures,
  startUpPage,
} from './startUp.js';
import { type CarouselResult, printCarouselTable, printStartUpTable } from './table.js';

/**
 * The carousel half of `npm run bench:slider`: the drag and 3D-spin carousels against
 * Swiper's coverflow and creative effects and Embla with a scale tween, rounds interleaved,
 * and the 1000-slide carousel's start-up beside the same peers' (`startUp.ts`). Uses the
 * standard bench's server and browser; `startUpOnly` runs the start-up part alone.
 */
export async function runCarouselBench(options: {
  server: StaticServer;
  browser: Browser;
  work: string;
  rounds: number;
  bytes: (scripts: string[]) => { jsGzip: number; reactGzip: number };
  startUpOnly?: boolean;
}): Promise<void> {
  const { server, browser, rounds } = options;
  const dir = join(options.work, 'bench-carousel');
  await buildCarouselScripts(dir);
  server.mount('/bench-carousel/', dir);
  await Promise.all([1, 2, 3, 4, 5].map((n) => slideImage(n, 600, 400)));
  for (const library of CAROUSEL_LIBRARIES) {
    server.page(`/carousel/${library}`, await carouselPageHtml(library));
  }
  for (const library of START_LIBRARIES) {
    server.page(`/carousel/start-up/${library}`, await startUpPage(library));
  }

  if (!options.startUpOnly) await motionPart(options);
  const loadBefore = loadavg()[0] ?? 0;
  const startUps: { library: StartLibrary; rate: number; runs: StartUpFigures[] }[] = [];
  for (const rate of [1, 4]) {
    const byLibrary = new Map<StartLibrary, StartUpFigures[]>(START_LIBRARIES.map((l) => [l, []]));
    // Rounds interleaved, as for the motion part: a busy spell of the machine hits all alike.
    for (let round = 1; round <= rounds; round++) {
      for (const library of START_LIBRARIES) {
        process.stderr.write(`start-up at ${rate}x, ${library}: ${round}/${rounds}\n`);
        byLibrary
          .get(library)
          ?.push(
            await measureStartUp(
              browser,
              `${server.origin}/carousel/start-up/${library}`,
              library,
              rate,
            ),
          );
      }
    }
    for (const [library, runs] of byLibrary) startUps.push({ library, rate, runs });
  }
  printStartUpTable(startUps, `${loadBefore.toFixed(1)}, ${(loadavg()[0] ?? 0).toFixed(1)}`);
}

async function motionPart(options: {
  server: StaticServer;
  browser: Browser;
  rounds: number;
  bytes: (scripts: string[]) => { jsGzip: number; reactGzip: number };
}): Promise<void> {
  const { server, browser, rounds } = options;
  const runs = new Map<CarouselLibrary, CarouselFigures[]>(CAROUSEL_LIBRARIES.map((l) => [l, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const library of CAROUSEL_LIBRARIES) {
      process.stderr.write(`carousel round ${round}/${rounds}: ${library}\n`);
      runs
        .get(library)
        ?.push(await measureCarouselPage(browser, `${server.origin}/carousel/${library}`));
    }
  }
  const results: CarouselResult[] = CAROUSEL_LIBRARIES.map((library) => {
    const figures = runs.get(library) ?? [];
    return { library, runs: figures, ...options.bytes(figures[0]?.scripts ?? []) };
  });
  printCarouselTable(results);
}
