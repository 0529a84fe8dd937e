/**
 * Multi-row statements are cut into chunks so no statement exceeds the bound parameters a
 * database accepts (SQLite 32,766, PostgreSQL 65,535).
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
