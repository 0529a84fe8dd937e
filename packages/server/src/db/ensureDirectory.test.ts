import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDirectory } from './ensureDirectory.js';

describe('ensureDirectory', () => {
  it('creates the missing parents and accepts an existing folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'tribune-dir-'));
    try {
      const deep = join(root, 'a', 'b', 'c');
      ensureDirectory(deep);
      expect(existsSync(deep)).toBe(true);
      ensureDirectory(deep);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Node's recursive mkdirSync loops forever on this path (issue 26, item 10).
  it.skipIf(!existsSync('/proc/self'))('throws at once for a folder that cannot be made', () => {
    expect(() => ensureDirectory('/proc/forbidden/tribune')).toThrow(/ENOENT/);
  });
});
