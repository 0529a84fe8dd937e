import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresUnderTest } from './globalSetup.js';

describe('whether a test run includes PostgreSQL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses TEST_DATABASE_URL when set', () => {
    const url = 'postgres://u:p@127.0.0.1:5432/t';
    expect(postgresUnderTest({ TEST_DATABASE_URL: url, CI: '1' })).toBe(url);
  });

  it('fails under CI without it, with how to install and start PostgreSQL', () => {
    expect(() => postgresUnderTest({ CI: '1' })).toThrow(/apt-get install -y postgresql/);
    expect(() => postgresUnderTest({ CI: 'true', TEST_DATABASE_URL: '' })).toThrow(/\.ci\/run/);
  });

  it('skips on a developer machine without it, and says so', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(postgresUnderTest({})).toBeNull();
    expect(String(write.mock.calls[0]?.[0])).toContain('TEST_DATABASE_URL is not set');
  });
});
