import type { ArticleBlock } from '@tribune/site';
import type { ArtworkScene } from '../../../images/artworkScenes.js';

/** The three languages of the demo content; French is the site's own language. */
export type SeedLang = 'fr' | 'en' | 'es';
export type Translated<T> = Record<SeedLang, T>;

/** A generated picture: the same key always yields the same pixels. */
export interface SeedImage {
  key: string;
  scene: ArtworkScene;
  /** Varies the composition within a scene (positions, palette shift). */
  variant: number;
}

export interface SeedArticleTranslation {
  title: string;
  /** Lower-case ASCII words joined by hyphens, unique within its language. */
  slug: string;
  excerpt: string;
  heroAlt: string;
  body: ArticleBlock[];
}

export interface SeedArticle {
  /** Stable identity across languages and re-seeds. */
  key: string;
  authorKey: string;
  /** Published this many hours before the seed runs, so the demo always looks current. */
  publishedHoursAgo: number;
  categoryKeys: string[];
  hero: SeedImage;
  /** Images used by `image` blocks in the body, referenced there by `imageKey`. */
  images: SeedImage[];
  translations: Translated<SeedArticleTranslation>;
}

export interface SeedAuthor {
  key: string;
  name: string;
}

export interface SeedCategory {
  key: string;
  names: Translated<{ name: string; slug: string }>;
}

export interface SeedGalleryItem {
  image: SeedImage;
  text: Translated<{ title: string; caption: string; alt: string }>;
}

export interface SeedGallery {
  key: string;
  pagination: 'links' | 'ajax' | 'infinite';
  infiniteMode?: 'automatic' | 'manually';
  layout: 'grid' | 'masonry' | 'expander';
  perPage: number;
  text: Translated<{ title: string; slug: string; description: string }>;
  items: SeedGalleryItem[];
}

/** A menu entry; `href` is site-relative without the language prefix (`/article/{articleKey}` is resolved per language). */
export interface SeedMenuItem {
  label: Translated<string>;
  /** One of: `home`, `article:{articleKey}`, `gallery:{galleryKey}`, `category:{categoryKey}`. */
  target: string;
  children?: SeedMenuItem[];
  mega?: SeedMegaPanel;
}

export interface SeedMegaPanel {
  layout: 'dropdown' | 'flyout' | 'tabs' | 'accordion';
  columns: Array<{
    heading: Translated<string>;
    links: Array<{ label: Translated<string>; target: string }>;
  }>;
  map?: { label: Translated<string>; lat: number; lng: number; zoom: number };
}

export interface SeedLeague {
  slug: string;
  img: SeedImage;
  text: Translated<{ name: string; country: string }>;
  /** A cup plays knock-out ties: the demo simulator takes them to extra time and penalties. */
  competition: 'league' | 'cup';
  /**
   * ISO 3166-1 alpha-2 region or UN M.49 area (`150` = Europe): the match service names the
   * country in the widget's other languages from it. Absent when no code names the country.
   */
  countryCode?: string;
  /** The country in widget languages beyond fr/en/es, for a country no code names (England). */
  countryNames?: Record<string, string>;
}

export interface SeedTeam {
  slug: string;
  name: string;
  abbr?: string;
  leagueSlug: string;
  /** Two colours for the generated crest. */
  colors: [string, string];
}

export interface SeedFixture {
  leagueSlug: string;
  home: string;
  away: string;
  /** 0 = today, 1 = tomorrow, in the site's time zone. */
  dayOffset: 0 | 1;
  /** Local kick-off time, HH:MM. */
  kickOff: string;
}
