import type { Kysely } from 'kysely';
import { seedDemoComments } from '../../comments/seedComments.js';
import type { Database } from '../schema.js';
import { SEED_ARTICLES } from './content/articles/index.js';
import { SEED_CATEGORIES } from './content/categories.js';
import { SEED_FIXTURES } from './content/fixtures.js';
import { SEED_GALLERIES } from './content/galleries.js';
import { SEED_LEAGUES } from './content/leagues.js';
import { SEED_PRIMARY_MENU } from './content/menus.js';
import { CREST_TEAM, demoSliderModules, sliderImageRequests } from './content/sliders/index.js';
import { SEED_TEAMS } from './content/teams.js';
import type { ImageGenerator, ImageRequest } from './imageGenerator.js';
import { seedArticles } from './seedArticles.js';
import { defaultAbbr, seedFootball } from './seedFootball.js';
import { seedGalleries } from './seedGalleries.js';
import { storeImages } from './seedImages.js';
import { seedPrimaryMenu } from './seedMenus.js';
import { seedSliders } from './seedSliders.js';
import { seedTaxonomy } from './seedTaxonomy.js';
import { createSharpImageGenerator } from './sharpImageGenerator.js';

export interface SeedOptions {
  mediaDir: string;
  timeZone: string;
  now?: Date;
  log?: (line: string) => void;
  /** Replaces the sharp pipeline (tests). */
  images?: ImageGenerator;
}

export interface SeedReport {
  images: number;
  articlesAdded: number;
  galleriesAdded: number;
  menusAdded: number;
  matchesAdded: number;
  slidersAdded: number;
}

/** Every picture the demo content uses, with the aspect ratio it is drawn at. */
export function demoImageRequests(): ImageRequest[] {
  const requests: ImageRequest[] = [];
  for (const article of SEED_ARTICLES) {
    requests.push({ ...article.hero, aspect: '16:9' });
    for (const image of article.images) requests.push({ ...image, aspect: '3:2' });
  }
  for (const gallery of SEED_GALLERIES) {
    gallery.items.forEach((item, index) => {
      // Masonry galleries need mixed shapes to look like masonry.
      const aspect =
        gallery.layout === 'masonry' ? (['3:2', '2:3', '1:1'] as const)[index % 3]! : '3:2';
      requests.push({ ...item.image, aspect });
    });
  }
  for (const league of SEED_LEAGUES) requests.push({ ...league.img, aspect: '1:1' });
  requests.push(...sliderImageRequests());
  // News stories reuse the long reads' pictures: each picture is drawn once, at its first shape.
  const seen = new Set<string>();
  return requests.filter((request) => !seen.has(request.key) && seen.add(request.key));
}

/**
 * The demo content, idempotent: images are generated (or found in the media cache) first, then
 * everything missing is written in one transaction, so an interrupted seed leaves nothing
 * half-written and a second run changes nothing.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const generator = options.images ?? (await createSharpImageGenerator(options.mediaDir));

  const requests = demoImageRequests();
  let lastReported = 0;
  const started = performance.now();
  const images = await generator.images(requests, (done, total) => {
    if (done === total || performance.now() - lastReported > 2000) {
      lastReported = performance.now();
      log(`images ${done}/${total}`);
    }
  });
  const crests = new Map<string, string>();
  for (const team of SEED_TEAMS) {
    const abbr = team.abbr ?? defaultAbbr(team.name);
    crests.set(
      team.slug,
      await generator.crest({ slug: team.slug, name: team.name, abbr, colors: team.colors }),
    );
  }
  log(`images ready in ${Math.round(performance.now() - started)} ms`);

  const leagueKeys = new Set(SEED_LEAGUES.map((league) => league.img.key));
  const leagueBadges = new Map([...images].filter(([key]) => leagueKeys.has(key)));

  return db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    await seedTaxonomy(trx);
    await storeImages(trx, images.values(), nowIso);
    const articlesAdded = await seedArticles(trx, SEED_ARTICLES, now);
    await seedDemoComments(trx, now);
    const galleriesAdded = await seedGalleries(trx, SEED_GALLERIES, images, nowIso);
    const menusAdded = await seedPrimaryMenu(trx, SEED_PRIMARY_MENU, {
      articles: SEED_ARTICLES,
      galleries: SEED_GALLERIES,
      categories: SEED_CATEGORIES,
    });
    const matchesAdded = await seedFootball(
      trx,
      { leagues: SEED_LEAGUES, teams: SEED_TEAMS, fixtures: SEED_FIXTURES },
      { leagueBadges, crests },
      { now, timeZone: options.timeZone },
    );
    const crest = crests.get(CREST_TEAM);
    if (!crest) throw new Error(`Demo sliders: no crest for ${CREST_TEAM}`);
    const slidersAdded = await seedSliders(trx, demoSliderModules(crest), now);
    return {
      images: images.size,
      articlesAdded,
      galleriesAdded,
      menusAdded,
      matchesAdded,
      slidersAdded,
    };
  });
}
