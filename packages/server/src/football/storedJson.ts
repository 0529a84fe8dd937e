/**
 * Per-period scores are JSON text in the database (schema.ts: one schema for SQLite and
 * PostgreSQL). Read defensively: a damaged value reads as no periods rather than failing the
 * whole list of matches.
 */
export function parsePeriods(text: string | null): Record<string, number> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const periods: Record<string, number> = {};
    for (const [key, goals] of Object.entries(value)) {
      if (typeof goals === 'number' && Number.isFinite(goals)) periods[key] = goals;
    }
    return periods;
  } catch {
    return {};
  }
}

/** An event body as stored: any JSON, or null when unreadable. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
