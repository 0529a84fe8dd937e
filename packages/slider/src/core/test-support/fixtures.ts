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
