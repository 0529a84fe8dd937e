/**
 * How a team of the feed is named and keyed. The feed sends no team id (spec 3.6), so a team is
 * known by a slug made from its name; the seeded clubs' slugs follow the same rule, so the feed
 * and the demo content meet on the same rows.
 */

/** Spec 3.6: a missing abbreviation is the first three letters of the name, in upper case. */
export function defaultAbbr(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
}

/**
 * "Atlético Serrano" → `atletico-serrano`: ASCII letters and digits joined by hyphens. A name
 * with none of those (浦和レッズ) is keyed by its code points instead, so it still has a key of
 * its own.
 */
export function teamSlug(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii) return ascii;
  return `team-${[...name.trim()].map((c) => c.codePointAt(0)!.toString(16)).join('-')}`;
}
