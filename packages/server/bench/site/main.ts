/**
 * `npm run bench:site`: the host site's pages under load, beside the same HTML served as a
 * static file by the same server (the ceiling), then Lighthouse 12 (mobile) on each page.
 *
 * Budgets (design.md section 5): ≥ 1,000 requests/s on the article page with p99 under 50 ms;
 * Lighthouse performance ≥ 95, accessibility, best practices and SEO 100.
 *
 * Options (environment): BENCH_SECONDS (10 per measurement), BENCH_CONNECTIONS (10),
 * BENCH_PORT (3999), BENCH_LOAD=0 to skip the load test, BENCH_LIGHTHOUSE=0 to skip Lighthouse,
 * BENCH_LIGHTHOUSE_RUNS (1; Lighthouse runs per page, each in a fresh browser, reported as the
 * median of each figure: on a shared machine one run's blocking time is mostly noise),
 * BENCH_PAGES (home,article,gallery: the pages to measure).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type LighthouseScores, medianScores, runLighthouse, startChromium } from './lighthouse.js';
import { measureLoad } from './load.js';
import type { BenchPage } from './server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = process.env.BENCH_PORT ?? '3999';
const LOAD = process.env.BENCH_LOAD !== '0';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const PAGES = (process.env.BENCH_PAGES ?? 'home,article,gallery').split(',');

function startServer(): Promise<{ child: ChildProcess; origin: string; pages: BenchPage[] }> {
  const origin = `http://127.0.0.1:${PORT}`;
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--conditions=development', '--import', 'tsx'],
    // NODE_ENV in the environment itself: React picks its production build from it.
    env: { ...process.env, NODE_ENV: 'production', BENCH_PORT: PORT, BENCH_SITE_URL: origin },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message: { pages: BenchPage[] }) =>
      resolve({ child, origin, pages: message.pages }),
    );
  });
}

async function main(): Promise<void> {
  const started = await startServer();
  const { child, origin } = started;
  const pages = started.pages.filter((page) => PAGES.includes(page.name));
  if (LOAD) await measurePages(origin, pages);
  if (LIGHTHOUSE) await auditPages(origin, pages);

  child.send({ cmd: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

async function measurePages(origin: string, pages: BenchPage[]): Promise<void> {
  console.log(`Load: ${SECONDS} s per path, ${CONNECTIONS} connections, Accept-Encoding br/gzip\n`);
  console.log(
    '| Page | Path | Requests/s | p50 | p99 | Static file requests/s | Page / static | Non-2xx |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of pages) {
    // A short warm-up so the JIT and the caches are in the state a running site has.
    await measureLoad(`${origin}${page.path}`, { seconds: 2, connections: CONNECTIONS });
    const dynamic = await measureLoad(`${origin}${page.path}`, {
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const ceiling = await measureLoad(`${origin}${page.staticPath}`, {
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    console.log(
      `| ${page.name} | ${page.path} | ${dynamic.requestsPerSecond.toFixed(0)} | ${dynamic.p50} ms | ${dynamic.p99} ms | ${ceiling.requestsPerSecond.toFixed(0)} | ×${(dynamic.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)} | ${dynamic.non2xx + ceiling.non2xx} |`,
    );
  }
}

async function auditPages(origin: string, pages: BenchPage[]): Promise<void> {
  const runs = LIGHTHOUSE_RUNS > 1 ? `, median of ${LIGHTHOUSE_RUNS} runs` : '';
  console.log(`\nLighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown${runs})\n`);
  console.log(
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Performance per run |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const failing = new Set<string>();
  for (const page of pages) {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      // A fresh browser per run: no cache or service state carried from the previous one.
      const chromium = await startChromium();
      try {
        results.push(await runLighthouse(`${origin}${page.path}`, chromium.port));
      } catch (error) {
        console.error(`${page.name}, run ${run + 1}: ${(error as Error).message}`);
      } finally {
        chromium.close();
      }
    }
    if (results.length === 0) continue;
    const scores = medianScores(results);
    console.log(
      `| ${page.name} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.fcp.toFixed(0)} ms | ${scores.lcp.toFixed(0)} ms | ${scores.tbt.toFixed(0)} ms | ${scores.cls.toFixed(3)} | ${results.map((result) => result.performance).join(', ')} |`,
    );
    for (const result of results) {
      for (const audit of result.failing) failing.add(`${page.name} ${audit}`);
    }
  }
  if (failing.size > 0) console.log(`\nAudits below full marks:\n${[...failing].join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
