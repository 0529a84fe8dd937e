import {
  LANGUAGES,
  type Lang,
  type ShareImage,
  type SliderDemoIndexPageModel,
  type SliderDemoPageModel,
  type SliderDemoSummary,
} from '@tribune/site';
import type { SliderModule } from '@tribune/slider';
import { buildChrome } from '../pages/chrome.js';
import { buildMeta } from '../pages/meta.js';
import type { SiteContext } from '../pages/siteContext.js';
import { imagesByKey } from '../slider/sliderQueries.js';
import { isDemoAlias, sliderDemoIndexPath, sliderDemoPath } from './demoPaths.js';
import { listDemoModules } from './demoQueries.js';

/** Where the app serves the slider embed and the module data (see app.ts, slider/README.md). */
const EMBED_SCRIPT = '/embed/slider.js';
const REST_BASE = '/api/slider';

/** The same path in every language: demo modules are translated, not separate per language. */
function everyLanguage(path: (lang: Lang) => string): Partial<Record<Lang, string>> {
  return Object.fromEntries(LANGUAGES.map((code) => [code, path(code)]));
}

function summaryOf(module: SliderModule, lang: Lang): SliderDemoSummary {
  const { alias, title, type } = module.settings;
  return {
    alias,
    title: title.trim() || alias,
    type,
    slideCount: module.slides.length,
    href: sliderDemoPath(lang, alias),
  };
}

/** `/{lang}/demo/slider`: every demo module the engine can show, in creation order. */
export async function buildSliderDemoIndexPage(
  context: SiteContext,
  lang: Lang,
): Promise<SliderDemoIndexPageModel> {
  const paths = everyLanguage(sliderDemoIndexPath);
  const [rows, chrome] = await Promise.all([
    listDemoModules(context.db),
    buildChrome(context, lang, sliderDemoIndexPath(lang), paths),
  ]);
  const found = await Promise.all(
    rows.map((row) => context.sliders.forPage({ by: 'alias', alias: row.alias }, { lang })),
  );
  // A module whose stored data the engine cannot read has no page either: leave it out.
  const modules = found.flatMap((result) => (result.ok ? [result.module] : []));
  const pictures = await imagesByKey(
    context.db,
    modules.flatMap((m) => previewKeyOf(m) ?? []),
  );
  const demos = modules.map((module) => {
    const key = previewKeyOf(module);
    const picture = key ? pictures.get(key) : undefined;
    return { ...summaryOf(module, lang), preview: picture ? { ...picture, alt: '' } : null };
  });
  return {
    kind: 'slider-demo-index',
    meta: buildMeta(context, lang, paths),
    chrome,
    demos,
  };
}

/**
 * `/{lang}/demo/slider/{alias}`: the module, for any module type. Undefined (a 404) for an
 * alias that is not a demo's, or a module that does not exist or cannot be shown.
 */
export async function buildSliderDemoPage(
  context: SiteContext,
  lang: Lang,
  alias: string,
): Promise<SliderDemoPageModel | undefined> {
  if (!isDemoAlias(alias)) return undefined;
  const found = await context.sliders.forPage({ by: 'alias', alias }, { lang });
  if (!found.ok) return undefined;
  const paths = everyLanguage((code) => sliderDemoPath(code, alias));
  const chrome = await buildChrome(context, lang, sliderDemoIndexPath(lang), paths);
  const demo = summaryOf(found.module, lang);
  return {
    kind: 'slider-demo',
    meta: buildMeta(context, lang, paths, {
      shareImage: shareImageOfModule(context, found.module, demo.title),
    }),
    chrome,
    demo,
    module: found.module,
    indexHref: sliderDemoIndexPath(lang),
    embed: { script: context.siteUrl + EMBED_SCRIPT, rest: context.siteUrl + REST_BASE },
  };
}

/** The library key of the first slide's background picture (the index's preview), if any. */
function previewKeyOf(module: SliderModule): string | undefined {
  for (const slide of module.slides) {
    const background = slide.layers.find((layer) => layer.subtype === 'slidebg');
    const key = (background?.bg?.image as Record<string, unknown> | undefined)?.key;
    if (typeof key === 'string' && key !== '') return key;
  }
  return undefined;
}

/**
 * The first slide's background picture as link previews want it: the widest JPEG the server
 * added beside its library key (`slider/moduleImages.ts`), or null without one.
 */
export function shareImageOfModule(
  context: SiteContext,
  module: SliderModule,
  alt: string,
): ShareImage | null {
  const background = module.slides[0]?.layers.find((layer) => layer.subtype === 'slidebg');
  const image = background?.bg?.image as Record<string, unknown> | undefined;
  const { src, width, height } = image ?? {};
  if (typeof src !== 'string' || !src.startsWith('/') || !/\.jpe?g$/i.test(src)) return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return { url: context.siteUrl + src, width, height, type: 'image/jpeg', alt };
}
