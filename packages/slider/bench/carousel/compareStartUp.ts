import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../../src/test-support/chromium.js';
import { startStaticServer } from '../../src/test-support/staticServer.js';
import { measureStartUp, startUpPage } from './startUp.js';

/**
 * The 1000-slide start-up of another checkout's build (A) against this one's (B), interleaved
 * in one browser: on a shared machine the same build's figure moves by a third with the load,
 * so a change is judged on pairs of runs taken together, not on two benchmark runs.
 *
 *   npm run build --workspace=@tribune/slider   (in both checkouts)
 *   BASE=../other-checkout N=30 RATE=1 npm run bench:compare-start-up --workspace=@tribune/slider
 *
 * Each checkout renders its own page (its server HTML and payload) and serves its own embed.
 */
const base = process.env.BASE;
if (!base) throw new Error('BASE: the path of the checkout to compare against');
const rounds = Number(process.env.N ?? 20);
const rate = Number(process.env.RATE ?? 1);
const here = process.cwd();

/** The start-up page as the other checkout renders it. */
function basePage(): string {
  const script = `import('./bench/carousel/startUp.ts').then(async (m) => process.stdout.write(await m.startUpPage('tribune-2d')))`;
  return execFileSync('node', ['--conditions=development', '--import', 'tsx', '-e', script], {
    cwd: join(base as string, 'packages/slider'),
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.json' },
    maxBuffer: 1 << 26,
  }).toString();
}

const server = await startStaticServer({ embedDir: join(here, 'dist/embed') });
server.mount('/embed-a/', join(base, 'packages/slider/dist/embed'));
server.mount('/embed-b/', join(here, 'dist/embed'));
server.page('/a', basePage().replaceAll('/embed/', '/embed-a/'));
server.page('/b', (await startUpPage('tribune-2d')).replaceAll('/embed/', '/embed-b/'));
const browser = await launchChromium();
const runs = { a: [] as number[], b: [] as number[] };
const settled = { a: [] as number[], b: [] as number[] };
const load = loadavg()[0] ?? 0;
try {
  for (let i = 0; i < rounds; i++) {
    for (const side of i % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const)) {
      const figures = await measureStartUp(browser, `${server.origin}/${side}`, 'tribune-2d', rate);
      runs[side].push(figures.interactiveMs);
      settled[side].push(figures.settledMs);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (list: number[]) =>
  [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
for (const side of ['a', 'b'] as const) {
  const label = side === 'a' ? `A (${base})` : 'B (this checkout)';
  console.log(
    `${label}: to interactive ${median(runs[side]).toFixed(1)} ms (best ${Math.min(...runs[side]).toFixed(1)}), until settled ${median(settled[side]).toFixed(1)} ms`,
  );
}
console.log(
  `${rounds} runs each at ${rate}x; load ${load.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`,
);
