import { DICTIONARIES } from './dictionaries/index.js';
import type { LiveScoreDictionary } from './dictionary.js';
import { type Language, resolveLanguage } from './languages.js';

export { DICTIONARIES } from './dictionaries/index.js';
export type { EventLabelKey, LiveScoreDictionary } from './dictionary.js';
export { interpolate } from './interpolate.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  resolveLanguage,
} from './languages.js';

/** A language's words and the locale Intl formats its dates with. */
export interface Translation {
  lang: Language;
  /** BCP 47 locale for Intl. */
  locale: string;
  dictionary: LiveScoreDictionary;
}

/** Any `data-lang` value to its translation; unknown languages get English (spec 5). */
export function translationFor(lang: unknown): Translation {
  const resolved = resolveLanguage(lang);
  return { lang: resolved, locale: resolved, dictionary: DICTIONARIES[resolved] };
}
