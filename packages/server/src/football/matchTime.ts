/**
 * The minute of play is a number (`23`) or a text (`"45+2"`) in the contract (spec 3.6) and one
 * text column in the database. A stored whole number comes back as a number; anything else as
 * the text the feed sent.
 */
export function encodeMatchTime(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

export function decodeMatchTime(stored: string | null): number | string | null {
  if (stored === null) return null;
  return /^-?\d{1,6}$/.test(stored) ? Number(stored) : stored;
}
