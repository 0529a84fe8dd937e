import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { embedChunks } from './chunkClosure.js';
import { COMPILE_HINT, compileHint } from './compileHint.js';

const outDir = fileURLToPath(new URL('../dist/embed/', import.meta.url));

function runPlugin(bundle: Record<string, unknown>) {
  const hook = compileHint(['react']).generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  hook.handler({}, bundle as Rolldown.OutputBundle);
}

describe('compileHint', () => {
  it('puts the hint on the first line of the named chunks only, and moves their maps down', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    const bundle = {
      'react-1.js': { type: 'chunk', name: 'react', fileName: 'react-1.js', code: 'a()\nb()' },
      'react-1.js.map': { type: 'asset', fileName: 'react-1.js.map', source: JSON.stringify(map) },
      'other-2.js': { type: 'chunk', name: 'other', fileName: 'other-2.js', code: 'c()' },
      'other-2.js.map': {
        type: 'asset',
        fileName: 'other-2.js.map',
        source: '{"mappings":"AAAA"}',
      },
    };
    runPlugin(bundle);
    expect(bundle['react-1.js'].code).toBe(`${COMPILE_HINT}\na()\nb()`);
    expect(JSON.parse(bundle['react-1.js.map'].source)).toEqual({ ...map, mappings: ';AAAA;AACA' });
    expect(bundle['other-2.js'].code).toBe('c()');
    expect(bundle['other-2.js.map'].source).toBe('{"mappings":"AAAA"}');
  });

  it('is the first line of the built embed’s React chunk, whose map starts on the line after', () => {
    if (!existsSync(`${outDir}slider.js`)) {
      throw new Error(`${outDir}slider.js is missing: run \`npm run build:embeds\` first`);
    }
    const react = embedChunks(outDir).named('react');
    expect(readFileSync(`${outDir}${react}`, 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    const map = JSON.parse(readFileSync(`${outDir}${react}.map`, 'utf8')) as { mappings: string };
    expect(map.mappings).toMatch(/^;[^;]/);
  });
});
