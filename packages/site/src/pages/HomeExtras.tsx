import { type Dictionary, formatPlural } from '../i18n/index.js';
import type { Lang } from '../i18n/languages.js';
import type { HomeExtrasModel } from '../model/pages.js';

/**
 * Under the front page's list: the most discussed articles and the latest galleries. Plain
 * server HTML (no script), so the page's budgets are untouched.
 */
export function HomeExtras({
  extras,
  lang,
  t,
}: {
  extras: HomeExtrasModel;
  lang: Lang;
  t: Dictionary;
}) {
  if (extras.mostCommented.length === 0 && extras.galleries.length === 0) return null;
  return (
    <div className="home-extras">
      {extras.mostCommented.length > 0 && (
        <section className="home-extras__block" aria-labelledby="most-commented-heading">
          <h2 className="section-heading" id="most-commented-heading">
            {t.home.mostCommentedHeading}
          </h2>
          <ol className="home-extras__ranking">
            {extras.mostCommented.map((article) => (
              <li key={article.href}>
                <a href={article.href}>{article.title}</a>
                <span className="home-extras__meta">
                  {formatPlural(lang, t.home.commentCount, article.comments)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {extras.galleries.length > 0 && (
        <section className="home-extras__block" aria-labelledby="latest-galleries-heading">
          <h2 className="section-heading" id="latest-galleries-heading">
            {t.home.galleriesHeading}
          </h2>
          <ul className="home-extras__galleries">
            {extras.galleries.map((gallery) => (
              <li key={gallery.href}>
                <a href={gallery.href}>{gallery.title}</a>
                <span className="home-extras__meta">
                  {formatPlural(lang, t.home.photoCount, gallery.items)}
                </span>
                <p>{gallery.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
