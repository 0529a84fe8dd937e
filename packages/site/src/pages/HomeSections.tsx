import { ResponsivePicture } from '../components/ResponsivePicture.js';
import { type Dictionary, formatLongDate, type Lang } from '../i18n/index.js';
import type { HomeSectionModel } from '../model/pages.js';

/**
 * A block per main section on the front page: the section's name linking to its page, its
 * latest stories, the first with its picture. Plain server HTML (no script), and the pictures
 * are lazy: they sit below the fold, so the page's first load and its budgets are untouched.
 */
export function HomeSections({
  sections,
  lang,
  timeZone,
  t,
}: {
  sections: HomeSectionModel[];
  lang: Lang;
  timeZone: string;
  t: Dictionary;
}) {
  if (sections.length === 0) return null;
  return (
    <div className="home-sections">
      {sections.map((section) => {
        const headingId = `section-${section.key}-heading`;
        const [lead, ...others] = section.articles;
        return (
          <section
            key={section.key}
            className="home-sections__block"
            aria-labelledby={headingId}
            data-section={section.key}
          >
            <h2 className="section-heading home-sections__heading" id={headingId}>
              <a href={section.href}>{section.name}</a>
            </h2>
            <ul className="home-sections__list">
              {lead && (
                <li className="home-sections__lead">
                  {lead.image && (
                    <ResponsivePicture
                      image={{ ...lead.image, alt: '' }}
                      sizes="(min-width: 1200px) 360px, (min-width: 720px) 45vw, 100vw"
                      className="home-sections__image"
                    />
                  )}
                  <a href={lead.href}>{lead.title}</a>
                  <time dateTime={lead.publishedAt}>
                    {formatLongDate(lang, lead.publishedAt, timeZone)}
                  </time>
                </li>
              )}
              {others.map((article) => (
                <li key={article.href}>
                  <a href={article.href}>{article.title}</a>
                  <time dateTime={article.publishedAt}>
                    {formatLongDate(lang, article.publishedAt, timeZone)}
                  </time>
                </li>
              ))}
            </ul>
            <p className="home-sections__more">
              <a href={section.href}>
                {t.home.sectionMore}
                <span className="visually-hidden"> – {section.name}</span>
              </a>
            </p>
          </section>
        );
      })}
    </div>
  );
}
