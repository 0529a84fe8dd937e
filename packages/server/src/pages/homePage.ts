import { type HomePageModel, LANGUAGES, type Lang } from '@tribune/site';
import { latestArticles } from '../content/articles.js';
import { summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { buildMeta } from './meta.js';
import type { SiteContext } from './siteContext.js';

/** How many articles the front page lists under its top story. */
export const HOME_ARTICLE_COUNT = 12;

export async function buildHomePage(context: SiteContext, lang: Lang): Promise<HomePageModel> {
  const paths = Object.fromEntries(LANGUAGES.map((code) => [code, `/${code}/`]));
  const [rows, chrome] = await Promise.all([
    latestArticles(context.db, lang, HOME_ARTICLE_COUNT + 1),
    buildChrome(context, lang, `/${lang}/`, paths),
  ]);
  const [featured = null, ...latest] = await summarize(context, lang, rows);
  return {
    kind: 'home',
    meta: buildMeta(context, lang, paths),
    chrome,
    featured,
    latest,
  };
}
