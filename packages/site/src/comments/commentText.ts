/**
 * A comment's plain text as paragraphs of lines: a blank line separates paragraphs, a single
 * line break stays a line break. The text is never interpreted as HTML.
 */
export function commentParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}
