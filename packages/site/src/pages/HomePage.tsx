import { ArticleCard } from '../components/ArticleCard.js';
import { Pagination } from '../components/Pagination.js';
import { type Dictionary, fillTemplate } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import { LiveScoreSection } from '../livescore/LiveScoreSection.js';
import type { HomePageModel } from '../model/pages.js';
import { ServerSlider } from '../slider/ServerSlider.js';
import { HomeExtras } from './HomeExtras.js';
import { HomeSections } from './HomeSections.js';

/**
 * The front page: the hero slider module (the lead story: its picture is the page's largest
 * paint), the video panel, the live score, then the latest articles; its later pages
 * (`?page=N`) are the list alone.
 */
export function HomePage({ page, t }: { page: HomePageModel; t: Dictionary }) {
  const { hero, latest, meta, pagination, video } = page;
  const first = pagination.page === 1;
  return (
    <>
      <h1 className="visually-hidden">{t.home.title}</h1>
      {hero && (
        // Its layers show once it is parsed (SliderFrame): no frame shows a half-parsed layer.
        <ServerSlider module={hero} lang={meta.lang} className="home-hero" />
      )}
      {video && (
        <Island name="VideoPanel" props={{ video, strings: t.helpers.videoPanel }} load="visible" />
      )}
      {first && (
        <LiveScoreSection
          lang={meta.lang}
          timeZone={meta.timeZone}
          t={t}
          model={page.liveScore}
          programme
        />
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
              // Without a hero the first card is the largest paint.
              priority={!hero && index === 0}
            />
          ))}
        </div>
        <ParsedMark />
        <Pagination pagination={pagination} strings={t.pagination} />
      </section>
      <HomeSections sections={page.sections} lang={meta.lang} timeZone={meta.timeZone} t={t} />
      {page.extras && <HomeExtras extras={page.extras} lang={meta.lang} t={t} />}
    </>
  );
}
