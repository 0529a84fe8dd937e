import { type HomePageModel, LANGUAGES, type Lang } from '@tribune/site';
import { countArticlesByLang, listArticles } from '../content/articles.js';
import { summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { loadHomeExtras } from './homeExtras.js';
import { loadHomeHero } from './homeHero.js';
import { loadHomeSections } from './homeSections.js';
import { loadLiveScore } from './liveScore.js';
import { buildMeta } from './meta.js';
import { LIST_PAGE_SIZE, pageCount, pageHref, paginationModel } from './pagination.js';
import { shareImageOf } from './shareImage.js';
import type { SiteContext } from './siteContext.js';

/** How many articles the front page lists, per page. */
export const HOME_ARTICLE_COUNT = LIST_PAGE_SIZE;

/**
 * How many pages a language's home has: every article, newest first, HOME_ARTICLE_COUNT a
 * page (the hero module above page 1 is a module of its own, not one of the list).
 */
export function homePageCount(total: number): number {
  return pageCount(total, HOME_ARTICLE_COUNT);
}

/** Page `page` of the front page, or undefined when the language has no such page. */
export async function buildHomePage(
  context: SiteContext,
  lang: Lang,
  page = 1,
  log?: { warn(object: object, message: string): void },
): Promise<HomePageModel | undefined> {
  // The hero's story is not repeated as a card below it, on any page of the list.
  const [counts, hero] = await Promise.all([
    countArticlesByLang(context.db),
    loadHomeHero(context, lang, log),
  ]);
  const shownByHero = hero ? heroArticleSlugs(hero, lang) : [];
  const listedIn = (code: Lang) => Math.max(0, (counts.get(code) ?? 0) - shownByHero.length);
  const count = homePageCount(listedIn(lang));
  if (page > count) return undefined;

  const first = page === 1;
  const home = (code: Lang) => `/${code}/`;
  // hreflang alternates: the same page number of the other languages' homes, where it exists.
  const paths = Object.fromEntries(
    LANGUAGES.filter((code) => page <= homePageCount(listedIn(code))).map((code) => [
      code,
      pageHref(home(code), page),
    ]),
  );
  const [rows, chrome, liveScore, extras, sections] = await Promise.all([
    listArticles(context.db, lang, {
      excludeSlugs: shownByHero,
      offset: (page - 1) * HOME_ARTICLE_COUNT,
      limit: HOME_ARTICLE_COUNT,
    }),
    // The menu marks the home on every page of its list.
    buildChrome(context, lang, home(lang), paths),
    first && context.matches ? loadLiveScore(context.matches, lang) : null,
    first ? loadHomeExtras(context, lang) : null,
    first ? loadHomeSections(context, lang) : [],
  ]);
  const summaries = await summarize(context, lang, rows);
  const pagination = paginationModel(home(lang), page, count);
  const lead = rows[0];
  return {
    kind: 'home',
    meta: buildMeta(context, lang, paths, {
      prev: pagination.previous,
      next: pagination.next,
      shareImage: lead ? await shareImageOf(context, lead.heroImageId, lead.heroAlt) : null,
    }),
    chrome,
    hero: first ? hero : null,
    latest: summaries,
    pagination,
    video: first ? context.frontPageVideo : null,
    liveScore,
    extras,
    sections,
  };
}

/**
 * The articles of this language the hero module links to (its "read the story" buttons): found
 * in the module's data, whatever layer or action carries the link.
 */
export function heroArticleSlugs(hero: unknown, lang: Lang): string[] {
  const pattern = new RegExp(`/${lang}/article/([a-z0-9-]+)`, 'g');
  return [...new Set([...JSON.stringify(hero).matchAll(pattern)].map((match) => match[1]!))];
}
