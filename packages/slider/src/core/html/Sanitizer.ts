import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, cleanStyle } from './HtmlPolicy.js';

/** Module HTML in, the part of it `HtmlPolicy` allows out (a string to set as inner HTML). */
export type Sanitize = (html: string) => string;

/** Results kept per sanitiser: the same texts and templates come back on every render. */
const CACHE_SIZE = 500;

/**
 * The one sanitiser of module HTML, built once per window: DOMPurify (a maintained,
 * widely audited allow-list sanitiser that parses with the window's own HTML parser, so it
 * sees markup exactly as the browser will) set up with `HtmlPolicy`. The browser hands it its
 * `window` (`react/html/htmlFeature.ts`), the server a jsdom window (`server/serverSanitizer.ts`),
 * the environment DOMPurify supports on servers.
 */
export function createSanitizer(window: unknown): Sanitize {
  const purify = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
  // DOMPurify hands back its input untouched where it cannot run: never accept that.
  if (!purify.isSupported) throw new Error('the HTML sanitiser needs a DOM window');
  purify.setConfig({
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = cleanStyle(data.attrValue);
    if (data.attrValue === '') data.keepAttr = false;
  });
  const cache = new Map<string, string>();
  return (html) => {
    let clean = cache.get(html);
    if (clean === undefined) {
      clean = String(purify.sanitize(html));
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(html, clean);
    }
    return clean;
  };
}
