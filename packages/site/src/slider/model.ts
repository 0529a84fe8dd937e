import type { SliderModule } from '@tribune/slider';
import type { ImageModel } from '../model/image.js';
import type { ChromeModel, PageMeta } from '../model/pages.js';

/** A demo module as the index lists it. */
export interface SliderDemoSummary {
  alias: string;
  /** The module's title in the page's language (its alias when it has none). */
  title: string;
  /** `settings.type`: "hero", "carousel", anything else is a standard slider (spec 2.1). */
  type: string;
  slideCount: number;
  /** Site-relative URL of its demo page. */
  href: string;
  /** The first slide's background picture, as the index's preview; null without one. */
  preview?: ImageModel | null;
}

/** `/{lang}/demo/slider`: every seeded module whose alias starts with `demo-`. */
export interface SliderDemoIndexPageModel {
  kind: 'slider-demo-index';
  meta: PageMeta;
  chrome: ChromeModel;
  demos: SliderDemoSummary[];
}

/** `/{lang}/demo/slider/{alias}`: one demo module, server-rendered and hydrated. */
export interface SliderDemoPageModel {
  kind: 'slider-demo';
  meta: PageMeta;
  chrome: ChromeModel;
  demo: SliderDemoSummary;
  /** Normalised and translated by the server. */
  module: SliderModule;
  /** Site-relative URL of the index. */
  indexHref: string;
  /** Absolute URLs of the slider embed script and of the REST base, for the "embed it" snippet. */
  embed: { script: string; rest: string };
}
