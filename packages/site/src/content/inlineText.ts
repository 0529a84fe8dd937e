/**
 * The inline syntax of article text: `**strong**`, `*emphasis*` and `[label](href)`. It is parsed
 * into tokens and rendered as React elements, so editors never write HTML and nothing they type
 * can become markup. Unclosed markers stay as literal characters.
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: InlineToken[] }
  | { kind: 'em'; children: InlineToken[] }
  | { kind: 'link'; href: string; children: InlineToken[] };

// A path, but not `/\host` nor `/<tab>/host`: browsers read those as `//host`, another site.
const SAFE_HREF = /^(\/(?![/\\\t\n\r])|#|https?:\/\/|mailto:)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith('**')) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        tokens.push({ kind: 'strong', children: parseInline(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('*')) {
      const end = findClosingStar(source, i + 1);
      if (end > i + 1) {
        flush();
        tokens.push({ kind: 'em', children: parseInline(source.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('[')) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
      if (link?.[1] && link[2] && isSafeHref(link[2])) {
        flush();
        tokens.push({ kind: 'link', href: link[2], children: parseInline(link[1]) });
        i += link[0].length;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  flush();
  return tokens;
}

/** The next single `*` that is not part of a `**` pair. */
function findClosingStar(source: string, from: number): number {
  for (let j = from; j < source.length; j++) {
    if (source[j] !== '*') continue;
    if (source[j + 1] === '*') {
      j += 1;
      continue;
    }
    return j;
  }
  return -1;
}

/** The words of the text without markup, for reading-time estimates and summaries. */
export function plainText(source: string): string {
  const flatten = (tokens: InlineToken[]): string =>
    tokens.map((t) => (t.kind === 'text' ? t.text : flatten(t.children))).join('');
  return flatten(parseInline(source));
}
