import type { Match } from '@tribune/livescore';
import type { SliderModule } from '@tribune/slider';
import type { CommentsModel } from '../comments/model.js';
import type { ArticleBlock } from '../content/articleBlocks.js';
import type { GalleryPageModel } from '../gallery/model.js';
import type { Lang } from '../i18n/languages.js';
import type { SliderDemoIndexPageModel, SliderDemoPageModel } from '../slider/model.js';
import type { ImageModel } from './image.js';

/** What every page carries about itself: language, URLs for search engines, its translations. */
export interface PageMeta {
  lang: Lang;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URLs of this page in each language it exists in, itself included. */
  alternates: Array<{ lang: Lang; href: string }>;
  /** The site's IANA time zone, for dates. */
  timeZone: string;
  /** True for pages search engines must not index (404, errors). */
  noindex?: boolean;
  /** Pages of a list: absolute URLs of the previous and next pages (`<link rel="prev|next">`). */
  prev?: string;
  next?: string;
  /** The picture shown where the page is shared (OpenGraph, Twitter card), absolute URL. */
  shareImage?: ShareImage;
}

/** A JPEG variant of a page's main picture, as link previews want it. */
export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
  alt: string;
}

/** The numbered pages of a list (`?page=N`); hrefs are site-relative. */
export interface PaginationModel {
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
  /** Numbered links: the first, the last and the current page's neighbours; null for a gap. */
  pages: Array<{ page: number; href: string } | null>;
}

/** The front page's video panel: a local file, shown and hidden by the reader. */
export interface FrontPageVideo {
  sources: Array<{ src: string; type: string }>;
  /** Site-relative URL of the still shown before playing. */
  poster: string;
  width: number;
  height: number;
}

export interface MenuLink {
  label: string;
  href: string;
  children: MenuLink[];
  mega?: MegaPanelModel;
}

export interface MegaPanelModel {
  layout: 'dropdown' | 'flyout' | 'tabs' | 'accordion';
  columns: Array<{ heading: string; links: Array<{ label: string; href: string }> }>;
  map?: { label: string; lat: number; lng: number; zoom: number };
}

/** The frame around every page: header menu and language links. */
export interface ChromeModel {
  menu: MenuLink[];
  /** The current page in each interface language (falling back to that language's home). */
  languages: Array<{ lang: Lang; name: string; href: string; current: boolean }>;
  /** Site-relative path of the current page, to mark the current menu entry. */
  currentPath: string;
  /** The map service of the mega-menu's map widget; null when none is configured. */
  mapTiles: { url: string; attribution: string } | null;
}

export interface CategoryRef {
  name: string;
  href: string;
}

export interface ArticleSummary {
  title: string;
  excerpt: string;
  href: string;
  publishedAt: string;
  author: string;
  categories: CategoryRef[];
  image: ImageModel | null;
}

/** The live score slot's data, as the match service stood when the page was rendered. */
export interface LiveScoreModel {
  /**
   * The list the widget would load first (spec 4.7: live, else today, else tomorrow): the
   * server renders the card from it, so the slot takes exactly the card's height.
   */
  initial: Match[];
  /** The day's programme shown beside the card (today's, or tomorrow's once today's are over). */
  programme: Match[];
  /** Which day `programme` is. */
  programmeDay: 'today' | 'tomorrow';
}

/** The blocks under the front page's list (first page only). */
export interface HomeExtrasModel {
  /** Articles with the most approved comments in the page's language. */
  mostCommented: Array<{ href: string; title: string; comments: number }>;
  /** The newest galleries. */
  galleries: Array<{ href: string; title: string; description: string; items: number }>;
}

/** A main section's block on the front page: its name, linking to its page, and its latest articles. */
export interface HomeSectionModel {
  /** The category's stable key (a class name hook and a test handle). */
  key: string;
  name: string;
  href: string;
  /** Newest first; only the first carries its picture. */
  articles: Array<{ href: string; title: string; publishedAt: string; image: ImageModel | null }>;
}

export interface HomePageModel {
  kind: 'home';
  meta: PageMeta;
  chrome: ChromeModel;
  /**
   * The hero slider module (alias `home-hero`) at the top, normalised by the server; on the
   * first page only, and null when there is none to show.
   */
  hero: SliderModule | null;
  /** Every article, newest first, a page at a time. */
  latest: ArticleSummary[];
  pagination: PaginationModel;
  /** On the first page only. */
  video: FrontPageVideo | null;
  /** On the first page only. */
  liveScore: LiveScoreModel | null;
  /** On the first page only. */
  extras: HomeExtrasModel | null;
  /** A block per main section, on the first page only (empty on the others). */
  sections: HomeSectionModel[];
}

export interface ArticlePageModel {
  kind: 'article';
  meta: PageMeta;
  chrome: ChromeModel;
  article: {
    title: string;
    excerpt: string;
    author: string;
    publishedAt: string;
    updatedAt: string;
    categories: CategoryRef[];
    hero: ImageModel | null;
    body: ArticleBlock[];
    /** Images referenced by `image` blocks, by key. */
    images: Record<string, ImageModel>;
    /** The site's own film, for a `film` block; null when the site has none. */
    film: FrontPageVideo | null;
    readingMinutes: number;
    translations: Array<{ lang: Lang; href: string; title: string }>;
    /** Newest articles sharing a category with this one, in its language. */
    related: ArticleSummary[];
  };
  /** The approved thread and the comment form. */
  comments: CommentsModel;
  liveScore: LiveScoreModel | null;
}

export type * from '../comments/model.js';
export type * from '../slider/model.js';

/** `/{lang}/info/{slug}`: contact, legal notice or privacy (the footer's links). */
export interface InfoPageModel {
  kind: 'info';
  meta: PageMeta;
  chrome: ChromeModel;
  key: 'contact' | 'legal' | 'privacy';
  title: string;
  /** One sentence: also the page's description. */
  lead: string;
  /** Paragraphs accept the inline syntax of articles (`[label](href)`, `**strong**`). */
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export interface CategoryPageModel {
  kind: 'category';
  meta: PageMeta;
  chrome: ChromeModel;
  category: { name: string };
  articles: ArticleSummary[];
  pagination: PaginationModel;
}

export interface NotFoundPageModel {
  kind: 'not-found';
  meta: PageMeta;
  chrome: ChromeModel;
}

export interface ErrorPageModel {
  kind: 'error';
  status: 400 | 500;
  /** The request's id on a 5xx page: what a reader quotes so the log line can be found. */
  requestId?: string;
  meta: PageMeta;
  chrome: ChromeModel;
}

export type PageModel =
  | InfoPageModel
  | HomePageModel
  | ArticlePageModel
  | CategoryPageModel
  | NotFoundPageModel
  | ErrorPageModel
  | GalleryPageModel
  | SliderDemoIndexPageModel
  | SliderDemoPageModel;
