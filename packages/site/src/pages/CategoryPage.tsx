import { ArticleCard } from '../components/ArticleCard.js';
import { Pagination } from '../components/Pagination.js';
import { type Dictionary, fillTemplate } from '../i18n/index.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import type { CategoryPageModel } from '../model/pages.js';

/** The articles of one section, newest first, 12 a page (`?page=N`). */
export function CategoryPage({ page, t }: { page: CategoryPageModel; t: Dictionary }) {
  const { meta, pagination } = page;
  return (
    <section className="article-list" aria-labelledby="category-title">
      <h1 className="section-heading" id="category-title">
        {page.category.name}
      </h1>
      {pagination.page > 1 && (
        <p className="article-list__status">
          {fillTemplate(t.pagination.pageStatus, {
            page: pagination.page,
            count: pagination.pageCount,
          })}
        </p>
      )}
      {page.articles.length === 0 ? (
        <p>{t.category.empty}</p>
      ) : (
        <>
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
          <ParsedMark />
        </>
      )}
      <Pagination pagination={pagination} strings={t.pagination} />
    </section>
  );
}
