/**
 * Remembers results by a string key, up to `limit` of them (the oldest forgotten first): the
 * returned function answers a key it has seen from memory, else runs `compute` and keeps what
 * it gives. The card is drawn again on every live update, and some of what it shows costs far
 * more to compute than to look up: a URL parse (a pure-JavaScript parser in browser-less
 * readers such as jsdom) or an Intl date formatting. Their inputs rarely change.
 */
export function recentResults<T>(limit: number): (key: string, compute: () => T) => T {
  const results = new Map<string, T>();
  return (key, compute) => {
    if (results.has(key)) return results.get(key) as T;
    const value = compute();
    if (results.size >= limit) results.delete(results.keys().next().value as string);
    results.set(key, value);
    return value;
  };
}
