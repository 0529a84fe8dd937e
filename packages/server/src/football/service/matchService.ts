import type { Match, MatchDetail, Period } from '@tribune/livescore';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WidgetLanguage } from '../languages.js';
import { periodRange } from '../periods.js';
import { createListCache } from './listCache.js';
import { findMatchDetail, findMatches } from './matchQueries.js';

export interface MatchService {
  /** Spec 4.7's periods: live (by stage), today and tomorrow (days of the site's zone). */
  getMatches(period: Period, lang: WidgetLanguage): Promise<Match[]>;
  getMatchDetail(slug: string, lang: WidgetLanguage): Promise<MatchDetail | undefined>;
  /** The data changed: forget cached lists. */
  invalidate(): void;
}

export interface MatchServiceOptions {
  db: Kysely<Database>;
  /** IANA zone of the site's calendar days (TIME_ZONE). */
  timeZone: string;
  /** Default: the system clock. */
  now?: () => Date;
}

export function createMatchService(options: MatchServiceOptions): MatchService {
  const { db, timeZone } = options;
  const now = options.now ?? (() => new Date());
  const lists = createListCache<Match[]>();
  return {
    getMatches(period, lang) {
      if (period === 'live') {
        return lists.get(`live|${lang}`, () => findMatches(db, { live: true }, lang));
      }
      const day = periodRange(period, now(), timeZone);
      // Keyed by the day itself, so the lists roll over at midnight without an invalidation.
      return lists.get(`${day.from}|${lang}`, () => findMatches(db, { day }, lang));
    },
    getMatchDetail(slug, lang) {
      return findMatchDetail(db, slug, lang);
    },
    invalidate() {
      lists.invalidate();
    },
  };
}
