import { isRecord } from '../model/Normalise.js';

/**
 * Fields whose text is a URL (or, `srcSet`, a list of them): pictures and their variants,
 * posters, video and audio files, thumbnails, links.
 */
const URL_FIELDS = new Set(['src', 'srcSet', 'srcset', 'poster', 'href', 'image', 'thumb', 'url', 'link']);

/** A path from the root of the server that answered: `/media/a.jpg`, not `//cdn…` nor `a.jpg`. */
const ROOT_PATH = /^\/(?!\/)\S*$/;

/**
 * Root-relative URLs in data fetched from `from`, made absolute against it, in place.
 * Tribune's module route answers `/media/…` paths, which on a page of another site would ask
 * that site for the pictures (issue 28 item 1): they belong to the server the data came from,
 * whatever page shows them. Data fetched by a relative URL came from the page's own origin and
 * is left as it is (so is data from a `file:` or `data:` URL, which has no origin). Language variants (`href@en`) count as their field.
 */
export function resolveUrls(value: unknown, from: string): void {
  if (!/^https?:/i.test(from)) return;
  const origin = new URL(from).origin;
  const absolute = (path: string) => (ROOT_PATH.test(path) ? origin + path : path);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child !== 'string') walk(child);
      else if (URL_FIELDS.has(key.split('@')[0] ?? '')) {
        node[key] = /srcset/i.test(key)
          ? child
              .split(',')
              .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_, s, u) => s + absolute(u)))
              .join(',')
          : absolute(child);
      }
    }
  };
  walk(value);
}
