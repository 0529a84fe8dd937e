import { isRecord, type ModuleIssue } from '@tribune/slider';

/**
 * Translated modules. The engine's model has one text per field; Tribune keeps the other
 * languages beside it in the same object, as `{field}@{lang}` siblings:
 *
 * ```json
 * "content": { "text": "Le derby", "text@en": "The derby", "text@es": "El derbi" }
 * ```
 *
 * Any text field can be translated this way (layer texts, button links, slide titles,
 * navigation params, accessible labels, image alt texts). The stored data keeps the siblings
 * (they survive `raw=true` and re-saves); a served module has them folded in: with `srlang`
 * the sibling of that language replaces the field, and every sibling is removed, so the
 * browser sees plain engine-7 data. Loose schemas keep unknown keys, so siblings pass the
 * strict validation untouched; `localisedIssues` checks them on save.
 */
const SIBLING = /^(.+)@([a-z]{2,3})$/;

export interface Localised {
  value: unknown;
  /** Every language some sibling was found for. */
  languages: Set<string>;
}

/** A copy of `value` in `lang` (or in the saved language when `lang` is undefined). */
export function localise(value: unknown, lang: string | undefined): Localised {
  const languages = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    const chosen: [string, unknown][] = [];
    for (const key of Object.keys(node)) {
      if (key === '__proto__') continue;
      const match = SIBLING.exec(key);
      if (match) {
        const [, base, language] = match as unknown as [string, string, string];
        languages.add(language);
        if (language === lang && typeof node[key] === 'string') chosen.push([base, node[key]]);
        continue;
      }
      out[key] = walk(node[key]);
    }
    for (const [base, text] of chosen) out[base] = text;
    return out;
  };
  return { value: walk(value), languages };
}

/**
 * The problems of the `@lang` siblings in module data: a language the site does not have, a
 * translation that is not text, or one without the field in the saved language beside it.
 */
export function localisedIssues(value: unknown, languages: readonly string[]): ModuleIssue[] {
  const issues: ModuleIssue[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, join(path, String(i)));
      });
      return;
    }
    if (!isRecord(node)) return;
    for (const key of Object.keys(node)) {
      const match = SIBLING.exec(key);
      if (!match) {
        walk(node[key], join(path, key));
        continue;
      }
      const [, base, language] = match as unknown as [string, string, string];
      const at = join(path, key);
      if (!languages.includes(language)) {
        issues.push({
          path: at,
          message: `"${language}" is not a language of the site (one of ${languages.join(', ')})`,
        });
      } else if (typeof node[key] !== 'string') {
        issues.push({ path: at, message: 'expected text (a translation of the field)' });
      } else if (typeof node[base] !== 'string') {
        issues.push({
          path: at,
          message: `a translation needs the field "${base}" beside it, in the module's own language`,
        });
      }
    }
  };
  walk(value, '');
  return issues;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** `fr`, `en-GB`, `es_ES` → `fr`, `en`, `es`: the part the site's languages are named by. */
export function primaryLanguage(tag: string): string {
  return tag.split(/[-_]/, 1)[0]!.toLowerCase();
}
