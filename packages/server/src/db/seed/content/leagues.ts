import type { SeedLeague } from './types.js';

/**
 * The fictional competitions of the demo: three national leagues and one continental cup. The
 * country is translated for the site's languages; the score widget's other languages get it
 * from `countryCode` (or from `countryNames` where no code exists).
 * Artwork depends only on (scene, variant): Ligue Élite's badge (variant 5) is also the one
 * shown in the `ligue-elite-midseason-review` article; the others avoid every variant in use.
 */
export const SEED_LEAGUES: SeedLeague[] = [
  {
    slug: 'ligue-elite',
    img: { key: 'league-ligue-elite', scene: 'league-badge', variant: 5 },
    text: {
      fr: { name: 'Ligue Élite', country: 'France' },
      en: { name: 'Ligue Élite', country: 'France' },
      es: { name: 'Ligue Élite', country: 'Francia' },
    },
    competition: 'league',
    countryCode: 'FR',
  },
  {
    slug: 'premier-division',
    img: { key: 'league-premier-division', scene: 'league-badge', variant: 6 },
    text: {
      fr: { name: 'Premier Division', country: 'Angleterre' },
      en: { name: 'Premier Division', country: 'England' },
      es: { name: 'Premier Division', country: 'Inglaterra' },
    },
    competition: 'league',
    // England has no ISO 3166-1 code (GB is the United Kingdom): its name in each language.
    countryNames: {
      pt: 'Inglaterra',
      de: 'England',
      id: 'Inggris',
      it: 'Inghilterra',
      ko: '잉글랜드',
      pl: 'Anglia',
      ru: 'Англия',
      th: 'อังกฤษ',
      tr: 'İngiltere',
      uk: 'Англія',
      vi: 'Anh',
      nl: 'Engeland',
      ro: 'Anglia',
      ka: 'ინგლისი',
      hy: 'Անգլիա',
      az: 'İngiltərə',
      el: 'Αγγλία',
      uz: 'Angliya',
    },
  },
  {
    slug: 'liga-iberica',
    img: { key: 'league-liga-iberica', scene: 'league-badge', variant: 3 },
    text: {
      fr: { name: 'Liga Ibérica', country: 'Espagne' },
      en: { name: 'Liga Ibérica', country: 'Spain' },
      es: { name: 'Liga Ibérica', country: 'España' },
    },
    competition: 'league',
    countryCode: 'ES',
  },
  {
    slug: 'coupe-des-clubs-champions',
    img: { key: 'league-coupe-des-clubs-champions', scene: 'league-badge', variant: 4 },
    text: {
      fr: { name: 'Coupe des Clubs Champions', country: 'Europe' },
      en: { name: 'Champions Club Cup', country: 'Europe' },
      es: { name: 'Copa de Clubes Campeones', country: 'Europa' },
    },
    competition: 'cup',
    countryCode: '150',
  },
];
