import { galleryDocumentTitle } from '../gallery/documentTitle.js';
import { type Dictionary, fillTemplate } from '../i18n/index.js';
import type { PageModel } from '../model/pages.js';

/** The document title and description of a page, in its language. */
export function pageHead(page: PageModel, t: Dictionary): { title: string; description: string } {
  const suffix = ` – ${t.site.name}`;
  switch (page.kind) {
    case 'home':
      return {
        title: pagedTitle(t, t.home.title, page.pagination.page),
        description: t.home.description,
      };
    case 'article':
      return { title: page.article.title + suffix, description: page.article.excerpt };
    case 'category': {
      const values = { category: page.category.name };
      return {
        title: pagedTitle(t, fillTemplate(t.category.title, values), page.pagination.page) + suffix,
        description: fillTemplate(t.category.description, values),
      };
    }
    case 'not-found':
      return { title: t.notFound.title + suffix, description: t.notFound.text };
    case 'error':
      return page.status === 400
        ? { title: t.errors.badRequestTitle + suffix, description: t.errors.badRequestText }
        : { title: t.errors.serverErrorTitle + suffix, description: t.errors.serverErrorText };
    case 'gallery':
      return {
        title: galleryDocumentTitle({
          title: page.gallery.title,
          page: page.gallery.container.page,
          pagedTitle: t.gallery.pagedTitle,
          siteName: t.site.name,
        }),
        description: page.gallery.description,
      };
    case 'info':
      return { title: page.title + suffix, description: page.lead };
    case 'slider-demo-index':
      return {
        title: t.sliderDemo.indexTitle + suffix,
        description: t.sliderDemo.indexDescription,
      };
    case 'slider-demo': {
      const values = { title: page.demo.title };
      return {
        title: fillTemplate(t.sliderDemo.pageTitle, values) + suffix,
        description: fillTemplate(t.sliderDemo.pageDescription, values),
      };
    }
  }
}

/** The document title of page `page` of a list: the first page keeps its own. */
export function pagedTitle(t: Dictionary, title: string, page: number): string {
  return page > 1 ? fillTemplate(t.pagination.pagedTitle, { title, page }) : title;
}
