import { type Kysely, sql } from 'kysely';

/**
 * What the score feed and the match service need beyond the first schema:
 * - leagues keep the feed's own name and country (the text of last resort when no translation
 *   exists) and a region code, so the country can be named in any widget language through
 *   `Intl.DisplayNames` (ISO 3166-1 alpha-2, or a UN M.49 area such as `150` for Europe);
 * - match events carry the feed's optional id, unique per match, so a retried batch does not
 *   store a goal twice;
 * - the live period selects by stage, hence an index on it.
 *
 * SQLite adds one column per ALTER TABLE, so each column is its own statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('leagues')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('leagues').addColumn('country_code', 'text').execute();
  await sql`
    update leagues set
      name = coalesce(
        (select t.name from league_translations t where t.league_id = leagues.id and t.lang = 'en'),
        name),
      country = coalesce(
        (select t.country from league_translations t where t.league_id = leagues.id and t.lang = 'en'),
        country)
  `.execute(db);

  await db.schema.alterTable('match_events').addColumn('external_id', 'text').execute();
  await db.schema
    .createIndex('match_events_external_id')
    .on('match_events')
    .columns(['match_id', 'external_id'])
    .unique()
    .execute();

  await db.schema.createIndex('matches_stage').on('matches').column('stage').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('matches_stage').ifExists().execute();
  await db.schema.dropIndex('match_events_external_id').ifExists().execute();
  await db.schema.alterTable('match_events').dropColumn('external_id').execute();
  await db.schema.alterTable('leagues').dropColumn('country_code').execute();
  await db.schema.alterTable('leagues').dropColumn('country').execute();
  await db.schema.alterTable('leagues').dropColumn('name').execute();
}
