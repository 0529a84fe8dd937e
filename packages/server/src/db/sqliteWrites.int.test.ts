import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formFieldsIn, freshAddress, humanTiming } from '../comments/test-support/commentForm.js';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { type DatabaseHandle, openDatabase } from './database.js';

/*
 * Issue 26, item 8, with a real second writer: another process that holds SQLite's write lock,
 * as the seed or import command would while the server runs.
 */

interface LockHolder {
  process: ChildProcess;
  /** Resolves when the holder has committed and exited. */
  released: Promise<void>;
}

/** Another process takes the write lock of `file` and keeps it for `holdMs`. */
async function holdWriteLock(file: string, holdMs: number): Promise<LockHolder> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.exec('begin immediate');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, file, String(holdMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return { process: child, released };
}

describe('SQLite writes (a database of their own)', () => {
  let dir: string;
  let database: DatabaseHandle;
  let file: string;
  const holders: LockHolder[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tribune-writes-'));
    file = join(dir, 'writes.sqlite');
    database = await openDatabase({ kind: 'sqlite', filename: file });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
  });
  afterEach(async () => {
    for (const holder of holders.splice(0)) {
      holder.process.kill();
      await holder.released;
    }
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Reads, then writes, in one transaction: the shape of a comment post or a feed update. */
  const readThenWrite = (body: string) =>
    database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      await sql`insert into notes (body) values (${body})`.execute(trx);
    });

  it('a transaction that reads first waits for another writer’s lock (IMMEDIATE)', async () => {
    const holder = await holdWriteLock(file, 600);
    holders.push(holder);
    const started = Date.now();
    await readThenWrite('after the other writer');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    const rows = await sql<{ body: string }>`select body from notes`.execute(database.db);
    expect(rows.rows.map((row) => row.body)).toContain('after the other writer');
  });

  it('reports the error that ended a transaction, not the rollback that followed it', async () => {
    const { rows } = await sql<{ pageCount: number }>`pragma page_count`.execute(database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.pageCount}`).execute(database.db);
    try {
      const failed = database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 20; i++) {
          await sql`insert into notes (body) values (${'x'.repeat(4000)})`.execute(trx);
        }
      });
      await expect(failed).rejects.toMatchObject({
        code: 'SQLITE_FULL',
        message: 'database or disk is full',
      });
      // Readiness sees it: the last write failed for want of room.
      await expect(database.checkWritable()).rejects.toThrow(
        'the last write failed: database or disk is full',
      );
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(database.db);
    }
    await readThenWrite('room again');
    await expect(database.checkWritable()).resolves.toBeUndefined();
  });

  it('is not writable while another process keeps the lock past the probe’s second', async () => {
    await expect(database.checkWritable()).resolves.toBeUndefined();
    const holder = await holdWriteLock(file, 4000);
    holders.push(holder);
    await expect(database.checkWritable()).rejects.toThrow(/cannot take the write lock/);
  });
});

describe('the app under a concurrent writer (SQLite)', () => {
  let t: TestApp;
  let file: string;
  const article = SEED_ARTICLES[0]!;
  const frPath = `/fr/article/${article.translations.fr.slug}`;

  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    file = t.config.database.filename;
  });
  afterAll(() => t.close());

  it('stores a comment once the other writer is done, instead of answering 503', async () => {
    const form = formFieldsIn((await t.app.inject({ url: frPath })).body);
    const holder = await holdWriteLock(file, 700);
    const response = await t.app.inject({
      method: 'POST',
      url: '/comments',
      remoteAddress: freshAddress(),
      headers: { accept: 'application/json' },
      payload: {
        comment_post_ID: form.postId,
        comment_parent: '0',
        nonce: form.nonce,
        author: 'Nadia Lemaire',
        email: 'waiting.writer@example.org',
        url: '',
        comment: 'Écrit pendant qu’un autre processus écrivait.',
        ak_hp_textarea: '',
        ...humanTiming(),
      },
    });
    await holder.released;
    expect(response.statusCode).toBe(201);
  });

  it('/readyz answers 503 while the database cannot be written, 200 after', async () => {
    const holder = await holdWriteLock(file, 3000);
    const locked = await t.app.inject({ url: '/readyz' });
    expect(locked.statusCode).toBe(503);
    expect(locked.json().checks.database).toMatchObject({
      status: 'error',
      message: expect.stringContaining('cannot take the write lock'),
    });
    holder.process.kill();
    await holder.released;
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

/**
 * The WAL's shared-memory file made immutable (as root) or read-only (otherwise) under the
 * running app: without the guard the next query touches the mapped file and the process dies
 * of SIGBUS, taking this test run with it.
 */
describe('the shared-memory file becoming unwritable at run time (SQLite)', () => {
  let t: TestApp;
  let shm: string;
  const root = process.getuid?.() === 0;

  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    shm = `${t.config.database.filename}-shm`;
    expect((await t.app.inject({ url: '/fr/' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    if (root) spawnSync('chattr', ['-i', shm]);
    else chmodSync(shm, 0o644);
    await t.close();
  });

  it('answers 503 (the detail in the log), and /readyz says so', async (context) => {
    if (root) {
      // Root writes to a read-only file all the same: only the immutable attribute stops it.
      const result = spawnSync('chattr', ['+i', shm]);
      if (result.status !== 0) context.skip('chattr +i is not available on this file system');
    } else {
      chmodSync(shm, 0o444);
    }
    const response = await t.app.inject({
      url: '/api/slider/sliders/home-hero?alias=true',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(response.body).not.toContain('shm');
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database.message).toContain('shared-memory file');
  });
});
