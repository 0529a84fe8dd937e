/**
 * Remembers the results of a pure function of a string key, up to `limit` of them (the oldest
 * forgotten first). The card is drawn again on every live update, and some of what it shows
 * costs far more to compute than to look up: a URL parse (a pure-JavaScript parser in
 * browser-less readers such as jsdom) or an Intl date formatting. Their inputs rarely change.
 */
export function recentResults<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (results.has(key)) return results.get(key) as T;
    const value = compute(key);
    if (results.size >= limit) results.delete(results.keys().next().value as string);
    results.set(key, value);
    return value;
  };
}
