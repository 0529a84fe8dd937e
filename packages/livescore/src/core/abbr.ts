/**
 * Spec 3.6: a missing abbr is the first 3 letters of the team name, in upper case. "Letters"
 * is taken literally (spaces, dots and digits are skipped: "A.S. Monaco" → "ASM"); a name with
 * no letter at all keeps its first 3 characters.
 */
export function deriveAbbr(name: string, abbr?: string | null): string {
  if (typeof abbr === 'string' && abbr.trim() !== '') return abbr;
  const letters = name.match(/\p{L}/gu) ?? Array.from(name.trim());
  return letters.slice(0, 3).join('').toUpperCase();
}
