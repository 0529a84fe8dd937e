/**
 * The words naming a source type in the error slide's subtitle, "{SourceType} reports: Please
 * check the settings" (spec 8.1). A file apart from `SourceTypes.ts`, which every page's entry
 * needs, so that the table travels only with the stream part.
 */

/** "{SourceType} reports: …" names the source with these words. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  gallery: 'Gallery',
  'wp-gallery': 'WP Gallery',
  'photo-feed': 'Photo feed',
};

/** Spec 8.1: the default subtitle names a social photo feed. */
export const DEFAULT_SOURCE_LABEL = 'Photo feed';

/** The words naming a source type: known types by the table, others capitalised. */
export function sourceLabel(type: string | undefined): string {
  const t = type?.trim() ?? '';
  if (t === '') return DEFAULT_SOURCE_LABEL;
  const known = SOURCE_LABELS[t.toLowerCase()];
  if (known) return known;
  return t.charAt(0).toUpperCase() + t.slice(1);
}
