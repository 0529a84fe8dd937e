import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** A fresh directory per test, removed afterwards. */
export function tempDirsForEachTest() {
  const created: string[] = [];
  afterEach(async () => {
    await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tribune-images-'));
    created.push(dir);
    return dir;
  };
}

/** File name -> mtime, to prove nothing was rewritten. */
export async function mtimes(dir: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of (await readdir(dir)).sort()) out[name] = (await stat(join(dir, name))).mtimeMs;
  return out;
}
