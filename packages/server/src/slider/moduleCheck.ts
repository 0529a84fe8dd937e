import { LANGUAGES } from '@tribune/site';
import {
  formatIssue,
  type ModuleDrop,
  type ModuleIssue,
  mediaIssues,
  type SliderModule,
  unsafeIssues,
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
  /** Every reason to refuse the data; empty when the module can be saved. */
  issues: ModuleIssue[];
  /** The engine's reading in the saved language, unless the data is refused for it. */
  module: SliderModule | null;
  /**
   * What the reading left out or replaced by its default (each field and why), and media the
   * engine cannot play: the data is saved, these are reported (`import-module --report`).
   */
  dropped: ModuleDrop[];
}

/**
 * Every problem of module data as Tribune stores it. The engine's reading is lenient (see
 * `validateModule`): it refuses only data it cannot show at all or that is unsafe; what it
 * leaves out is returned in `dropped`. Tribune's own rules are refusals: the alias, the `@lang`
 * siblings (a translation must read as well as the saved text) and the image keys.
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
  // Before `localise`, which leaves `__proto__` keys out of its copy: the saved text keeps them.
  const unsafe = unsafeIssues(data);
  if (unsafe.length > 0) return { issues: [...issues, ...unsafe], module: null, dropped: [] };
  const saved = localise(data, undefined);
  const read = validateModule(saved.value);
  const dropped: ModuleDrop[] = read.ok ? [...read.dropped] : [];
  if (!read.ok) issues.push(...read.issues);
  // The model keeps `media` as saved and the browser leaves out a media it cannot play (spec 5's
  // message in the console): reported here with that message, the rest of the slide is kept.
  for (const issue of mediaIssues(saved.value)) {
    // A layer leaves itself out; a background video leaves the slide its picture.
    const removed = issue.path.endsWith('.bg.video.type')
      ? issue.path.slice(0, -'.type'.length)
      : issue.path.replace(/\.(media|content)\.type$/, '');
    dropped.push({ ...issue, removed });
  }
  issues.push(...localisedIssues(data, LANGUAGES));
  if (read.ok) {
    for (const lang of saved.languages) {
      if (!(LANGUAGES as readonly string[]).includes(lang)) continue;
      // A translation must read as well as the saved text: what the reading would leave out
      // in that language only is refused (a broken translation would silently fall back).
      const translated = validateModule(localise(data, lang).value);
      const known = new Set(dropped.map((d) => `${d.path}\u0000${d.message}`));
      const added = translated.ok
        ? translated.dropped.filter((d) => !known.has(`${d.path}\u0000${d.message}`))
        : translated.issues;
      issues.push(...added.map((i) => ({ path: i.path, message: `${i.message} (in ${lang})` })));
    }
    const refs = imageRefs(read.module);
    const known = await existingImageKeys(db, refs.map((ref) => ref.key).filter(Boolean));
    issues.push(...imageIssues(refs, known));
  }
  return { issues, module: read.ok ? read.module : null, dropped };
}

/** The 400 answer: its message lists every issue (and `issues` holds them, each with its path). */
export function invalidModule(issues: ModuleIssue[]): SliderError {
  return sliderError(
    'SLIDER_INVALID_MODULE',
    {
      count: issues.length === 1 ? '1 problem' : `${issues.length} problems`,
      list: issues.map(formatIssue).join('; ').replace(/\.$/, ''),
    },
    { issues },
  );
}
