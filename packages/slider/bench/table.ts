import type { PageFigures } from './measure.js';
import type { Library } from './pages.js';

export interface LibraryResult {
  library: Library;
  runs: PageFigures[];
  jsGzip: number;
  reactGzip: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Row {
  label: string;
  value: (r: LibraryResult) => number;
  format: (n: number) => string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const plain = (n: number) => n.toFixed(n % 1 === 0 ? 0 : 3);
const fig = (key: keyof PageFigures) => (r: LibraryResult) =>
  median(r.runs.map((run) => run[key] as number));

const ROWS: Row[] = [
  { label: 'JS gzip (all scripts)', value: (r) => r.jsGzip, format: kb },
  { label: 'JS gzip without React', value: (r) => r.jsGzip - r.reactGzip, format: kb },
  { label: 'Script evaluation (load)', value: fig('scriptMs'), format: ms },
  { label: 'LCP', value: fig('lcpMs'), format: ms },
  { label: 'CLS', value: fig('cls'), format: plain },
  { label: 'Long tasks at load (1x)', value: fig('loadLongTasks'), format: plain },
  { label: 'Longest task at load', value: fig('loadLongestTaskMs'), format: ms },
  { label: 'Dropped frames, 10 transitions (4x)', value: fig('droppedFrames'), format: plain },
  // The median hides a drop that comes in a third of the rounds: how many rounds had any.
  {
    label: 'Rounds with a dropped frame (4x)',
    value: (r) => r.runs.filter((run) => run.droppedFrames > 0).length,
    format: plain,
  },
  {
    label: 'Dropped frames, all rounds (4x)',
    value: (r) => r.runs.reduce((sum, run) => sum + run.droppedFrames, 0),
    format: plain,
  },
  { label: 'Frames, 10 transitions (4x)', value: fig('frames'), format: plain },
  { label: 'Main-thread CPU, 10 transitions (1x)', value: fig('mainThreadCpuMs'), format: ms },
  { label: 'Long tasks in transitions (4x)', value: fig('longTasks'), format: plain },
  { label: 'Longest task in transitions', value: fig('longestTaskMs'), format: ms },
  { label: 'JS heap after GC', value: fig('heapKb'), format: (n) => `${(n / 1024).toFixed(2)} MB` },
];

function ratio(a: number, b: number): string {
  if (b === 0) return a === 0 ? '1.00' : '—';
  return (a / b).toFixed(2);
}

/** Markdown table: medians per library (and the two dropped-frame counts over all rounds), and ours as a ratio of each peer. */
export function printTable(results: LibraryResult[]): void {
  const [ours, ...peers] = results;
  if (!ours) return;
  const head = [
    'Metric (median unless a count over rounds)',
    ...results.map((r) => r.library),
    ...peers.map((p) => `${ours.library}/${p.library}`),
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const row of ROWS) {
    const values = results.map(row.value);
    const ratios = peers.map((p) => ratio(row.value(ours), row.value(p)));
    lines.push(`| ${[row.label, ...values.map(row.format), ...ratios].join(' | ')} |`);
  }
  console.log(lines.join('\n'));
  console.log(`\n${results[0]?.runs.length ?? 0} rounds per library, Chromium headless, 1280×800.`);
}
