/** Spec 3.6: the selected match's slug is kept in local storage under this key. */
export const MATCH_SLUG_KEY = 'matchSlug';

/** The part of the Web Storage API the widget uses; the host hands in `localStorage` or a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage can throw (Safari private mode, a full quota, a sandboxed iframe): the widget then
 * simply forgets the selection instead of breaking.
 */
export function readSlug(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(MATCH_SLUG_KEY) || null;
  } catch {
    return null;
  }
}

export function writeSlug(storage: KeyValueStorage | null, slug: string | null): void {
  try {
    if (slug === null) storage?.removeItem(MATCH_SLUG_KEY);
    else storage?.setItem(MATCH_SLUG_KEY, slug);
  } catch {
    // See readSlug: losing the remembered match is harmless.
  }
}

/** A storage in memory, for tests and for hosts where local storage is unavailable. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
