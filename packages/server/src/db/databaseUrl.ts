import { isAbsolute, resolve } from 'node:path';

/** Where the data lives: an SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string };

export const DEFAULT_SQLITE_FILE = 'data/tribune.sqlite';

/**
 * Accepted forms: unset (SQLite at `./data/tribune.sqlite`), `sqlite:path`, `sqlite://path`,
 * `file:path`, `:memory:`, and `postgres://…` / `postgresql://…`.
 */
export function parseDatabaseUrl(url: string | undefined, cwd: string): DatabaseTarget {
  if (url === undefined) return { kind: 'sqlite', filename: resolve(cwd, DEFAULT_SQLITE_FILE) };
  const value = url.trim();
  if (/^postgres(ql)?:\/\//i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error('not a valid postgres:// URL');
    }
    if (!parsed.hostname) throw new Error('a postgres:// URL needs a host');
    return { kind: 'postgres', connectionString: value };
  }
  if (value === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
  const sqlite = /^(?:sqlite:(?:\/\/)?|file:)(.+)$/i.exec(value);
  if (sqlite?.[1]) {
    const path = sqlite[1];
    if (path === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
    return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  throw new Error(
    `unsupported value "${value}"; expected postgres://user:pass@host/db, sqlite:path/to/file.sqlite or file:path`,
  );
}
