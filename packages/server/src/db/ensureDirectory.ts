import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Creates `dir` and its missing parents, one level at a time. Node's own
 * `mkdirSync(dir, { recursive: true })` never returns for a path under /proc (mkdir there fails
 * with ENOENT although the parent exists, and Node retries forever), so a DATABASE_URL such as
 * `sqlite:/proc/x/db` hung the start instead of stopping it with one line.
 */
export function ensureDirectory(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = dirname(current)) {
    if (dirname(current) === current) break;
    missing.unshift(current);
  }
  for (const path of missing) mkdirSync(path);
}
