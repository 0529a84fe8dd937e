import { isBlank, isRecord, toBoolean } from '../model/Normalise.js';

/**
 * The vocabulary of the support table (`Support.ts`): what Tribune's engine does with each
 * field of saved engine-7 data, and the matcher that finds the rule for a path.
 *
 * - `supported`: read as saved.
 * - `approximated`: read, but drawn or played differently from the original (the reason says how).
 * - `dropped`: not read; the original would use it (the reason says what is lost).
 * - `ignored`: the editor's own bookkeeping (library ids, versions, caches): nothing is lost.
 */
export type SupportStatus = 'supported' | 'approximated' | 'dropped' | 'ignored';

/** A status for particular values of a field (first match wins). */
export interface ValueRule {
  /** The values it is about: a list, or a pattern for text and number values. */
  match: readonly (string | number | boolean)[] | RegExp;
  status: SupportStatus;
  reason?: string;
  /**
   * "parent": the finding is about the object holding the value (an action whose `a` names
   * something Tribune does not run): it is reported once, and its other fields are not walked.
   */
  scope?: 'parent';
}

export interface SupportRule {
  /**
   * Dot-separated keys: `*` stands for any one key (a slide or layer key, a list index), a
   * final `**` for anything below, and a leading `**.` for a key at any depth (`**.lib_id`).
   */
  path: string;
  status: SupportStatus;
  /** Why: what Tribune does instead (approximated) or what is lost (dropped). */
  reason?: string;
  /**
   * A switch the rule's values depend on, relative to the object the rule is about (the one
   * `**` stands under, else the value's parent): while it does not read as on, the values are
   * counted as unused, not listed (a box shadow switched off loses nothing).
   */
  on?: string;
  values?: readonly ValueRule[];
  /**
   * For a `**` rule: the object `**` stands under is one finding (a hover style, an add-on's
   * settings), reported once with its path, rather than each value inside it.
   */
  whole?: boolean;
}

/** A path as keys; `*` in rules. */
export type Path = readonly string[];

interface Compiled {
  rule: SupportRule;
  keys: string[];
}

/** Finds the rule of a path: an exact rule first, then one for the key, then the closest `**`. */
export interface RuleMatcher {
  match(path: Path): SupportRule | undefined;
}

export function ruleMatcher(rules: readonly SupportRule[]): RuleMatcher {
  const exact: Compiled[] = [];
  const anywhere = new Map<string, SupportRule>();
  const below: Compiled[] = [];
  for (const rule of rules) {
    const keys = rule.path.split('.');
    if (keys[0] === '**' && keys.length === 2) anywhere.set(keys[1] as string, rule);
    else if (keys.at(-1) === '**') below.push({ rule, keys: keys.slice(0, -1) });
    else exact.push({ rule, keys });
  }
  const fits = (keys: readonly string[], path: Path) =>
    keys.every((key, i) => key === '*' || key === path[i]);
  const literals = (keys: readonly string[]) => keys.filter((k) => k !== '*').length;
  // Rules by length, so a path is only compared with the rules of its own length.
  const byLength = new Map<number, Compiled[]>();
  for (const c of exact) byLength.set(c.keys.length, [...(byLength.get(c.keys.length) ?? []), c]);
  below.sort((a, b) => b.keys.length - a.keys.length || literals(b.keys) - literals(a.keys));
  return {
    match(path) {
      let best: Compiled | undefined;
      for (const c of byLength.get(path.length) ?? []) {
        if (fits(c.keys, path) && (!best || literals(c.keys) > literals(best.keys))) best = c;
      }
      if (best) return best.rule;
      const key = anywhere.get(path.at(-1) ?? '');
      if (key) return key;
      return below.find((c) => c.keys.length < path.length && fits(c.keys, path))?.rule;
    },
  };
}

/** The base object a rule is about: what its `**` stands under, else the value's parent. */
export function ruleBase(rule: SupportRule, path: Path): Path {
  const keys = rule.path.split('.');
  return keys.at(-1) === '**' && keys[0] !== '**'
    ? path.slice(0, keys.length - 1)
    : path.slice(0, -1);
}

/** Whether the rule's switch (`on`) is on for a value of the data. */
export function switchedOn(rule: SupportRule, path: Path, root: unknown): boolean {
  if (!rule.on) return true;
  const holder = valueAt(root, [...ruleBase(rule, path), ...rule.on.split('.')]);
  return toBoolean(holder) === true;
}

export function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isRecord(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** The value rule that applies to a value, if any. */
export function valueRule(rule: SupportRule, value: unknown): ValueRule | undefined {
  const all = Array.isArray(value) ? value : [value];
  return rule.values?.find((v) =>
    all.some((x) =>
      v.match instanceof RegExp
        ? (typeof x === 'string' || typeof x === 'number') && v.match.test(String(x))
        : (v.match as readonly unknown[]).includes(x),
    ),
  );
}

const UNUSED = new Set([
  'false',
  'off',
  'none',
  'no',
  '#a',
  'inherit',
  'default',
  'transparent',
  'auto',
]);

/**
 * Whether a value says something: blank, false, zero (with or without a unit), "none", "off",
 * "transparent", "#a", "inherit", "default", "auto" and lists of those are how the editor saves
 * "not used", so a field Tribune leaves out loses nothing with them.
 */
export function inUse(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(inUse);
  if (isBlank(value) || value === false || value === 0) return false;
  if (isRecord(value)) {
    // An engine colour object ({type, orig, string}) says what its CSS says.
    if ('string' in value || 'orig' in value) return inUse(value.string ?? value.orig);
    return Object.values(value).some(inUse);
  }
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return !(UNUSED.has(text) || /^[-+]?0*\.?0*(px|%|ms|s|deg|em)?$/.test(text));
  }
  return true;
}
