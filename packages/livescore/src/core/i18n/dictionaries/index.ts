import type { LiveScoreDictionary } from '../dictionary.js';
import type { Language } from '../languages.js';
import { az } from './az.js';
import { de } from './de.js';
import { el } from './el.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hy } from './hy.js';
import { id } from './id.js';
import { it } from './it.js';
import { ka } from './ka.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ro } from './ro.js';
import { ru } from './ru.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { uk } from './uk.js';
import { uz } from './uz.js';
import { vi } from './vi.js';

/**
 * Every language's dictionary. Typed by `Language`, so adding a language to languages.ts
 * without its dictionary does not compile. All of them ship in the embed: together they are a
 * few kilobytes gzipped, less than one more request would cost.
 */
export const DICTIONARIES: Readonly<Record<Language, LiveScoreDictionary>> = {
  en,
  fr,
  pt,
  de,
  id,
  it,
  ko,
  pl,
  ru,
  es,
  th,
  tr,
  uk,
  vi,
  nl,
  ro,
  ka,
  hy,
  az,
  el,
  uz,
};
