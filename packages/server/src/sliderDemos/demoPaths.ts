import type { Lang } from '@tribune/site';

/**
 * The slider demo pages: `/{lang}/demo/slider` lists every stored module whose alias starts
 * with `demo-`, `/{lang}/demo/slider/{alias}` shows one. Other helpers seed more `demo-*`
 * modules; they appear here with no change to this code.
 */
export const DEMO_ALIAS_PREFIX = 'demo-';

export function isDemoAlias(alias: string): boolean {
  return alias.startsWith(DEMO_ALIAS_PREFIX) && alias.length > DEMO_ALIAS_PREFIX.length;
}

export function sliderDemoIndexPath(lang: Lang): string {
  return `/${lang}/demo/slider`;
}

export function sliderDemoPath(lang: Lang, alias: string): string {
  return `${sliderDemoIndexPath(lang)}/${encodeURIComponent(alias)}`;
}
