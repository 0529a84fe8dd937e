import type { CategoryPageModel, Lang } from '@tribune/site';
import { categoryBySlug, countArticlesByLang, listArticles } from '../content/articles.js';
import { categoryPath, summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { buildMeta } from './meta.js';
import { LIST_PAGE_SIZE, pageCount, pageHref, paginationModel } from './pagination.js';
import { shareImageOf } from './shareImage.js';
import type { SiteContext } from './siteContext.js';

/** How many articles a category page lists. */
export const CATEGORY_ARTICLE_COUNT = LIST_PAGE_SIZE;

/** Page `page` of a category, or undefined for an unknown category or a page past its last. */
export async function buildCategoryPage(
  context: SiteContext,
  lang: Lang,
  slug: string,
  page = 1,
): Promise<CategoryPageModel | undefined> {
  const category = await categoryBySlug(context.db, lang, slug);
  if (!category) return undefined;
  const counts = await countArticlesByLang(context.db, category.id);
  const count = pageCount(counts.get(lang) ?? 0, CATEGORY_ARTICLE_COUNT);
  if (page > count) return undefined;

  const paths = Object.fromEntries(
    category.slugs
      .filter((s) => page <= pageCount(counts.get(s.lang) ?? 0, CATEGORY_ARTICLE_COUNT))
      .map((s) => [s.lang, pageHref(categoryPath(s.lang, s.slug), page)]),
  );
  const listPath = categoryPath(lang, slug);
  const [rows, chrome] = await Promise.all([
    listArticles(context.db, lang, {
      categoryId: category.id,
      offset: (page - 1) * CATEGORY_ARTICLE_COUNT,
      limit: CATEGORY_ARTICLE_COUNT,
    }),
    // The menu marks the section on every page of it.
    buildChrome(context, lang, listPath, paths),
  ]);
  const pagination = paginationModel(listPath, page, count);
  const lead = rows[0];
  return {
    kind: 'category',
    meta: buildMeta(context, lang, paths, {
      prev: pagination.previous,
      next: pagination.next,
      shareImage: lead ? await shareImageOf(context, lead.heroImageId, lead.heroAlt) : null,
    }),
    chrome,
    category: { name: category.name },
    articles: await summarize(context, lang, rows),
    pagination,
  };
}
