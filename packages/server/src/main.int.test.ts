import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './test-support/paths.js';

/** Runs the real entry point from source and collects what a person would see. */
function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=development', '--import', 'tsx', 'packages/server/src/main.ts'],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
    );
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('close', (code) => resolve({ code, stderr, stdout }));
  });
}

describe('start-up failures', () => {
  it.each([
    [
      { DATABASE_URL: 'mysql://db/tribune' },
      'Tribune cannot start: Invalid DATABASE_URL: unsupported value "mysql://db/tribune"',
    ],
    [{ PORT: 'eighty' }, 'Tribune cannot start: Invalid PORT: expected a number'],
    [{ TIME_ZONE: 'Europe/Atlantis' }, 'Tribune cannot start: Invalid TIME_ZONE'],
    [
      { PHOTO_FEED_URL: 'feeds.example/photos' },
      'Tribune cannot start: Invalid PHOTO_FEED_URL: expected an http(s) URL',
    ],
  ])('%o stops the process with one line and exit code 1', async (env, message) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });

  it('reports an unreachable database without a stack trace, password hidden', async () => {
    const { code, stderr } = await start({
      DATABASE_URL: 'postgres://tribune:s3cret@127.0.0.1:9/tribune',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Tribune cannot start: Cannot reach the postgres database at postgres://tribune:***@127.0.0.1:9/tribune',
    );
    expect(stderr).not.toContain('s3cret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
