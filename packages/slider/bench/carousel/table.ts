import type { CarouselFigures, InitFigures, MotionFigures } from './measure.js';
import type { CarouselLibrary } from './pages.js';

export interface CarouselResult {
  library: CarouselLibrary;
  runs: CarouselFigures[];
  jsGzip: number;
  reactGzip: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percent = (n: number) => `${(n * 100).toFixed(0)} %`;
/** Dropped frames over all frame slots: comparable when scenarios last differently long. */
const share = (m: MotionFigures) => m.droppedFrames / Math.max(1, m.droppedFrames + m.frames);
const ms = (n: number) => `${n.toFixed(0)} ms`;
const plain = (n: number) => n.toFixed(n % 1 === 0 ? 0 : 1);
const motion = (part: 'drag' | 'changes', key: keyof MotionFigures) => (r: CarouselResult) =>
  median(r.runs.map((run) => run[part][key]));

const ROWS: {
  label: string;
  value: (r: CarouselResult) => number;
  format: (n: number) => string;
}[] = [
  { label: 'JS gzip (all scripts)', value: (r) => r.jsGzip, format: kb },
  { label: 'JS gzip without React', value: (r) => r.jsGzip - r.reactGzip, format: kb },
  {
    label: 'Drag: dropped frames, 6 drags (4x)',
    value: motion('drag', 'droppedFrames'),
    format: plain,
  },
  { label: 'Drag: frames (4x)', value: motion('drag', 'frames'), format: plain },
  {
    label: 'Drag: share of frames dropped',
    value: (r) => median(r.runs.map((run) => share(run.drag))),
    format: percent,
  },
  { label: 'Drag: long tasks (4x)', value: motion('drag', 'longTasks'), format: plain },
  { label: 'Drag: longest task', value: motion('drag', 'longestTaskMs'), format: ms },
  {
    label: 'Changes: dropped frames, 10 (4x)',
    value: motion('changes', 'droppedFrames'),
    format: plain,
  },
  { label: 'Changes: frames (4x)', value: motion('changes', 'frames'), format: plain },
  {
    label: 'Changes: share of frames dropped',
    value: (r) => median(r.runs.map((run) => share(run.changes))),
    format: percent,
  },
  { label: 'Changes: long tasks (4x)', value: motion('changes', 'longTasks'), format: plain },
  { label: 'Changes: longest task', value: motion('changes', 'longestTaskMs'), format: ms },
];

/** Ours against the peer doing the same thing. */
const PAIRS: [CarouselLibrary, CarouselLibrary][] = [
  ['tribune-2d', 'swiper-coverflow'],
  ['tribune-2d', 'embla-scale'],
  ['tribune-3d', 'swiper-creative'],
];

function ratio(a: number, b: number): string {
  if (b === 0) return a === 0 ? '1.00' : '—';
  return (a / b).toFixed(2);
}

export function printCarouselTable(
  results: CarouselResult[],
  init: { rate: number; runs: InitFigures[] }[],
): void {
  const by = new Map(results.map((r) => [r.library, r]));
  const head = [
    'Carousel metric (median)',
    ...results.map((r) => r.library),
    ...PAIRS.map(([a, b]) => `${a}/${b}`),
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const row of ROWS) {
    const values = results.map((r) => row.format(row.value(r)));
    const ratios = PAIRS.map(([a, b]) => {
      const ra = by.get(a);
      const rb = by.get(b);
      return ra && rb ? ratio(row.value(ra), row.value(rb)) : '—';
    });
    lines.push(`| ${[row.label, ...values, ...ratios].join(' | ')} |`);
  }
  console.log(`\n${lines.join('\n')}`);
  console.log(`\n${results[0]?.runs.length ?? 0} rounds per library, Chromium headless, 1280×800.`);
  console.log(
    '\n| 1000-slide carousel (ours) | main-thread CPU, mount → drawn (median) | of which JSON.parse of the module data | the rest | slides in the DOM | module elements |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { rate, runs } of init) {
    console.log(
      `| ${rate}x CPU | ${median(runs.map((r) => r.cpuMs)).toFixed(1)} ms (runs: ${runs.map((r) => r.cpuMs.toFixed(1)).join(', ')}) | ${median(runs.map((r) => r.parseMs)).toFixed(1)} ms | ${median(runs.map((r) => r.cpuMs - r.parseMs)).toFixed(1)} ms | ${runs[0]?.slides ?? 0} | ${runs[0]?.elements ?? 0} |`,
    );
  }
}
