import type { CategoryPageModel, Lang } from '@tribune/site';
import { categoryBySlug, latestInCategory } from '../content/articles.js';
import { categoryPath, summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { buildMeta } from './meta.js';
import type { SiteContext } from './siteContext.js';

/** How many articles a category page lists (pagination comes with the host-site issue). */
export const CATEGORY_ARTICLE_COUNT = 24;

export async function buildCategoryPage(
  context: SiteContext,
  lang: Lang,
  slug: string,
): Promise<CategoryPageModel | undefined> {
  const category = await categoryBySlug(context.db, lang, slug);
  if (!category) return undefined;
  const paths = Object.fromEntries(
    category.slugs.map((s) => [s.lang, categoryPath(s.lang, s.slug)]),
  );
  const ownPath = categoryPath(lang, slug);
  const [rows, chrome] = await Promise.all([
    latestInCategory(context.db, lang, category.id, CATEGORY_ARTICLE_COUNT),
    buildChrome(context, lang, ownPath, paths),
  ]);
  return {
    kind: 'category',
    meta: buildMeta(context, lang, paths),
    chrome,
    category: { name: category.name },
    articles: await summarize(context, lang, rows),
  };
}
