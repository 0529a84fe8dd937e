import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Files appear complete or not at all: data goes to a temp file in the same directory (same file
 * system, so the rename is atomic), is flushed to disk, then renamed over the final name. A crash
 * mid-write leaves at most a dot-prefixed `.tmp` file that no URL points to.
 */

const TEMP_PATTERN = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/;

export function isTempFile(name: string): boolean {
  return TEMP_PATTERN.test(name);
}

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(temp, 'wx');
  try {
    try {
      await handle.writeFile(data);
      // Without a flush, a power cut after the rename can leave a complete name over empty data.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Removes temp files left by a crashed run; recent ones may belong to a live writer. */
export async function removeStaleTempFiles(
  dir: string,
  olderThanMs = 10 * 60_000,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  const now = Date.now();
  for (const name of names.filter(isTempFile)) {
    const path = join(dir, name);
    try {
      if (now - (await stat(path)).mtimeMs >= olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    } catch {
      // Renamed or removed meanwhile by its writer: nothing to clean.
    }
  }
  return removed;
}
