import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module data real sites saved with engine 7, copied byte for byte from the project's shared
 * fixtures (design.md 3a): see fixtures/README.md.
 */
const dir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function v7FixtureNames(): string[] {
  return readdirSync(dir).filter((f) => f.startsWith('sr7_') && f.endsWith('.json'));
}

/** Engine-6 data (part 2's migration): an export, a full object; `navigation.txt` is apart. */
export function v6FixtureNames(): string[] {
  return readdirSync(dir).filter((f) => f.startsWith('sr6_') && !f.endsWith('_navigation.txt'));
}

/** The navigation library that came with the engine-6 export. */
export const V6_NAVIGATION_FIXTURE = 'sr6_olivierlasbleis_navigation.txt';
export const V6_EXPORT_FIXTURE = 'sr6_olivierlasbleis_home-fashion-women-men_slider_export.txt';
export const V6_FULL_OBJECT_FIXTURE = 'sr6_fullobj_clydeisin_finxpert_SR7_2_1_wsrepaired.json';

/** The path of a fixture file (the import command reads files). */
export function fixturePath(name: string): string {
  return join(dir, name);
}

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}

export function readFixtureText(name: string): string {
  return readFileSync(join(dir, name), 'utf8');
}

/** The project's shared fixture folder, when this checkout has it (design.md 3a). */
export const SHARED_FIXTURES = '/work/shared/fixtures/slider';

export function sharedFixturesPresent(): boolean {
  return existsSync(SHARED_FIXTURES);
}

export function sharedV7FixtureNames(): string[] {
  return readdirSync(SHARED_FIXTURES).filter((f) => f.startsWith('sr7_') && f.endsWith('.json'));
}

export function readSharedFixtureText(name: string): string {
  return readFileSync(join(SHARED_FIXTURES, name), 'utf8');
}

/**
 * The real engine-7 modules of the shared folder (`real/*.json`, not their `.reference.json`):
 * saved by the original editor, unedited (see its README).
 */
export const REAL_FIXTURES = join(SHARED_FIXTURES, 'real');

export function realFixtureNames(): string[] {
  if (!existsSync(REAL_FIXTURES)) return [];
  return readdirSync(REAL_FIXTURES)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.reference.json'))
    .sort();
}

export function readRealFixture(name: string): unknown {
  return JSON.parse(readFileSync(join(REAL_FIXTURES, name), 'utf8'));
}
