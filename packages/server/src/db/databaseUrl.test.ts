import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './databaseUrl.js';

describe('parseDatabaseUrl', () => {
  it.each([
    [undefined, { kind: 'sqlite', filename: '/app/data/tribune.sqlite' }],
    ['sqlite:db/x.sqlite', { kind: 'sqlite', filename: '/app/db/x.sqlite' }],
    ['sqlite:///var/lib/t.sqlite', { kind: 'sqlite', filename: '/var/lib/t.sqlite' }],
    ['file:/tmp/t.sqlite', { kind: 'sqlite', filename: '/tmp/t.sqlite' }],
    [':memory:', { kind: 'sqlite', filename: ':memory:' }],
    ['sqlite::memory:', { kind: 'sqlite', filename: ':memory:' }],
    [
      'postgresql://u:p@localhost/tribune',
      { kind: 'postgres', connectionString: 'postgresql://u:p@localhost/tribune' },
    ],
  ])('reads %s', (url, expected) => {
    expect(parseDatabaseUrl(url, '/app')).toEqual(expected);
  });

  it.each([
    ['mysql://localhost/db', /unsupported value/],
    ['postgres://', /postgres/],
    ['tribune.sqlite', /unsupported value/],
  ])('rejects %s', (url, message) => {
    expect(() => parseDatabaseUrl(url, '/app')).toThrow(message);
  });
});
