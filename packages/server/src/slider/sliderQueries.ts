import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { loadImages, type StoredImage } from '../content/images.js';
import type {
  Database,
  SliderIdCountersTable,
  SliderModulesTable,
  SliderSlidesTable,
} from '../db/schema.js';

/** The database work of the slider: no validation or shaping here (see `moduleService.ts`). */

export type ModuleRow = Selectable<SliderModulesTable>;
export type SlideRow = Selectable<SliderSlidesTable>;
export type IdKind = SliderIdCountersTable['kind'];
type Db = Kysely<Database> | Transaction<Database>;

/** How a request names a module. */
export type ModuleRef = { by: 'id'; id: number } | { by: 'alias'; alias: string };

export function findModule(db: Db, ref: ModuleRef): Promise<ModuleRow | undefined> {
  const query = db.selectFrom('sliderModules').selectAll();
  return (
    ref.by === 'id' ? query.where('id', '=', ref.id) : query.where('alias', '=', ref.alias)
  ).executeTakeFirst();
}

/** The aliases that begin with `prefix` (compared exactly by the caller: LIKE bends case). */
export async function aliasesStartingWith(db: Db, prefix: string): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('sliderModules')
    .select('alias')
    .where(sql<boolean>`alias like ${`${escaped}%`} escape '\\'`)
    .execute();
  return rows.map((row) => row.alias).filter((alias) => alias.startsWith(prefix));
}

export function slidesOf(db: Db, moduleId: number): Promise<SlideRow[]> {
  return db
    .selectFrom('sliderSlides')
    .selectAll()
    .where('moduleId', '=', moduleId)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function slideByKey(db: Db, moduleId: number, key: string): Promise<SlideRow | undefined> {
  return db
    .selectFrom('sliderSlides')
    .selectAll()
    .where('moduleId', '=', moduleId)
    .where('slideKey', '=', key)
    .executeTakeFirst();
}

/** The v6-to-v7 slide id table of a module (spec 5): `{v6 id: v7 id}`. */
export async function idMapOf(db: Db, moduleId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('sliderIdMap')
    .select(['v6Id', 'v7Id'])
    .where('moduleId', '=', moduleId)
    .orderBy('v6Id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.v6Id, row.v7Id]));
}

/**
 * A new id, never handed out before: one atomic increment of the counter row (PostgreSQL
 * locks the row for the update; SQLite has one writer at a time).
 */
export async function nextId(db: Db, kind: IdKind): Promise<number> {
  const row = await db
    .updateTable('sliderIdCounters')
    .set((eb) => ({ lastId: eb('lastId', '+', 1) }))
    .where('kind', '=', kind)
    .returning('lastId')
    .executeTakeFirstOrThrow();
  return Number(row.lastId);
}

/** Keeps the counter at or above an id that was stored, so it is never handed out again. */
export async function raiseCounter(db: Db, kind: IdKind, atLeast: number): Promise<void> {
  await db
    .updateTable('sliderIdCounters')
    .set({ lastId: atLeast })
    .where('kind', '=', kind)
    .where('lastId', '<', atLeast)
    .execute();
}

export function moduleIdTaken(db: Db, id: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('sliderModules').select('id').where('id', '=', id).executeTakeFirst();
}

/** Images by key, with their `/media/` variants (see `content/images.ts`). */
export async function imagesByKey(
  db: Db,
  keys: Iterable<string>,
): Promise<Map<string, StoredImage>> {
  const wanted = [...new Set(keys)];
  const result = new Map<string, StoredImage>();
  if (wanted.length === 0) return result;
  const rows = await db
    .selectFrom('images')
    .select(['id', 'key'])
    .where('key', 'in', wanted)
    .execute();
  const loaded = await loadImages(
    db as Kysely<Database>,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const image = loaded.get(row.id);
    if (image) result.set(row.key, image);
  }
  return result;
}

/** The keys among `keys` that name a stored image. */
export async function existingImageKeys(db: Db, keys: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Set();
  const rows = await db.selectFrom('images').select('key').where('key', 'in', wanted).execute();
  return new Set(rows.map((row) => row.key));
}
