import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.js';
import type { Database } from '../schema.js';
import { migrations } from './index.js';

let dir: string;
let database: DatabaseHandle;
let migrator: Migrator;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tribune-migration-'));
  database = await openDatabase({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
  migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function migrateTo(name: string) {
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** Rows written the way the first schema allowed, before 0003. */
async function oldModule(db: Kysely<Database>, id: number, slideIds: number[]) {
  const stamp = '2026-01-01T00:00:00.000Z';
  await sql`insert into slider_modules (id, alias, title, type, engine_version, settings, created_at, updated_at)
    values (${id}, ${`m${id}`}, 'Old', 'standard', 7, '{}', ${stamp}, ${stamp})`.execute(db);
  for (const [position, slideId] of slideIds.entries()) {
    await sql`insert into slider_slides (id, module_id, position, is_static, data, layers)
      values (${slideId}, ${id}, ${position}, 0, '{}', '{}')`.execute(db);
  }
}

describe('migration 0003_slider_service', () => {
  it('keys existing slides by their row id and starts the id counters above every id', async () => {
    await migrateTo('0002_football_feed');
    await oldModule(database.db, 4, [10, 11]);
    await oldModule(database.db, 9, [30]);
    await migrateTo('0003_slider_service');

    const slides = await database.db
      .selectFrom('sliderSlides')
      .select(['id', 'slideKey'])
      .orderBy('id')
      .execute();
    expect(slides).toEqual([
      { id: 10, slideKey: '10' },
      { id: 11, slideKey: '11' },
      { id: 30, slideKey: '30' },
    ]);
    const counters = await database.db
      .selectFrom('sliderIdCounters')
      .selectAll()
      .orderBy('kind')
      .execute();
    expect(counters).toEqual([
      { kind: 'module', lastId: 9 },
      { kind: 'slide', lastId: 30 },
    ]);
    const module = await database.db
      .selectFrom('sliderModules')
      .select('addOns')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(module.addOns).toBe('[]');
  });

  it('starts the counters at 0 on an empty database', async () => {
    await migrateTo('0003_slider_service');
    const counters = await database.db.selectFrom('sliderIdCounters').selectAll().execute();
    expect(counters.map((c) => c.lastId)).toEqual([0, 0]);
  });

  it('refuses two slides with the same key in one module', async () => {
    await migrateTo('0003_slider_service');
    await oldModule(database.db, 1, []);
    const slide = { moduleId: 1, position: 0, isStatic: 0, data: '{}', layers: '{}' };
    await database.db
      .insertInto('sliderSlides')
      .values({ ...slide, slideKey: 's1' })
      .execute();
    await expect(
      database.db
        .insertInto('sliderSlides')
        .values({ ...slide, slideKey: 's1' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('goes down to 0002 and up again', async () => {
    await migrateTo('0003_slider_service');
    await oldModule(database.db, 2, []);
    await migrateTo('0002_football_feed');
    const columns = await sql<{
      name: string;
    }>`select name from pragma_table_info('slider_slides')`.execute(database.db);
    expect(columns.rows.map((c) => c.name)).not.toContain('slide_key');
    await migrateTo('0003_slider_service');
    const counters = await database.db.selectFrom('sliderIdCounters').selectAll().execute();
    expect(counters).toContainEqual({ kind: 'module', lastId: 2 });
  });
});
