import {
  type ArticleBlock,
  type ArticlePageModel,
  blocksToPlainText,
  type Lang,
} from '@tribune/site';
import { buildCommentsModel } from '../comments/commentsModel.js';
import type { CommentsRequest } from '../comments/commentsRequest.js';
import {
  articleBySlug,
  articleTranslations,
  categoriesOf,
  relatedArticles,
} from '../content/articles.js';
import { loadImages } from '../content/images.js';
import { articlePath, categoryPath, summarize } from './articleSummaries.js';
import { buildChrome } from './chrome.js';
import { loadLiveScore } from './liveScore.js';
import { buildMeta } from './meta.js';
import { shareImageOf } from './shareImage.js';
import type { SiteContext } from './siteContext.js';

/** Reading speed used for the "N minutes" estimate. */
const WORDS_PER_MINUTE = 220;

/** How many related articles an article page suggests. */
export const RELATED_ARTICLE_COUNT = 3;

/**
 * The article page, or undefined when the language has no article with that slug. `comments`
 * carries what the request says about the comment form (its nonce, `?replytocom`, a refused
 * submission to show again).
 */
export async function buildArticlePage(
  context: SiteContext,
  lang: Lang,
  slug: string,
  comments: CommentsRequest,
): Promise<ArticlePageModel | undefined> {
  const row = await articleBySlug(context.db, lang, slug);
  if (!row) return undefined;

  // Pictures of image blocks, and the local stills of video blocks.
  const bodyImageKeys = row.body.flatMap((b) =>
    b.type === 'image' ? [b.imageKey] : b.type === 'video' && b.imageKey ? [b.imageKey] : [],
  );
  const [translations, categories, bodyImageIds, relatedRows, shareImage, liveScore] =
    await Promise.all([
      articleTranslations(context.db, row.id),
      categoriesOf(context.db, lang, [row.id]),
      imageIdsByKey(context, bodyImageKeys),
      relatedArticles(context.db, lang, row.id, RELATED_ARTICLE_COUNT),
      shareImageOf(context, row.heroImageId, row.heroAlt),
      context.matches ? loadLiveScore(context.matches, lang) : null,
    ]);
  const [related, images] = await Promise.all([
    summarize(context, lang, relatedRows),
    loadImages(context.db, [
      ...(row.heroImageId === null ? [] : [row.heroImageId]),
      ...bodyImageIds.values(),
    ]),
  ]);

  const paths = Object.fromEntries(translations.map((t) => [t.lang, articlePath(t.lang, t.slug)]));
  const ownPath = articlePath(lang, row.slug);
  const commentsModel = await buildCommentsModel(
    context.db,
    { id: row.id, lang, path: ownPath },
    comments,
  );
  const hero = row.heroImageId === null ? undefined : images.get(row.heroImageId);
  const bodyImages: ArticlePageModel['article']['images'] = {};
  for (const [key, id] of bodyImageIds) {
    const image = images.get(id);
    if (image) bodyImages[key] = { ...image, alt: '' };
  }

  return {
    kind: 'article',
    meta: buildMeta(context, lang, paths, { shareImage }),
    chrome: await buildChrome(context, lang, ownPath, paths),
    article: {
      title: row.title,
      excerpt: row.excerpt,
      author: row.author,
      publishedAt: row.publishedAt,
      updatedAt: row.updatedAt,
      categories: (categories.get(row.id) ?? []).map((c) => ({
        name: c.name,
        href: categoryPath(lang, c.slug),
      })),
      hero: hero ? { ...hero, alt: row.heroAlt } : null,
      body: row.body,
      images: bodyImages,
      film: row.body.some((block) => block.type === 'film') ? context.frontPageVideo : null,
      readingMinutes: readingMinutes(row.body),
      translations: translations
        .filter((t) => t.lang !== lang)
        .map((t) => ({ lang: t.lang, href: articlePath(t.lang, t.slug), title: t.title })),
      related,
    },
    comments: commentsModel,
    liveScore,
  };
}

async function imageIdsByKey(context: SiteContext, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('images')
    .select(['id', 'key'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.id]));
}

export function readingMinutes(blocks: ArticleBlock[]): number {
  const words = blocksToPlainText(blocks).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
