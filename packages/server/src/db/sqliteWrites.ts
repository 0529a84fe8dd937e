import { accessSync, constants } from 'node:fs';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How the app writes to SQLite, on top of the statement cache Kysely prepares through:
 *
 * - Transactions begin IMMEDIATE. Every transaction of ours writes, and most read first (is
 *   this author known? which rows exist?). A deferred one takes the write lock only at its
 *   first write, and in WAL mode SQLite then refuses at once with SQLITE_BUSY when another
 *   connection holds it, without waiting for busy_timeout (waiting could not help: the read
 *   snapshot would be stale). IMMEDIATE takes the lock first, waiting up to busy_timeout.
 * - A rollback after SQLite already rolled back (it does on SQLITE_FULL, IOERR, NOMEM…) is
 *   skipped: it would fail with "cannot rollback - no transaction is active", and Kysely would
 *   report that instead of the error that mattered.
 * - The outcome of the last write is kept for `/readyz`: a database whose writes fail with a
 *   storage error (disk full, read-only, I/O error) is not ready, until a write succeeds again.
 * - No statement runs while the WAL's shared-memory file (`-shm`) cannot be written. SQLite maps
 *   that file into memory and writes to it for reads and writes alike; once the file is made
 *   immutable or read-only under a running process, the next such write is a SIGBUS that ends
 *   the process with no line in any log. (The database file itself is not mapped: mmap_size is
 *   0.) Checking costs one access(2) call, half a microsecond, per statement.
 */
export interface SqliteWrites extends SqliteDatabase {
  /** The storage error of the last failed write, or null when the last write succeeded. */
  writeFailure(): Error | null;
  /** Takes the write lock and lets it go: throws when this connection cannot write now. */
  probeWrite(busyTimeoutMs: number): void;
}

/** Errors that say the database cannot store anything, as opposed to a refused statement. */
const STORAGE_ERRORS = /^SQLITE_(?:FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|PERM)/;

const NO_ROLLBACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/** A database file that cannot be used safely: answered 503 (`db/unavailable.ts`), logged. */
export class SqliteStorageError extends Error {
  readonly code = 'SQLITE_READONLY_SHM';
}

export function withSqliteWrites(
  database: Database,
  inner: SqliteDatabase,
  /** The database file; none for `:memory:`. */
  filename: string | null,
): SqliteWrites {
  let failure: Error | null = null;
  const sharedMemory = filename === null ? null : `${filename}-shm`;

  const checkSharedMemory = () => {
    if (sharedMemory === null) return;
    try {
      accessSync(sharedMemory, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not there yet (no connection has used the WAL): SQLite creates it writable.
      if (code === 'ENOENT') return;
      failure = new SqliteStorageError(
        // The file's name, not its path: `/readyz` shows this message.
        `the database's shared-memory file ${basename(sharedMemory)} cannot be written (${code}); ` +
          'nothing is read or written until it can, as using it would crash the process',
      );
      throw failure;
    }
  };

  const record = <T>(write: () => T): T => {
    try {
      const result = write();
      failure = null;
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && STORAGE_ERRORS.test(code)) failure = error as Error;
      throw error;
    }
  };

  return {
    prepare(sql) {
      checkSharedMemory();
      // Kysely's own transaction statements are these exact words; queries are never so short.
      if (sql.length <= 8) {
        if (sql === 'begin') return inner.prepare('begin immediate');
        if (sql === 'rollback' && !database.inTransaction) return NO_ROLLBACK;
      }
      const statement = inner.prepare(sql);
      if (statement.reader) return statement;
      return {
        reader: false,
        all: (parameters) => statement.all(parameters),
        iterate: (parameters) => statement.iterate(parameters),
        run: (parameters) => record(() => statement.run(parameters)),
      };
    },
    close: () => inner.close(),
    writeFailure: () => failure,
    probeWrite(busyTimeoutMs) {
      checkSharedMemory();
      if (database.inTransaction) return;
      const saved = database.pragma('busy_timeout', { simple: true }) as number;
      database.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
      try {
        database.exec('begin immediate');
        database.exec('rollback');
      } finally {
        database.pragma(`busy_timeout = ${saved}`);
      }
    },
  };
}
