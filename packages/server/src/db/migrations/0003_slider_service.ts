import { type Kysely, sql } from 'kysely';

/**
 * What the slider module service needs beyond the first schema (issue 3):
 * - `slider_slides.slide_key`: the slide's own id as the module data names it (engine-7 ids
 *   such as "4" or "s1", used by `slideid`, `#key` requests, actions and deep links), unique
 *   within its module. Rows that existed before get their row id, which is what they were
 *   known by.
 * - `slider_modules.add_ons`: the module-level `addOns` of an engine-7 blob (JSON), kept so a
 *   module comes back as it was saved.
 * - `slider_id_counters`: the last id handed out for modules and for slides. `get_moduleid` /
 *   `get_slideid` reserve ids here, so two editors (or two server processes) never get the same
 *   one, and a reserved id stays unused by anything else even before it is saved.
 *
 * SQLite adds one column per ALTER TABLE, so each column is its own statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slider_modules')
    .addColumn('add_ons', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('slider_slides')
    .addColumn('slide_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update slider_slides set slide_key = cast(id as text)`.execute(db);
  await db.schema
    .createIndex('slider_slides_key')
    .on('slider_slides')
    .columns(['module_id', 'slide_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('slider_id_counters')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .execute();
  await sql`
    insert into slider_id_counters (kind, last_id)
    select 'module', coalesce(max(id), 0) from slider_modules
  `.execute(db);
  await sql`
    insert into slider_id_counters (kind, last_id)
    select 'slide', coalesce(max(id), 0) from slider_slides
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slider_id_counters').ifExists().execute();
  await db.schema.dropIndex('slider_slides_key').ifExists().execute();
  await db.schema.alterTable('slider_slides').dropColumn('slide_key').execute();
  await db.schema.alterTable('slider_modules').dropColumn('add_ons').execute();
}
