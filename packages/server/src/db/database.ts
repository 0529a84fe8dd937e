import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from './databaseUrl.js';
import { ensureDirectory } from './ensureDirectory.js';
import type { Database } from './schema.js';
import { type SqliteWrites, withSqliteWrites } from './sqliteWrites.js';
import { withStatementCache } from './statementCache.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query; used by `/readyz`. */
  ping(): Promise<void>;
  /**
   * Resolves when the database can take a write now; used by `/readyz`. SQLite: the write lock
   * can be had within a second and the last write did not fail for want of storage (disk full,
   * file read-only, I/O error). PostgreSQL: the server is not read-only (a standby).
   */
  checkWritable(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where failures of idle pooled connections go (PostgreSQL restarted, failed over, or a
   * reaper ended the backend). Default: one line on stderr. The pool drops such a connection
   * and opens another for the next query; the process must not die of it.
   */
  onConnectionError(listener: (error: Error) => void): void;
}

export class DatabaseUnavailableError extends Error {
  constructor(target: DatabaseTarget, cause: unknown) {
    const where = target.kind === 'sqlite' ? target.filename : redact(target.connectionString);
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach the ${target.kind} database at ${where}: ${reason}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Hides the password of a connection string before it reaches a log line. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Opens the database and checks that it answers; throws DatabaseUnavailableError otherwise. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let reportConnectionError = (error: Error) => {
    console.error(`Database connection lost (the pool opens another): ${error.message}`);
  };
  let sqlite: SqliteWrites | undefined;
  const db = new Kysely<Database>({
    dialect:
      target.kind === 'sqlite'
        ? sqliteDialect(target.filename, (opened) => {
            sqlite = opened;
          })
        : postgresDialect(target, (error) => reportConnectionError(error)),
    plugins: [new CamelCasePlugin()],
  });
  const ping = async () => {
    await sql`select 1`.execute(db);
  };
  try {
    await ping();
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new DatabaseUnavailableError(target, error);
  }
  const checkWritable = async () => {
    if (target.kind === 'postgres') {
      const { rows } = await sql<{ readOnly: string }>`show transaction_read_only`.execute(db);
      if (rows[0]?.readOnly === 'on') throw new Error('the database is read-only');
      return;
    }
    await ping();
    const failure = sqlite?.writeFailure();
    if (failure) throw new Error(`the last write failed: ${failure.message}`);
    try {
      sqlite?.probeWrite(WRITE_PROBE_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`cannot take the write lock: ${(error as Error).message}`);
    }
  };
  return {
    db,
    kind: target.kind,
    ping,
    checkWritable,
    close: () => db.destroy(),
    onConnectionError(listener) {
      reportConnectionError = listener;
    },
  };
}

/**
 * How long `/readyz` waits for SQLite's write lock. The wait blocks the process (the driver is
 * synchronous), so it is shorter than busy_timeout, which requests wait.
 */
const WRITE_PROBE_TIMEOUT_MS = 1000;

function sqliteDialect(filename: string, opened: (writes: SqliteWrites) => void): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      if (filename !== ':memory:') ensureDirectory(dirname(filename));
      const database = new SqliteDatabase(filename);
      // WAL lets readers proceed while a write is in progress; foreign keys are off by default
      // in SQLite and the schema relies on them for cascades.
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
      database.pragma('synchronous = NORMAL');
      const writes = withSqliteWrites(
        database,
        withStatementCache(database),
        filename === ':memory:' ? null : filename,
      );
      opened(writes);
      return writes;
    },
  });
}

function postgresDialect(
  target: { connectionString: string },
  onIdleError: (error: Error) => void,
): PostgresDialect {
  // Unix timestamps are stored as bigint; they fit a JS number, so read them as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client whose connection dies makes the pool emit 'error'; with no listener that
  // is an uncaught exception and the process exits. The pool has already discarded the client.
  pool.on('error', onIdleError);
  // A client checked out but between queries (Kysely holds none of them) emits 'error' on
  // itself instead, equally fatal unheard. Its next query fails (503) and the pool discards
  // it on release, so there is nothing to do here but listen.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}
