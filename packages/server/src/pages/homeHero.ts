import type { Lang } from '@tribune/site';
import type { SliderModule } from '@tribune/slider';
import { HOME_HERO_ALIAS } from '../db/seed/content/sliders/homeHero.js';
import type { SiteContext } from './siteContext.js';

export { HOME_HERO_ALIAS };

/**
 * The slider module shown at the top of the home page (alias `home-hero`), normalised and in
 * the page's language, or null when there is none to show (not seeded, or stored data the
 * engine cannot read): the home then opens on its article list, and the log says why.
 */
export async function loadHomeHero(
  context: SiteContext,
  lang: Lang,
  log?: { warn(object: object, message: string): void },
): Promise<SliderModule | null> {
  const found = await context.sliders.forPage({ by: 'alias', alias: HOME_HERO_ALIAS }, { lang });
  if (!found.ok) {
    log?.warn(
      { code: found.error.body.code, reason: found.error.body.message },
      `home page: no hero module ("${HOME_HERO_ALIAS}")`,
    );
    return null;
  }
  return found.module;
}
