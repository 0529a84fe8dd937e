/**
 * Strips tags and decodes the common entities: navigation params are plain text (spec 5).
 * A file of its own because the renderer's templates need it and the model's Normalise.ts
 * belongs with the parser's chunk, which a page whose module arrived normalised never loads.
 */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
