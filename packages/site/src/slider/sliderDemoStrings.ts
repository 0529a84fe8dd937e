import type { PluralMessage } from '../i18n/dictionary.js';

/** Words of the slider demo pages (`/{lang}/demo/slider…`) and their footer link. */
export interface SliderDemoStrings {
  /** Title and heading of the index. */
  indexTitle: string;
  indexDescription: string;
  indexIntro: string;
  /** The index when no `demo-` module is stored. */
  empty: string;
  /** Document title of a demo page; `{title}` is the module's. */
  pageTitle: string;
  /** Description of a demo page; `{title}` is the module's. */
  pageDescription: string;
  /** Module types (spec 2.1); any other type is a standard slider. */
  types: { hero: string; carousel: string; standard: string };
  slideCount: PluralMessage;
  /** Label before the module's alias. */
  alias: string;
  /** The link from a demo page back to the index. */
  backToIndex: string;
  embedHeading: string;
  embedText: string;
  /** The footer's link to the index, and the heading above it. */
  footerHeading: string;
  footerLink: string;
}
