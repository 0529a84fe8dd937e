import { LANGUAGES } from '@tribune/site';
import {
  formatIssue,
  type ModuleIssue,
  mediaIssues,
  parseModule,
  type SliderModule,
  validateModule,
} from '@tribune/slider';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { localise, localisedIssues } from './localise.js';
import { imageIssues, imageRefs } from './moduleImages.js';
import { type SliderError, sliderError } from './sliderErrors.js';
import { existingImageKeys } from './sliderQueries.js';

/** Aliases name modules in URLs (`/modules/{alias}.json`) and in `#alias` modal links. */
export const ALIAS_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export interface CheckedModule {
  /** Every problem; empty when the module can be saved. */
  issues: ModuleIssue[];
  /** The strict reading in the saved language, when there is no issue with it. */
  module: SliderModule | null;
}

/**
 * Every problem of module data as Tribune stores it: the alias, the engine's strict reading
 * (also of each translation, as a translated text must still be a valid value), the media
 * types, the `@lang` siblings and the image keys.
 */
export async function checkModule(
  db: Kysely<Database> | Transaction<Database>,
  data: unknown,
  alias: string | undefined,
): Promise<CheckedModule> {
  const issues: ModuleIssue[] = [];
  if (alias === undefined || !ALIAS_PATTERN.test(alias)) {
    issues.push({
      path: 'settings.alias',
      message:
        alias === undefined || alias === ''
          ? 'missing alias: every module needs one (letters, digits, "-" and "_")'
          : `"${alias}" is not a usable alias: 1–100 letters, digits, "-" and "_", starting with a letter or digit`,
    });
  }
  const saved = localise(data, undefined);
  const strict = validateModule(saved.value);
  if (!strict.ok) issues.push(...strict.issues);
  // The model keeps `media` as saved (the browser leaves out only a media it cannot play);
  // a save refuses an unknown media type up front, with spec 5's message.
  issues.push(...mediaIssues(saved.value));
  issues.push(...localisedIssues(data, LANGUAGES));
  if (strict.ok) {
    for (const lang of saved.languages) {
      if (!(LANGUAGES as readonly string[]).includes(lang)) continue;
      const translated = validateModule(localise(data, lang).value);
      if (!translated.ok) {
        issues.push(
          ...translated.issues.map((i) => ({ ...i, message: `${i.message} (in ${lang})` })),
        );
      }
    }
  }
  // Image keys are checked even when the strict reading failed, so one answer lists it all.
  const readable = strict.ok ? strict.module : parseModule(saved.value).module;
  if (readable) {
    const refs = imageRefs(readable);
    const known = await existingImageKeys(db, refs.map((ref) => ref.key).filter(Boolean));
    issues.push(...imageIssues(refs, known));
  }
  return { issues, module: strict.ok ? strict.module : null };
}

/** The 400 answer listing every issue; its message names the first. */
export function invalidModule(issues: ModuleIssue[]): SliderError {
  const first = issues[0];
  return sliderError(
    'SLIDER_INVALID_MODULE',
    { count: issues.length, first: first ? formatIssue(first) : '' },
    { issues },
  );
}
