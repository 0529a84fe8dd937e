/**
 * `{{name}}` dynamic metas (spec 3.2): placeholders in a stream module's slide template that
 * each item fills with its own content. Names are case-insensitive and may carry spaces inside
 * the braces (`{{ title }}`); a name the item does not have becomes empty.
 *
 * Feed content is plain text, whatever it looks like: it never becomes markup or script.
 * - In layer text (which the engine reads as editor HTML), a value is HTML-escaped, so
 *   `<script>` is shown as the characters "<script>".
 * - In plain-text fields (titles, alt texts) it is put as it is (React escapes it on output).
 * - In links, a value that is the whole link is the link (then checked like any other link:
 *   `javascript:` is dropped by the renderer); inside a longer link it is percent-encoded, so
 *   it stays one query value or path segment.
 */
const META = /\{\{\s*([A-Za-z][A-Za-z0-9_-]*)\s*\}\}/g;

export type Metas = Readonly<Record<string, string>>;

export function hasMetas(template: string | undefined): boolean {
  return template !== undefined && template.search(META) !== -1;
}

function value(metas: Metas, name: string): string {
  const v = metas[name.toLowerCase()];
  return typeof v === 'string' ? v : '';
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * NavTemplate's `escapeHtml`, written again here: importing it would split NavTemplate out of
 * the standard module's chunk into a chunk of its own that every standard module then loads.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** For layer text (editor HTML): values escaped. */
export function fillText(template: string, metas: Metas): string {
  return template.replace(META, (_, name: string) => escapeHtml(value(metas, name)));
}

/** For plain-text fields: values as they are. */
export function fillPlain(template: string, metas: Metas): string {
  return template.replace(META, (_, name: string) => value(metas, name));
}

/** For links: a whole-link value as it is (trimmed), a value inside a link percent-encoded. */
export function fillLink(template: string, metas: Metas): string {
  const whole = /^\s*\{\{\s*([A-Za-z][A-Za-z0-9_-]*)\s*\}\}\s*$/.exec(template);
  if (whole) return value(metas, whole[1] as string).trim();
  return template.replace(META, (_, name: string) => encodeURIComponent(value(metas, name)));
}
