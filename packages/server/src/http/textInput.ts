import { HttpError } from './errors.js';

/**
 * Text no column of ours can hold. PostgreSQL refuses a NUL character in `text` ("invalid byte
 * sequence for encoding UTF8: 0x00") and a lone UTF-16 surrogate cannot be encoded as UTF-8 at
 * all; SQLite stores both and hands back something else than was sent. No reader types either,
 * so they are refused at the door, on both databases alike, rather than cleaned.
 */

/** A NUL, or a surrogate half without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'a NUL character' | 'an unpaired UTF-16 surrogate';

/** What is wrong with `text`, or null when any column can hold it. */
export function textProblem(text: string): TextProblem | null {
  const match = BAD_TEXT.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'a NUL character' : 'an unpaired UTF-16 surrogate';
}

export interface BadText {
  /** Where the text is: `comment`, `data`, `[2].home.name`; a key's own path when a key is bad. */
  field: string;
  problem: TextProblem;
}

/**
 * The first bad string in a parsed body or query, keys included, walked without recursion (a
 * JSON body may nest deeper than the stack goes).
 */
export function findBadText(value: unknown): BadText | null {
  // Each entry knows its parent: a path is built only for the value that is reported.
  type Entry = { value: unknown; key: PropertyKey | null; parent: Entry | null };
  const pathOf = (entry: Entry | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let e = entry; e && e.key !== null; e = e.parent) path.unshift(e.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: fieldName(pathOf(entry)), problem };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const keys: PropertyKey[] = Array.isArray(current)
      ? current.map((_, index) => index)
      : Object.keys(current);
    // Pushed in reverse, so the first bad value in document order is the one reported.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (typeof key === 'string') {
        const problem = textProblem(key);
        if (problem) return { field: fieldName([...pathOf(entry), key]), problem };
      }
      stack.push({ value: (current as Record<PropertyKey, unknown>)[key], key, parent: entry });
    }
  }
  return null;
}

/** `comment`, `matches[0].home.name`, `["odd key"]`; the whole body is `(body)`. */
export function fieldName(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$-]*$/.test(key))
      text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key).replace(BAD_TEXT_GLOBAL, '\uFFFD'))}]`;
  }
  return text || '(body)';
}

/** A bad key is named with its bad characters replaced: the name goes into a JSON answer. */
const BAD_TEXT_GLOBAL = new RegExp(BAD_TEXT.source, 'g');

/** The 400 of a request that carries bad text: `what` is "field \"comment\"", "URL path". */
export class BadTextError extends HttpError {
  constructor(
    what: string,
    override readonly field: string,
    readonly problem: TextProblem,
  ) {
    super('TEXT_INVALID', { what, field, problem });
  }
}
