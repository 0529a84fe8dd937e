/**
 * Responses that arrive as text are parsed, or repaired when malformed (spec 5). What real
 * servers wrap around a module's JSON, and what this undoes, in order:
 *
 * 1. `bom`: a byte-order mark or whitespace around the body.
 * 2. `leading`: anything before the first `{` or `[`: PHP notices and warnings, HTML, a
 *    debugging echo printed by a plugin before the response.
 * 3. `trailing`: anything after the value's closing bracket: the "0" WordPress' admin-ajax
 *    appends when a handler forgets to exit, HTML footers, a second value.
 * 4. `control-characters`: raw line breaks and tabs inside strings (editors paste them into
 *    layer text; JSON wants them escaped).
 * 5. `trailing-commas`: a comma before `}` or `]`.
 *
 * Anything else stays an error: guessing further would invent data.
 */
export type JsonRepair = 'bom' | 'leading' | 'trailing' | 'control-characters' | 'trailing-commas';

export type JsonParseResult =
  | { ok: true; value: unknown; repairs: JsonRepair[] }
  | { ok: false; error: string };

export function parseJsonText(text: string): JsonParseResult {
  const direct = tryParse(text);
  if (direct.ok) return { ok: true, value: direct.value, repairs: [] };
  const repairs: JsonRepair[] = [];
  let body = text;

  const steps: [JsonRepair, (s: string) => string][] = [
    ['bom', (s) => s.replace(/^\uFEFF/, '').trim()],
    ['leading', cutLeading],
    ['trailing', cutTrailing],
    ['control-characters', escapeControlCharacters],
    ['trailing-commas', dropTrailingCommas],
  ];
  for (const [name, repair] of steps) {
    const next = repair(body);
    if (next === body) continue;
    body = next;
    repairs.push(name);
    const parsed = tryParse(body);
    if (parsed.ok) return { ok: true, value: parsed.value, repairs };
  }
  return { ok: false, error: direct.error };
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function cutLeading(s: string): string {
  const at = s.search(/[{[]/);
  return at > 0 ? s.slice(at) : s;
}

/** Ends the text at the bracket that closes the first value, strings taken into account. */
function cutTrailing(s: string): string {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === '{' || c === '[') {
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return s.slice(0, i + 1);
    }
  }
  return s;
}

function escapeControlCharacters(s: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (inString) {
      if (c === '\\') {
        out += c + (s[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
      const code = c.charCodeAt(0);
      if (code < 0x20) {
        out += c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${code.toString(16).padStart(4, '0')}`;
        continue;
      }
    } else if (c === '"') {
      inString = true;
    }
    out += c;
  }
  return out;
}

function dropTrailingCommas(s: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (inString) {
      if (c === '\\') {
        out += c + (s[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === ',' && closesNext(s, i + 1)) {
      continue;
    }
    out += c;
  }
  return out;
}

function closesNext(s: string, from: number): boolean {
  for (let i = from; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '}' || c === ']') return true;
    if (!/\s/.test(c)) return false;
  }
  return false;
}
