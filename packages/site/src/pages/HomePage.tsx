import { ArticleCard } from '../components/ArticleCard.js';
import { HeroImage } from '../components/HeroImage.js';
import { Pagination } from '../components/Pagination.js';
import { type Dictionary, fillTemplate } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import { LiveScoreSection } from '../livescore/LiveScoreSection.js';
import type { HomePageModel } from '../model/pages.js';

/**
 * The front page: the top story over a full-width hero image, the video panel, the live score,
 * then the latest articles; its later pages (`?page=N`) are the list alone.
 */
export function HomePage({ page, t }: { page: HomePageModel; t: Dictionary }) {
  const { featured, latest, meta, pagination, video } = page;
  const first = pagination.page === 1;
  return (
    <>
      <h1 className="visually-hidden">{t.home.title}</h1>
      {featured && (
        <section className="home-hero" aria-labelledby="home-hero-title">
          {featured.image && <HeroImage image={featured.image} className="home-hero__image" />}
          <div className="home-hero__content">
            <p className="home-hero__label">{t.home.featuredLabel}</p>
            <h2 className="home-hero__title" id="home-hero-title">
              <a href={featured.href}>{featured.title}</a>
            </h2>
            <p className="home-hero__excerpt">{featured.excerpt}</p>
          </div>
        </section>
      )}
      {video && (
        <Island name="VideoPanel" props={{ video, strings: t.helpers.videoPanel }} load="visible" />
      )}
      {first && (
        <LiveScoreSection lang={meta.lang} timeZone={meta.timeZone} heading={t.liveScore.heading} />
      )}
      <section className="article-list" aria-labelledby="latest-heading">
        <h2 className="section-heading" id="latest-heading">
          {t.home.latestHeading}
        </h2>
        {!first && (
          <p className="article-list__status">
            {fillTemplate(t.pagination.pageStatus, {
              page: pagination.page,
              count: pagination.pageCount,
            })}
          </p>
        )}
        <div className="article-list__grid">
          {latest.map((article, index) => (
            <ArticleCard
              key={article.href}
              article={article}
              lang={meta.lang}
              timeZone={meta.timeZone}
              // Past the first page there is no hero: the first card is the largest paint.
              priority={!first && index === 0}
            />
          ))}
        </div>
        <Pagination pagination={pagination} strings={t.pagination} />
      </section>
    </>
  );
}
