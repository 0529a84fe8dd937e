import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, a free loopback
 * port, trust authentication on loopback), as .ci/run starts one: for outages the shared
 * database must not see. `restart()`, `stop()` / `start()` it; `close()` stops and removes it.
 * As root, the cluster belongs to the `postgres` user Debian's package creates (initdb refuses
 * to run as root).
 */
export class OwnPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    readonly bin: string,
  ) {}

  /** Where the server binaries are, or null when PostgreSQL is not installed. */
  static binDir(): string | null {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((x, y) => Number(x) - Number(y));
    const last = versions.at(-1);
    return last ? join(root, last, 'bin') : null;
  }

  static async start(): Promise<OwnPostgres> {
    const bin = OwnPostgres.binDir();
    if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
    const dir = mkdtempSync(join(tmpdir(), 'tribune-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    chmodSync(dir, 0o700);
    const p = new OwnPostgres(dir, await freePort(), bin);
    await p.#as('initdb', [
      '-D',
      join(dir, 'data'),
      '-U',
      'tribune',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await p.start();
    await p.#as('createdb', ['-h', '127.0.0.1', '-p', String(p.port), '-U', 'tribune', 'tribune']);
    return p;
  }

  get url(): string {
    return `postgres://tribune@127.0.0.1:${this.port}/tribune`;
  }

  async start(): Promise<void> {
    await this.#ctl('start', [
      '-l',
      join(this.dir, 'pg.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`,
    ]);
  }

  async stop(): Promise<void> {
    await this.#ctl('stop', ['-m', 'fast']);
  }

  async restart(): Promise<void> {
    // With its log file: a postmaster writing to pg_ctl's output would hold the pipe open.
    await this.#ctl('restart', ['-m', 'fast', '-l', join(this.dir, 'pg.log')]);
  }

  /** Ends the server processes of idle client connections (an idle-connection reaper). */
  async terminateIdleBackends(): Promise<number> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const r = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where state = 'idle' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      for (const { pid } of r.rows) await client.query('select pg_terminate_backend($1)', [pid]);
      return r.rows.length;
    } finally {
      await client.end();
    }
  }

  /** Stops the server (immediately) and removes its directory. */
  async close(): Promise<void> {
    if (existsSync(join(this.dir, 'data', 'postmaster.pid'))) {
      await this.#ctl('stop', ['-m', 'immediate']).catch(() => {});
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  #ctl(action: string, args: string[]) {
    return this.#as('pg_ctl', [action, '-D', join(this.dir, 'data'), '-w', ...args]);
  }

  async #as(tool: string, args: string[]): Promise<void> {
    const path = join(this.bin, tool);
    const [cmd, argv] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
        : [path, args];
    await run(cmd, argv, { cwd: this.dir, timeout: 60_000 });
  }
}

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  await new Promise((r) => srv.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}
