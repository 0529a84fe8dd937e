import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely prepares every query anew, and preparing (parsing and planning the SQL) costs more
 * than running the small indexed queries a page makes. The site sends the same few hundred
 * SQL strings again and again, so their statements are kept, least recently used out first.
 * A statement is only ever used by one query at a time: better-sqlite3 runs synchronously and
 * Kysely's SQLite driver holds a single connection. (Nothing here streams results: a stream
 * would keep its statement busy.)
 */
export function withStatementCache(database: Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Re-inserted to mark it as the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value as string;
        statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
