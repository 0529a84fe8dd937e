import { formatLongDate, type Lang } from '../i18n/index.js';
import type { ArticleSummary } from '../model/pages.js';
import { ResponsivePicture } from './ResponsivePicture.js';

/** A teaser in a list of articles. The whole card is one link, its title names it. */
export function ArticleCard({
  article,
  lang,
  timeZone,
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleSummary;
  lang: Lang;
  timeZone: string;
  headingLevel?: 2 | 3;
  /** The first card of a page without a hero: its image is the largest paint. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card">
      {article.image && (
        <ResponsivePicture
          image={article.image}
          sizes="(min-width: 1200px) 360px, (min-width: 720px) 45vw, 100vw"
          className="article-card__image"
          priority={priority}
        />
      )}
      <div className="article-card__body">
        {article.categories[0] && (
          <p className="article-card__category">{article.categories[0].name}</p>
        )}
        <Heading className="article-card__title">
          <a href={article.href}>{article.title}</a>
        </Heading>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <p className="article-card__meta">
          <span>{article.author}</span>
          {' · '}
          <time dateTime={article.publishedAt}>
            {formatLongDate(lang, article.publishedAt, timeZone)}
          </time>
        </p>
      </div>
    </article>
  );
}
