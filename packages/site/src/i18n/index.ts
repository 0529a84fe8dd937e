import { en } from './dictionaries/en.js';
import { es } from './dictionaries/es.js';
import { fr } from './dictionaries/fr.js';
import type { Dictionary } from './dictionary.js';
import type { Lang } from './languages.js';

export type { Dictionary, PluralMessage } from './dictionary.js';
export * from './format.js';
export * from './languages.js';

const dictionaries: Record<Lang, Dictionary> = { fr, en, es };

export function getDictionary(lang: Lang): Dictionary {
  return dictionaries[lang];
}
