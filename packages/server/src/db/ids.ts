/**
 * The largest value of an `integer` column on PostgreSQL (int4), which every id column of the
 * schema is. SQLite's integers go further, but an id above this names no row on either
 * database, and PostgreSQL refuses to even compare it ("out of range for type integer"): ids
 * from outside are checked against it before any query, so both databases answer alike.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `value` (digits) is an id a row could have: 0 to MAX_ROW_ID. */
export function isStorableId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_ROW_ID;
}

/** `value` as an id when it is digits only and in range, else null. */
export function parseRowId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isStorableId(id) ? id : null;
}
