import type { SeedArticle, SeedArticleTranslation, Translated } from '../../types.js';

/** One language of a short news story: its paragraphs, a `## ` prefix making a subheading. */
export interface BriefText {
  title: string;
  slug: string;
  excerpt: string;
  body: string[];
}

export interface BriefMeta {
  key: string;
  authorKey: string;
  publishedHoursAgo: number;
  categoryKeys: string[];
  /**
   * The article whose picture this story reuses, with its alternative text: the demo draws no
   * new picture for news stories, so the number of generated pictures stays what it was.
   */
  pictureOf: SeedArticle;
}

function translation(text: BriefText, heroAlt: string): SeedArticleTranslation {
  return {
    title: text.title,
    slug: text.slug,
    excerpt: text.excerpt,
    heroAlt,
    body: text.body.map((line) =>
      line.startsWith('## ')
        ? { type: 'heading', level: 2, text: line.slice(3) }
        : { type: 'paragraph', text: line },
    ),
  };
}

/** A short news story in the three languages, the everyday content of a sports site. */
export function brief(meta: BriefMeta, text: Translated<BriefText>): SeedArticle {
  const alt = meta.pictureOf.translations;
  return {
    key: meta.key,
    authorKey: meta.authorKey,
    publishedHoursAgo: meta.publishedHoursAgo,
    categoryKeys: meta.categoryKeys,
    hero: meta.pictureOf.hero,
    images: [],
    translations: {
      fr: translation(text.fr, alt.fr.heroAlt),
      en: translation(text.en, alt.en.heroAlt),
      es: translation(text.es, alt.es.heroAlt),
    },
  };
}
