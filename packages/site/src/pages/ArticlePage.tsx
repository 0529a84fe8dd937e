import { CommentsSection } from '../comments/CommentsSection.js';
import { ArticleBody } from '../components/ArticleBody.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { HeroImage } from '../components/HeroImage.js';
import {
  type Dictionary,
  fillTemplate,
  formatLongDate,
  formatPlural,
  getDictionary,
} from '../i18n/index.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import { LiveScoreSection } from '../livescore/LiveScoreSection.js';
import type { ArticlePageModel } from '../model/pages.js';

export function ArticlePage({ page, t }: { page: ArticlePageModel; t: Dictionary }) {
  const { article, meta } = page;
  const date = (iso: string) => formatLongDate(meta.lang, iso, meta.timeZone);
  const updated = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="article__header">
        {article.categories.length > 0 && (
          <ul className="article__categories" aria-label={t.article.categories}>
            {article.categories.map((category) => (
              <li key={category.href}>
                <a href={category.href}>{category.name}</a>
              </li>
            ))}
          </ul>
        )}
        <h1 className="article__title" id="article-title">
          {article.title}
        </h1>
        <p className="article__standfirst">{article.excerpt}</p>
        <p className="article__meta">
          <span className="article__author">
            {fillTemplate(t.article.byline, { author: article.author })}
          </span>
          <span>
            <time dateTime={article.publishedAt}>
              {fillTemplate(t.article.publishedOn, { date: date(article.publishedAt) })}
            </time>
          </span>
          {updated && (
            <span>
              <time dateTime={article.updatedAt}>
                {fillTemplate(t.article.updatedOn, { date: date(article.updatedAt) })}
              </time>
            </span>
          )}
          <span>{formatPlural(meta.lang, t.article.readingTime, article.readingMinutes)}</span>
        </p>
      </header>
      {article.hero && <HeroImage image={article.hero} className="article__hero" />}
      <ArticleBody
        blocks={article.body}
        images={article.images}
        film={article.film}
        videoLabels={t.helpers.lazyVideo}
      />
      {article.translations.length > 0 && (
        <footer className="article__footer">
          <h2 className="article__translations-heading">{t.article.translationsHeading}</h2>
          <ul className="article__translations">
            {article.translations.map((translation) => (
              <li key={translation.lang}>
                {/* Each language named in its own words, not "Lire en English". */}
                <a href={translation.href} hrefLang={translation.lang} lang={translation.lang}>
                  {getDictionary(translation.lang).article.readInThisLanguage}
                </a>
                {' — '}
                <span lang={translation.lang}>{translation.title}</span>
              </li>
            ))}
          </ul>
        </footer>
      )}
      {article.related.length > 0 && (
        <section className="related" aria-labelledby="related-heading">
          <h2 className="related__heading" id="related-heading">
            {t.article.relatedHeading}
          </h2>
          <div className="related__grid">
            {article.related.map((summary) => (
              <ArticleCard
                key={summary.href}
                article={summary}
                lang={meta.lang}
                timeZone={meta.timeZone}
              />
            ))}
          </div>
          <ParsedMark />
        </section>
      )}
      <LiveScoreSection lang={meta.lang} timeZone={meta.timeZone} t={t} model={page.liveScore} />
      <CommentsSection
        comments={page.comments}
        strings={t.comments}
        lang={meta.lang}
        timeZone={meta.timeZone}
      />
    </article>
  );
}
