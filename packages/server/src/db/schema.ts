import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Tables as the application sees them (camelCase; the CamelCasePlugin maps to snake_case
 * columns). One schema serves SQLite and PostgreSQL, so it sticks to portable types:
 * timestamps are ISO-8601 UTC text (they sort correctly as text), booleans are 0/1 integers,
 * structured values are JSON text validated where they are read.
 */

type IsoTimestamp = string;
/** 0 or 1. */
type Flag = number;
type Json = string;

export interface LanguagesTable {
  code: string;
  name: string;
  locale: string;
  position: number;
  isDefault: Flag;
}

export interface AuthorsTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  key: string;
  position: number;
}

export interface CategoryTranslationsTable {
  categoryId: number;
  lang: string;
  name: string;
  slug: string;
}

export interface ImagesTable {
  id: Generated<number>;
  key: string;
  width: number;
  height: number;
  dominantColor: string;
  createdAt: IsoTimestamp;
}

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

export interface ImageVariantsTable {
  imageId: number;
  width: number;
  height: number;
  format: ImageFormat;
  /** File name inside the media directory, served under `/media/`. */
  fileName: string;
  bytes: number;
}

export type ArticleStatus = 'draft' | 'published';

export interface ArticlesTable {
  id: Generated<number>;
  /** Identity of the article across its translations. */
  key: string;
  authorId: number;
  heroImageId: number | null;
  status: ArticleStatus;
  publishedAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export interface ArticleTranslationsTable {
  id: Generated<number>;
  articleId: number;
  lang: string;
  slug: string;
  title: string;
  excerpt: string;
  /** JSON array of ArticleBlock (see @tribune/site). */
  body: Json;
  heroAlt: string;
}

export interface ArticleCategoriesTable {
  articleId: number;
  categoryId: number;
}

export type CommentStatus = 'pending' | 'approved' | 'spam';

export interface CommentsTable {
  id: Generated<number>;
  articleId: number;
  lang: string;
  parentId: number | null;
  status: CommentStatus;
  authorName: string;
  authorEmail: string;
  authorUrl: string | null;
  body: string;
  ip: string;
  userAgent: string;
  /** Anti-spam timing data (typing, mouse, touch, scroll) and the form's timestamp, as JSON. */
  timing: Json;
  createdAt: IsoTimestamp;
}

export type GalleryPagination = 'links' | 'ajax' | 'infinite';
export type GalleryLayout = 'grid' | 'masonry' | 'expander';
/** Spec 3.9: the media type of a gallery item link. */
export type GalleryMediaType = 'image' | 'gallery' | 'video' | 'inline' | 'iframe' | 'ajax';

export interface GalleriesTable {
  id: Generated<number>;
  key: string;
  coverImageId: number | null;
  pagination: GalleryPagination;
  /** For infinite pagination: 'automatic' or 'manually' (a load-more button). */
  infiniteMode: 'automatic' | 'manually' | null;
  layout: GalleryLayout;
  perPage: number;
  createdAt: IsoTimestamp;
}

export interface GalleryTranslationsTable {
  galleryId: number;
  lang: string;
  slug: string;
  title: string;
  description: string;
}

export interface GalleryItemsTable {
  id: Generated<number>;
  galleryId: number;
  position: number;
  mediaType: GalleryMediaType;
  imageId: number | null;
  /** The item's target for non-image types: a video or iframe URL, inline content, an ajax URL. */
  src: string | null;
  width: number;
  height: number;
  /** 1 when the link carries rel="norl" and so stays out of the lightbox. */
  excludedFromLightbox: Flag;
}

export interface GalleryItemTranslationsTable {
  itemId: number;
  lang: string;
  title: string;
  caption: string;
  alt: string;
}

export interface MenusTable {
  id: Generated<number>;
  location: string;
  lang: string;
}

export interface MenuItemsTable {
  id: Generated<number>;
  menuId: number;
  parentId: number | null;
  position: number;
  label: string;
  /** Site-relative URL, already localized (e.g. `/fr/article/…`). */
  url: string;
}

export type MegaPanelLayout = 'dropdown' | 'flyout' | 'tabs' | 'accordion';

export interface MegaMenuPanelsTable {
  id: Generated<number>;
  menuItemId: number;
  layout: MegaPanelLayout;
  /** JSON: columns of links and an optional map widget. */
  content: Json;
}

export type SliderModuleType = 'hero' | 'carousel' | 'standard';

export interface SliderModulesTable {
  id: Generated<number>;
  alias: string;
  title: string;
  type: SliderModuleType;
  /** The engine version the data was saved by: 7, or 6 for data awaiting migration. */
  engineVersion: number;
  /** JSON: the module settings of spec 3.1. */
  settings: Json;
  /** JSON: the module-level `addOns` of the engine-7 data (migration 0003). */
  addOns: Generated<Json>;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export interface SliderSlidesTable {
  id: Generated<number>;
  moduleId: number;
  /**
   * The slide's id as the module data names it (`slideid`, `#key`, actions), unique within the
   * module (migration 0003).
   */
  slideKey: string;
  /** The slide's `order`. */
  position: number;
  /** A static ("global") slide shown above or below every other slide. */
  isStatic: Flag;
  /** JSON: the slide fields of spec 3.2. */
  data: Json;
  /** JSON: the slide's layers (spec 3.3), loadable lazily by slide id. */
  layers: Json;
}

/**
 * The last module id and slide id handed out (`get_moduleid`, `get_slideid`, saves), so ids
 * are never given twice (migration 0003).
 */
export interface SliderIdCountersTable {
  kind: 'module' | 'slide';
  lastId: number;
}

/** Spec 5: slide ids saved by engine 6 are remapped through this table (v6v7ids). */
export interface SliderIdMapTable {
  moduleId: number;
  v6Id: string;
  v7Id: string;
}

export interface LeaguesTable {
  id: Generated<number>;
  slug: string;
  img: string;
  /** The feed's own name (migration 0002): shown when no translation exists. */
  name: Generated<string>;
  /** The feed's own country name (migration 0002). */
  country: Generated<string>;
  /**
   * ISO 3166-1 alpha-2 region or UN M.49 area (`150` = Europe), naming the country in any
   * language through `Intl.DisplayNames`; null when no code fits (England).
   */
  countryCode: string | null;
}

export interface LeagueTranslationsTable {
  leagueId: number;
  lang: string;
  name: string;
  country: string;
}

export interface TeamsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  abbr: string;
  img: string;
}

export interface MatchesTable {
  id: Generated<number>;
  /** The match key of the score feed (spec 3.6). */
  slug: string;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Kick-off, unix seconds. */
  date: number;
  stage: string;
  matchTime: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** JSON object of per-period scores. */
  homePeriods: Json;
  awayPeriods: Json;
  updatedAt: IsoTimestamp;
}

export interface MatchEventsTable {
  id: Generated<number>;
  matchId: number;
  type: string;
  minute: string | null;
  side: 'home' | 'away' | null;
  /** JSON: the event's body as the feed sent it. */
  body: Json;
  createdAt: IsoTimestamp;
  /** The feed's id of the event, unique per match (migration 0002); null when it sent none. */
  externalId: string | null;
}

export interface Database {
  languages: LanguagesTable;
  authors: AuthorsTable;
  categories: CategoriesTable;
  categoryTranslations: CategoryTranslationsTable;
  images: ImagesTable;
  imageVariants: ImageVariantsTable;
  articles: ArticlesTable;
  articleTranslations: ArticleTranslationsTable;
  articleCategories: ArticleCategoriesTable;
  comments: CommentsTable;
  galleries: GalleriesTable;
  galleryTranslations: GalleryTranslationsTable;
  galleryItems: GalleryItemsTable;
  galleryItemTranslations: GalleryItemTranslationsTable;
  menus: MenusTable;
  menuItems: MenuItemsTable;
  megaMenuPanels: MegaMenuPanelsTable;
  sliderModules: SliderModulesTable;
  sliderSlides: SliderSlidesTable;
  sliderIdMap: SliderIdMapTable;
  sliderIdCounters: SliderIdCountersTable;
  leagues: LeaguesTable;
  leagueTranslations: LeagueTranslationsTable;
  teams: TeamsTable;
  matches: MatchesTable;
  matchEvents: MatchEventsTable;
}

export type Article = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type ArticleUpdate = Updateable<ArticlesTable>;
export type Comment = Selectable<CommentsTable>;
export type Match = Selectable<MatchesTable>;
