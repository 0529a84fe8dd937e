import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTempFile, removeStaleTempFiles, writeFileAtomic } from './atomicWrite.js';
import { tempDirsForEachTest } from './test-support/tempDir.js';

const tempDir = tempDirsForEachTest();

describe('writeFileAtomic', () => {
  it('writes the content and leaves no temp file behind', async () => {
    const dir = await tempDir();
    await writeFileAtomic(join(dir, 'a.txt'), 'hello');
    await writeFileAtomic(join(dir, 'a.txt'), 'replaced');
    expect(await readFile(join(dir, 'a.txt'), 'utf8')).toBe('replaced');
    expect(await readdir(dir)).toEqual(['a.txt']);
  });

  it('cleans up its temp file when the final rename fails', async () => {
    const dir = await tempDir();
    // Renaming a file over a non-empty directory fails.
    await mkdir(join(dir, 'taken'));
    await writeFile(join(dir, 'taken', 'x'), '');
    await expect(writeFileAtomic(join(dir, 'taken'), 'data')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
  });
});

describe('removeStaleTempFiles', () => {
  it('removes old temp files only', async () => {
    const dir = await tempDir();
    const old = '.a.avif.123.0badf00d.tmp';
    const fresh = '.b.avif.456.deadbeef.tmp';
    expect(isTempFile(old)).toBe(true);
    expect(isTempFile('a.avif')).toBe(false);
    for (const name of [old, fresh, 'keep.avif']) await writeFile(join(dir, name), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(dir, old), hourAgo, hourAgo);
    expect(await removeStaleTempFiles(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([fresh, 'keep.avif'].sort());
  });
});
