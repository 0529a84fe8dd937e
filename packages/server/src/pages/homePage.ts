import { type HomePageModel, LANGUAGES, type Lang } from '@tribune/site';
import { countArticlesByLang, listArticles } from '../content/articles.js';
import { summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { buildMeta } from './meta.js';
import { LIST_PAGE_SIZE, pageCount, pageHref, paginationModel } from './pagination.js';
import { shareImageOf } from './shareImage.js';
import type { SiteContext } from './siteContext.js';

/** How many articles the front page lists under its top story, per page. */
export const HOME_ARTICLE_COUNT = LIST_PAGE_SIZE;

/**
 * How many pages a language's home has: the newest article is the top story above page 1's
 * list, so the list itself is every article but the first, HOME_ARTICLE_COUNT a page.
 */
export function homePageCount(total: number): number {
  return pageCount(Math.max(0, total - 1), HOME_ARTICLE_COUNT);
}

/** Page `page` of the front page, or undefined when the language has no such page. */
export async function buildHomePage(
  context: SiteContext,
  lang: Lang,
  page = 1,
): Promise<HomePageModel | undefined> {
  const counts = await countArticlesByLang(context.db);
  const count = homePageCount(counts.get(lang) ?? 0);
  if (page > count) return undefined;

  const first = page === 1;
  const home = (code: Lang) => `/${code}/`;
  // hreflang alternates: the same page number of the other languages' homes, where it exists.
  const paths = Object.fromEntries(
    LANGUAGES.filter((code) => page <= homePageCount(counts.get(code) ?? 0)).map((code) => [
      code,
      pageHref(home(code), page),
    ]),
  );
  const [rows, chrome] = await Promise.all([
    listArticles(
      context.db,
      lang,
      first
        ? { offset: 0, limit: HOME_ARTICLE_COUNT + 1 }
        : { offset: 1 + (page - 1) * HOME_ARTICLE_COUNT, limit: HOME_ARTICLE_COUNT },
    ),
    // The menu marks the home on every page of its list.
    buildChrome(context, lang, home(lang), paths),
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
    featured: first ? (summaries[0] ?? null) : null,
    latest: first ? summaries.slice(1) : summaries,
    pagination,
    video: first ? context.frontPageVideo : null,
  };
}
