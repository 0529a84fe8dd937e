import { type Kysely, sql } from 'kysely';

/**
 * The demo modules seeded before the engine read `settings.uSize` (which responsive levels have
 * a layout of their own; real engine-7 data always says, and without it the original runtime
 * uses the 1240 level alone) were written with a value for every level and no `uSize`. They
 * get `uSize: [true, true, true, true, true]`, which is what their author meant and what the
 * seed writes now. Only the demo aliases are touched, and only when `uSize` is missing: a site
 * owner's own modules are read as the original runtime reads them.
 */
const DEMO_ALIASES = [
  'home-hero',
  'demo-standard',
  'demo-pbar-vertical',
  'demo-pbar-cw',
  'demo-pbar-ccw',
  'demo-parallax',
  'demo-scroll-timeline',
  'demo-media',
  'demo-gallery-feed',
  'demo-photo-feed',
  'demo-modal',
  'demo-modal-target',
  'demo-carousel',
  'demo-carousel-3d',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; settings: string }>`
    select id, settings from slider_modules where alias in (${sql.join(DEMO_ALIASES)})
  `.execute(db);
  for (const row of rows.rows) {
    let settings: unknown;
    try {
      settings = JSON.parse(row.settings);
    } catch {
      continue;
    }
    if (typeof settings !== 'object' || settings === null || 'uSize' in settings) continue;
    const next = JSON.stringify({ ...settings, uSize: [true, true, true, true, true] });
    await sql`update slider_modules set settings = ${next} where id = ${row.id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the flag states what the data meant all along.
}
