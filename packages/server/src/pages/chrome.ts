import { type ChromeModel, LANGUAGE_INFO, LANGUAGES, type Lang } from '@tribune/site';
import { loadMenu } from '../content/menus.js';
import type { SiteContext } from './siteContext.js';

/**
 * The header and footer of a page. `translations` maps each language to this page's path there;
 * languages without a translation link to their home page.
 */
export async function buildChrome(
  context: SiteContext,
  lang: Lang,
  currentPath: string,
  translations: Partial<Record<Lang, string>>,
): Promise<ChromeModel> {
  return {
    menu: await loadMenu(context.db, 'primary', lang),
    languages: LANGUAGES.map((code) => ({
      lang: code,
      name: LANGUAGE_INFO[code].name,
      href: translations[code] ?? `/${code}/`,
      current: code === lang,
    })),
    currentPath,
    mapTiles: context.mapTiles,
  };
}
