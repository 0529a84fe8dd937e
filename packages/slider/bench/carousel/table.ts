import type { CarouselFigures, MotionFigures } from './measure.js';
import type { CarouselLibrary } from './pages.js';
import { START_SLIDES, type StartLibrary, type StartUpFigures } from './startUp.js';

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

export function printCarouselTable(results: CarouselResult[]): void {
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
}

const one = (n: number) => n.toFixed(1);

/** The 1000-slide start-up, per library and CPU rate (see `startUp.ts` for what is timed). */
export function printStartUpTable(
  results: { library: StartLibrary; rate: number; runs: StartUpFigures[] }[],
  load: string,
): void {
  console.log(
    `\n${START_SLIDES}-slide carousel start-up (tribune-2d-8: ours with 8 slides): main-thread CPU from the script starting on the module to the end of its first interactive frame (median; each run in brackets), and until settled (1.5 s later).`,
  );
  console.log(
    '| Library | CPU | to interactive | until settled | of which JSON.parse (payload) | slides in the DOM | elements |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { library, rate, runs } of results) {
    const first = runs[0];
    const parse = runs.map((r) => r.parseMs).filter((v): v is number => v !== null);
    const payload = first?.payloadBytes;
    console.log(
      `| ${library} | ${rate}x | ${one(median(runs.map((r) => r.interactiveMs)))} ms (${runs.map((r) => one(r.interactiveMs)).join(', ')}) | ${one(median(runs.map((r) => r.settledMs)))} ms | ${parse.length ? `${one(median(parse))} ms (${kb(payload ?? 0)})` : '—'} | ${first?.slides ?? 0} | ${first?.elements ?? 0} |`,
    );
  }
  console.log(`\nLoad average of the machine (1 min) before and after this part: ${load}.`);
}
