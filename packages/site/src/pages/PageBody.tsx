import { GalleryPage } from '../gallery/GalleryPage.js';
import type { Dictionary } from '../i18n/index.js';
import { InfoPage } from '../info/InfoPage.js';
import type { PageModel } from '../model/pages.js';
import { SliderDemoIndexPage } from '../slider/SliderDemoIndexPage.js';
import { SliderDemoPage } from '../slider/SliderDemoPage.js';
import { ArticlePage } from './ArticlePage.js';
import { CategoryPage } from './CategoryPage.js';
import { ErrorPage } from './ErrorPage.js';
import { HomePage } from './HomePage.js';
import { NotFoundPage } from './NotFoundPage.js';

/** The main content of a page, chosen by its kind. */
export function PageBody({ page, t }: { page: PageModel; t: Dictionary }) {
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} t={t} />;
    case 'article':
      return <ArticlePage page={page} t={t} />;
    case 'category':
      return <CategoryPage page={page} t={t} />;
    case 'not-found':
      return <NotFoundPage page={page} t={t} />;
    case 'error':
      return <ErrorPage page={page} t={t} />;
    case 'gallery':
      return <GalleryPage page={page} t={t} />;
    case 'slider-demo-index':
      return <SliderDemoIndexPage page={page} t={t} />;
    case 'slider-demo':
      return <SliderDemoPage page={page} t={t} />;
    case 'info':
      return <InfoPage page={page} />;
  }
}
