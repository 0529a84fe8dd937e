import type { FrontPageVideo } from '@tribune/site';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SliderService } from '../slider/moduleService.js';
import type { MatchLists } from './liveScore.js';

/** What page builders need from the application. */
export interface SiteContext {
  db: Kysely<Database>;
  /** Absolute origin, no trailing slash. */
  siteUrl: string;
  timeZone: string;
  /** The mega-menu map service, or null. */
  mapTiles: { url: string; attribution: string } | null;
  /** The front page's video panel, or null when the site has no film to show (frontPageVideo.ts). */
  frontPageVideo: FrontPageVideo | null;
  /** Slider modules, normalised and translated, for pages that render one (`app.sliders`). */
  sliders: SliderService;
  /** The match service's lists, for the live score slot; absent: the slot starts empty. */
  matches?: MatchLists;
}
