import { ArticleCard } from '../components/ArticleCard.js';
import type { Dictionary } from '../i18n/index.js';
import type { CategoryPageModel } from '../model/pages.js';

/** The articles of one section, newest first. */
export function CategoryPage({ page, t }: { page: CategoryPageModel; t: Dictionary }) {
  const { meta } = page;
  return (
    <section className="article-list" aria-labelledby="category-title">
      <h1 className="section-heading" id="category-title">
        {page.category.name}
      </h1>
      {page.articles.length === 0 ? (
        <p>{t.category.empty}</p>
      ) : (
        <div className="article-list__grid">
          {page.articles.map((article, index) => (
            <ArticleCard
              key={article.href}
              article={article}
              lang={meta.lang}
              timeZone={meta.timeZone}
              headingLevel={2}
              priority={index === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
}
