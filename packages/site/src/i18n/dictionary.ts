/**
 * Every string a reader sees. Components take their words from here, never from literals, so a
 * language is complete exactly when its dictionary type-checks.
 */

/** A message that depends on a count, keyed by the CLDR plural category (`Intl.PluralRules`). */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Dictionary {
  site: {
    name: string;
    tagline: string;
    description: string;
  };
  a11y: {
    skipToContent: string;
    primaryNavigation: string;
    languageSwitcher: string;
  };
  header: {
    menuToggle: string;
    /** Accessible name of a sub-menu button; `{label}` is the menu item. */
    submenuToggle: string;
    mapUnavailable: string;
  };
  footer: {
    about: string;
    copyright: string;
    languagesHeading: string;
  };
  home: {
    title: string;
    description: string;
    featuredLabel: string;
    latestHeading: string;
    readMore: string;
  };
  article: {
    byline: string;
    publishedOn: string;
    updatedOn: string;
    categories: string;
    readingTime: PluralMessage;
    translationsHeading: string;
    readIn: string;
    figureCredit: string;
  };
  category: {
    /** Document title of a category page. */
    title: string;
    description: string;
    empty: string;
  };
  notFound: {
    title: string;
    heading: string;
    text: string;
    backHome: string;
  };
  errors: {
    badRequestTitle: string;
    badRequestText: string;
    serverErrorTitle: string;
    serverErrorText: string;
  };
}
