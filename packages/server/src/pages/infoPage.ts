import {
  type InfoPageModel,
  infoPageKeyOf,
  infoPagePath,
  LANGUAGES,
  type Lang,
} from '@tribune/site';
import { buildChrome } from './chrome.js';
import { INFO_PAGE_TEXTS } from './infoPageTexts.js';
import { buildMeta } from './meta.js';
import type { SiteContext } from './siteContext.js';

/** `/{lang}/info/{slug}`: contact, legal notice or privacy; undefined for another slug. */
export async function buildInfoPage(
  context: SiteContext,
  lang: Lang,
  slug: string,
): Promise<InfoPageModel | undefined> {
  const key = infoPageKeyOf(lang, slug);
  if (!key) return undefined;
  const paths = Object.fromEntries(LANGUAGES.map((code) => [code, infoPagePath(key, code)]));
  const chrome = await buildChrome(context, lang, infoPagePath(key, lang), paths);
  return {
    kind: 'info',
    meta: buildMeta(context, lang, paths),
    chrome,
    key,
    ...INFO_PAGE_TEXTS[key][lang],
  };
}
