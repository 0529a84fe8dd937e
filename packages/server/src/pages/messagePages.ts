import {
  DEFAULT_LANG,
  type ErrorPageModel,
  isLang,
  LANGUAGES,
  type Lang,
  type NotFoundPageModel,
} from '@tribune/site';
import { buildChrome } from './chrome.js';
import { buildMeta } from './meta.js';
import type { SiteContext } from './siteContext.js';

/**
 * The language of a page that has none of its own (404, errors): the first path segment when it
 * is a language, else the reader's preferred language, else French.
 */
export function languageForPath(path: string, acceptLanguage: string | undefined): Lang {
  const first = path.split('/')[1] ?? '';
  if (isLang(first)) return first;
  return negotiateLanguage(acceptLanguage);
}

/** Picks the best supported language from an Accept-Language header (RFC 9110 q-values). */
export function negotiateLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => isLang(entry.base))?.base as Lang | undefined) ?? DEFAULT_LANG;
}

const homePaths = () => Object.fromEntries(LANGUAGES.map((code) => [code, `/${code}/`]));

export async function buildNotFoundPage(
  context: SiteContext,
  lang: Lang,
  path: string,
): Promise<NotFoundPageModel> {
  return {
    kind: 'not-found',
    meta: buildMeta(context, lang, { [lang]: `/${lang}/` }, { noindex: true }),
    chrome: await buildChrome(context, lang, path, homePaths()),
  };
}

/**
 * An error page. It must render even when the database is what failed, so it falls back to an
 * empty menu rather than throwing again.
 */
export async function buildErrorPage(
  context: SiteContext,
  lang: Lang,
  status: 400 | 500,
  path: string,
  requestId?: string,
): Promise<ErrorPageModel> {
  const chrome = await buildChrome(context, lang, path, homePaths()).catch(() => ({
    menu: [],
    languages: [],
    currentPath: path,
    mapTiles: null,
  }));
  return {
    kind: 'error',
    status,
    ...(requestId ? { requestId } : {}),
    meta: buildMeta(context, lang, { [lang]: `/${lang}/` }, { noindex: true }),
    chrome,
  };
}
