import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_FILES } from './makeDemoVideo.js';
import { isFresh } from './plugin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function files(times: { source: number; outputs: number[] }) {
  const dir = mkdtempSync(join(tmpdir(), 'demo-video-'));
  dirs.push(dir);
  const source = join(dir, 'film.ts');
  writeFileSync(source, '');
  utimesSync(source, times.source, times.source);
  times.outputs.forEach((time, index) => {
    const file = join(dir, DEMO_VIDEO_FILES[index]!);
    writeFileSync(file, '');
    utimesSync(file, time, time);
  });
  return { dir, sources: [source] };
}

describe('isFresh', () => {
  it('keeps a film made after its sources', () => {
    const { dir, sources } = files({ source: 1000, outputs: [2000, 2000] });
    expect(isFresh(dir, sources)).toBe(true);
  });

  it('makes the film again when a source changed since, or a file is missing', () => {
    const stale = files({ source: 3000, outputs: [2000, 4000] });
    expect(isFresh(stale.dir, stale.sources)).toBe(false);
    const missing = files({ source: 1000, outputs: [2000] });
    expect(isFresh(missing.dir, missing.sources)).toBe(false);
  });
});
