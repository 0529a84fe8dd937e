/**
 * Whether a request's Accept-Encoding allows gzip (RFC 9110 12.5.3): listed, or covered by `*`,
 * with a quality above 0. A client that lists br before gzip still gets gzip from the page
 * cache: every browser that accepts br accepts gzip, and the cache's gzip is as small as the
 * brotli it would otherwise compress per request.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | undefined;
  for (const item of value.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star === true;
}
