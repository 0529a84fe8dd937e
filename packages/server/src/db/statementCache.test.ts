import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statementCache.js';

let raw: InstanceType<typeof SqliteDatabase>;
afterEach(() => {
  if (raw.open) raw.close();
});

describe('withStatementCache', () => {
  it('prepares a SQL string once and hands back the same statement after', () => {
    raw = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    const first = db.prepare('select 1 as one');
    const second = db.prepare('select 1 as one');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect((first as unknown as { get(): unknown }).get()).toEqual({ one: 1 });
  });

  it('drops the least recently used statement beyond its capacity', () => {
    raw = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = withStatementCache(raw, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // now the most recent
    db.prepare('select 3'); // evicts "select 2"
    db.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('closes the database', () => {
    raw = new SqliteDatabase(':memory:');
    withStatementCache(raw).close();
    expect(raw.open).toBe(false);
  });
});
