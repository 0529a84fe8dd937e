import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import type { Database } from '../schema.js';
import type { GeneratedImage, ImageGenerator } from './imageGenerator.js';
import { demoImageRequests, seedDemoContent } from './seed.js';

/** Stands in for sharp: the seed's database work is what is under test here. */
function fakeImages(options: { skip?: string } = {}): ImageGenerator {
  return {
    async images(requests) {
      const map = new Map<string, GeneratedImage>();
      for (const request of requests) {
        if (request.key === options.skip) continue;
        map.set(request.key, {
          key: request.key,
          width: 1902,
          height: 1070,
          dominantColor: '#123456',
          variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({
            width: 768,
            height: 432,
            format,
            fileName: `${request.key}-768w.${format}`,
            bytes: 1000,
          })),
        });
      }
      return map;
    },
    async crest(team) {
      return `crest-${team.slug}.svg`;
    },
  };
}

let dir: string;
let database: DatabaseHandle;
const now = new Date('2026-11-22T11:00:00Z');
/**
 * Slides the seed saves, module by module in seed order: hero, standard, three progress-bar
 * demos, parallax, scroll timeline, media, gallery feed and photo feed (their template slides),
 * modal, modal target, two carousels.
 */
const SEEDED_SLIDES = 1 + 6 + 3 * 3 + 1 + 1 + 3 + 2 + 1 + 2 + 3 + 2 * 8;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tribune-seed-'));
  database = await openDatabase({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
  await migrateToLatest(database.db);
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function count(table: keyof Database): Promise<number> {
  // Any single table gives the query its type; the count is the same for all.
  const row = await database.db
    .selectFrom(table as 'articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDemoContent', () => {
  // The fake generator writes no files, so no media directory is needed.
  const options = { mediaDir: '/nonexistent', timeZone: 'Europe/Paris', now };

  it('writes the whole demo: 34 articles in 3 languages, 3 galleries of 32, menus, matches, sliders', async () => {
    const report = await seedDemoContent(database.db, { ...options, images: fakeImages() });
    expect(report).toEqual({
      // The README's count: news stories reuse the long reads' pictures and draw none.
      images: 137,
      articlesAdded: 34,
      galleriesAdded: 3,
      menusAdded: 3,
      matchesAdded: expect.any(Number),
      slidersAdded: 14,
    });
    const modules = await database.db
      .selectFrom('sliderModules')
      .select(['id', 'alias', 'type'])
      .orderBy('id')
      .execute();
    expect(modules).toEqual([
      { id: 1, alias: 'home-hero', type: 'hero' },
      { id: 2, alias: 'demo-standard', type: 'standard' },
      { id: 3, alias: 'demo-pbar-vertical', type: 'standard' },
      { id: 4, alias: 'demo-pbar-cw', type: 'standard' },
      { id: 5, alias: 'demo-pbar-ccw', type: 'standard' },
      { id: 6, alias: 'demo-parallax', type: 'hero' },
      { id: 7, alias: 'demo-scroll-timeline', type: 'hero' },
      { id: 8, alias: 'demo-media', type: 'standard' },
      { id: 9, alias: 'demo-gallery-feed', type: 'standard' },
      { id: 10, alias: 'demo-photo-feed', type: 'standard' },
      { id: 11, alias: 'demo-modal', type: 'standard' },
      { id: 12, alias: 'demo-modal-target', type: 'standard' },
      { id: 13, alias: 'demo-carousel', type: 'carousel' },
      { id: 14, alias: 'demo-carousel-3d', type: 'carousel' },
    ]);
    // The stream demos keep their template slides: two for the gallery, one for the feed.
    expect(await count('sliderSlides')).toBe(SEEDED_SLIDES);
    expect(await count('articleTranslations')).toBe(34 * 3);
    expect(await count('galleryItems')).toBe(96);
    expect(await count('galleryItemTranslations')).toBe(288);
    expect(await count('languages')).toBe(3);
    expect(await count('teams')).toBe(20);
    const days = await database.db.selectFrom('matches').select('slug').execute();
    expect(days.some((m) => m.slug.endsWith('2026-11-22'))).toBe(true);
    expect(days.some((m) => m.slug.endsWith('2026-11-23'))).toBe(true);
    const mega = await database.db.selectFrom('megaMenuPanels').select('content').execute();
    expect(mega).toHaveLength(3);
  });

  it('draws each of the 137 pictures once, news stories reusing the long reads’ pictures', () => {
    const keys = demoImageRequests().map((request) => request.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(137);
  });

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    await seedDemoContent(database.db, { ...options, images: fakeImages() });
    const before = await database.db.selectFrom('articles').selectAll().orderBy('id').execute();
    const modulesBefore = await database.db
      .selectFrom('sliderModules')
      .selectAll()
      .orderBy('id')
      .execute();
    const report = await seedDemoContent(database.db, {
      ...options,
      now: new Date(now.getTime() + 3_600_000),
      images: fakeImages(),
    });
    expect(report).toMatchObject({
      articlesAdded: 0,
      galleriesAdded: 0,
      menusAdded: 0,
      matchesAdded: 0,
      slidersAdded: 0,
    });
    expect(await database.db.selectFrom('articles').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    expect(
      await database.db.selectFrom('sliderModules').selectAll().orderBy('id').execute(),
    ).toEqual(modulesBefore);
    expect(await count('sliderSlides')).toBe(SEEDED_SLIDES);
    expect(await count('articleTranslations')).toBe(34 * 3);
  });

  it('adds the new day’s matches when run on a later day', async () => {
    await seedDemoContent(database.db, { ...options, images: fakeImages() });
    const first = await count('matches');
    const report = await seedDemoContent(database.db, {
      ...options,
      now: new Date('2026-11-23T11:00:00Z'),
      images: fakeImages(),
    });
    expect(report.matchesAdded).toBeGreaterThan(0);
    expect(await count('matches')).toBe(first + report.matchesAdded);
  });

  it('writes nothing at all when it fails half-way', async () => {
    const broken = fakeImages({ skip: 'training-camp-07' });
    await expect(seedDemoContent(database.db, { ...options, images: broken })).rejects.toThrow(
      /training-camp-07/,
    );
    const tables = [
      'articles',
      'galleries',
      'images',
      'menus',
      'matches',
      'sliderModules',
    ] as const;
    for (const table of tables) {
      expect(await count(table), table).toBe(0);
    }
  });
});
