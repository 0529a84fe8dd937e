/**
 * `npm run bench:slider`: the same ten-slide image module rendered by our engine, Swiper and
 * Embla in headless Chromium, in one run; then the carousels (bench/carousel: drag and 3D
 * spin against Swiper's coverflow and creative effects and Embla with a scale tween, and the
 * 1000-slide carousel's start-up). Three rounds, interleaved, medians reported; absolute
 * times on a shared machine are noise, the ratios are the figure (design.md section 4).
 * `BENCH_ONLY=standard` or `BENCH_ONLY=carousel` runs one half, `BENCH_ONLY=start-up` the
 * 1000-slide start-up alone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../src/test-support/chromium.js';
import { embedDir, ensureEmbedBuild, sliderRoot } from '../src/test-support/embedBuild.js';
import { startStaticServer } from '../src/test-support/staticServer.js';
import { slideImage } from '../src/test-support/testImages.js';
import { runCarouselBench } from './carousel/run.js';
import { measurePage, type PageFigures } from './measure.js';
import { buildPeerScripts, LIBRARIES, type Library, pageHtml, SLIDES } from './pages.js';
import { printTable } from './table.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'slider-bench-'));
  try {
    await ensureEmbedBuild();
    await buildPeerScripts(join(work, 'bench'));
    const server = await startStaticServer({ embedDir });
    server.mount('/bench/', join(work, 'bench'));
    server.mount('/peers/swiper/', join(sliderRoot, '../../node_modules/swiper'));
    await Promise.all(Array.from({ length: SLIDES }, (_, i) => slideImage(i + 1, 1200, 600)));
    for (const library of LIBRARIES) server.page(`/${library}`, await pageHtml(library));

    const browser = await launchChromium();
    const runs = new Map<Library, PageFigures[]>(LIBRARIES.map((l) => [l, []]));
    try {
      const standard = ONLY === undefined || ONLY === 'standard';
      for (let round = 1; round <= ROUNDS && standard; round++) {
        for (const library of LIBRARIES) {
          process.stderr.write(`round ${round}/${ROUNDS}: ${library}\n`);
          runs.get(library)?.push(await measurePage(browser, `${server.origin}/${library}`));
        }
      }
      const bytes = (library: Library) => scriptBytes(runs.get(library)?.[0]?.scripts ?? [], work);
      if (standard) {
        printTable(
          LIBRARIES.map((library) => ({
            library,
            runs: runs.get(library) ?? [],
            ...bytes(library),
          })),
        );
      }
      if (ONLY !== 'standard') {
        await runCarouselBench({
          server,
          browser,
          work,
          rounds: ROUNDS,
          bytes: (scripts) => scriptBytes(scripts, work),
          startUpOnly: ONLY === 'start-up',
        });
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Gzip bytes of the scripts a page loaded (and of React's share, for our embed). */
function scriptBytes(paths: string[], work: string): { jsGzip: number; reactGzip: number } {
  let jsGzip = 0;
  let reactGzip = 0;
  for (const path of paths) {
    const file = path.startsWith('/embed/')
      ? join(embedDir, path.slice('/embed/'.length))
      : join(work, path);
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    jsGzip += size;
    if (/\/react-[^/]+\.js$/.test(path)) reactGzip += size;
  }
  return { jsGzip, reactGzip };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
