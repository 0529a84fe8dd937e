import type { SeedArticle } from '../../types.js';
import { EQUIPE_DE_FRANCE_NEWS } from './equipeDeFrance.js';
import { EUROPE_NEWS } from './europe.js';
import { FEMININES_NEWS } from './feminines.js';
import { LIGUE_NEWS } from './ligue.js';
import { MERCATO_NEWS } from './mercato.js';

/**
 * The everyday news of the demo: short stories spread over the last weeks in every section, so
 * the home list runs over several pages and each section has its latest stories.
 */
export const SEED_NEWS: SeedArticle[] = [
  ...LIGUE_NEWS,
  ...EUROPE_NEWS,
  ...MERCATO_NEWS,
  ...FEMININES_NEWS,
  ...EQUIPE_DE_FRANCE_NEWS,
];
