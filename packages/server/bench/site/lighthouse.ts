/**
 * Lighthouse 12 with its default (mobile) settings — a mid-range phone on a slow 4G network,
 * simulated — against the system Chromium, started here with a DevTools port for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../src/test-support/chromium.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below full marks in accessibility, best practices and SEO: what to fix. */
  failing: string[];
}

export interface HeadlessChromium {
  port: number;
  close(): void;
}

export function startChromium(): Promise<HeadlessChromium> {
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), close: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run that failed (the page did not paint in time, the browser lost the page…) scores 0 in
  // every category: an error to report, not a figure.
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
  };
}

/** Each figure's median over several runs (the upper middle one for an even count). */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('No Lighthouse run to summarise');
  const median = (pick: (scores: LighthouseScores) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  };
  return {
    performance: median((s) => s.performance),
    accessibility: median((s) => s.accessibility),
    bestPractices: median((s) => s.bestPractices),
    seo: median((s) => s.seo),
    fcp: median((s) => s.fcp),
    lcp: median((s) => s.lcp),
    tbt: median((s) => s.tbt),
    cls: median((s) => s.cls),
    failing: runs.flatMap((s) => s.failing),
  };
}
