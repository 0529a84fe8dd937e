import type { SeedCategory } from './types.js';

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'france',
    names: {
      fr: { name: 'Football français', slug: 'football-francais' },
      en: { name: 'French football', slug: 'french-football' },
      es: { name: 'Fútbol francés', slug: 'futbol-frances' },
    },
  },
  {
    key: 'europe',
    names: {
      fr: { name: 'Europe', slug: 'europe' },
      en: { name: 'Europe', slug: 'europe' },
      es: { name: 'Europa', slug: 'europa' },
    },
  },
  {
    key: 'transfers',
    names: {
      fr: { name: 'Mercato', slug: 'mercato' },
      en: { name: 'Transfers', slug: 'transfers' },
      es: { name: 'Fichajes', slug: 'fichajes' },
    },
  },
  {
    key: 'analysis',
    names: {
      fr: { name: 'Analyses', slug: 'analyses' },
      en: { name: 'Analysis', slug: 'analysis' },
      es: { name: 'Análisis', slug: 'analisis' },
    },
  },
  {
    key: 'womens-football',
    names: {
      fr: { name: 'Football féminin', slug: 'football-feminin' },
      en: { name: 'Women’s football', slug: 'womens-football' },
      es: { name: 'Fútbol femenino', slug: 'futbol-femenino' },
    },
  },
  {
    key: 'interviews',
    names: {
      fr: { name: 'Entretiens', slug: 'entretiens' },
      en: { name: 'Interviews', slug: 'interviews' },
      es: { name: 'Entrevistas', slug: 'entrevistas' },
    },
  },
  {
    key: 'national-team',
    names: {
      fr: { name: 'Équipe de France', slug: 'equipe-de-france' },
      en: { name: 'France team', slug: 'france-team' },
      es: { name: 'Selección francesa', slug: 'seleccion-francesa' },
    },
  },
];
