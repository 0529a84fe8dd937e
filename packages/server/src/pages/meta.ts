import type { Lang, PageMeta } from '@tribune/site';
import type { SiteContext } from './siteContext.js';

/**
 * Canonical URL and hreflang alternates. `paths` holds this page's path in every language it
 * exists in (itself included); search engines get one alternate per language.
 */
export function buildMeta(
  context: SiteContext,
  lang: Lang,
  paths: Partial<Record<Lang, string>>,
  options: { noindex?: boolean } = {},
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
  };
}
