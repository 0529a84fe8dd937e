import { type Kysely, sql } from 'kysely';

/**
 * The demo modules seeded before the engine read `settings.uSize` (which responsive levels have
 * a layout of their own; without it the original runtime uses the 1240 level alone) and each
 * layer's `fluid` (which lengths scale with the module; without it none do) were written with a
 * value for every level and meant every length to scale. They get `uSize: [true × 5]` and
 * `fluid: {tx, tr, sp: true}` on every layer that lacks one, which is what their author meant
 * and what the seed writes now. Only the demo aliases are touched, and only where the field is
 * missing: a site owner's own modules are read as the original runtime reads them.
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
    const settings = parse(row.settings);
    if (settings && !('uSize' in settings)) {
      const next = JSON.stringify({ ...settings, uSize: [true, true, true, true, true] });
      await sql`update slider_modules set settings = ${next} where id = ${row.id}`.execute(db);
    }
    const slides = await sql<{ id: number; layers: string }>`
      select id, layers from slider_slides where module_id = ${row.id}
    `.execute(db);
    for (const slide of slides.rows) {
      const layers = parse(slide.layers);
      if (!layers) continue;
      let changed = false;
      for (const layer of Object.values(layers)) {
        if (layer && typeof layer === 'object' && !('fluid' in layer)) {
          (layer as Record<string, unknown>).fluid = { tx: true, tr: true, sp: true };
          changed = true;
        }
      }
      if (!changed) continue;
      await sql`update slider_slides set layers = ${JSON.stringify(layers)} where id = ${slide.id}`.execute(
        db,
      );
    }
  }
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the flag states what the data meant all along.
}
