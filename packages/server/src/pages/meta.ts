import type { Lang, PageMeta, ShareImage } from '@tribune/site';
import type { SiteContext } from './siteContext.js';

export interface MetaOptions {
  noindex?: boolean;
  /** Site-relative paths of the previous and next pages of a list. */
  prev?: string | null;
  next?: string | null;
  shareImage?: ShareImage | null;
}

/**
 * Canonical URL and hreflang alternates. `paths` holds this page's path in every language it
 * exists in (itself included); search engines get one alternate per language.
 */
export function buildMeta(
  context: SiteContext,
  lang: Lang,
  paths: Partial<Record<Lang, string>>,
  options: MetaOptions = {},
): PageMeta {
  const own = paths[lang] ?? `/${lang}/`;
  return {
    lang,
    canonical: context.siteUrl + own,
    alternates: (Object.entries(paths) as Array<[Lang, string]>).map(([code, path]) => ({
      lang: code,
      href: context.siteUrl + path,
    })),
    timeZone: context.timeZone,
    ...(options.noindex ? { noindex: true } : {}),
    ...(options.prev ? { prev: context.siteUrl + options.prev } : {}),
    ...(options.next ? { next: context.siteUrl + options.next } : {}),
    ...(options.shareImage ? { shareImage: options.shareImage } : {}),
  };
}
