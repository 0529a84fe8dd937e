/**
 * Every string a reader sees. Components take their words from here, never from literals, so a
 * language is complete exactly when its dictionary type-checks.
 */

import type { GalleryStrings, LightboxStrings } from '../gallery/galleryStrings.js';
import type { SliderDemoStrings } from '../slider/sliderDemoStrings.js';

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
    /** The same button's label while the menu is open. */
    menuClose: string;
    /** Accessible name of a sub-menu button; `{label}` is the menu item. */
    submenuToggle: string;
    mapUnavailable: string;
  };
  footer: {
    about: string;
    copyright: string;
    languagesHeading: string;
    /** Heading of the footer's links to the site's own pages. */
    aboutHeading: string;
    infoLinks: Record<'contact' | 'legal' | 'privacy', string>;
  };
  liveScore: {
    /** Heading of the live score slot on the home and article pages. */
    heading: string;
    /** Headings of the day's programme beside the card. */
    programmeToday: string;
    programmeTomorrow: string;
    /** A programme line's state: being played, over, put off or called off. */
    live: string;
    finished: string;
    postponed: string;
  };
  home: {
    /** The blocks under the list. */
    mostCommentedHeading: string;
    galleriesHeading: string;
    /** The link under a section's block on the home, to the section's page. */
    sectionMore: string;
    commentCount: PluralMessage;
    photoCount: PluralMessage;
    title: string;
    description: string;
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
    /**
     * The link to this article in this dictionary's language, in its own words ("Read in
     * English", "Leer en español"): shown on the other languages' pages.
     */
    readInThisLanguage: string;
    figureCredit: string;
    /** Heading of the related articles under an article. */
    relatedHeading: string;
  };
  comments: {
    /** Heading of the thread; `{count}` approved comments. */
    count: PluralMessage;
    /** Heading of the thread when there is no comment yet. */
    none: string;
    reply: string;
    /** Accessible name of a "Reply" link. */
    replyTo: string;
    /** Shown in a comment only its author sees. */
    awaitingModeration: string;
    /** Accessible name of a comment's permalink (its date). */
    permalink: string;
    formHeading: string;
    formHeadingReply: string;
    cancelReply: string;
    requiredNote: string;
    emailNote: string;
    labels: { comment: string; author: string; email: string; url: string };
    /** Label of the honeypot field, which people never see. */
    trapLabel: string;
    submit: string;
    submitting: string;
    /** Announced after a successful submission. */
    published: string;
    held: string;
    summaryTitle: PluralMessage;
    fieldErrors: {
      commentRequired: string;
      authorRequired: string;
      emailRequired: string;
      emailInvalid: string;
      urlInvalid: string;
      /** `{field}` is the field's label, `{max}` its limit. */
      tooLong: string;
    };
    formErrors: {
      nonce: string;
      /** `{count}` seconds to wait. */
      rateLimited: PluralMessage;
      parent: string;
      closed: string;
      storeFailed: string;
      unexpected: string;
    };
  };
  /** The numbered pages of the home and category lists. */
  pagination: {
    /** Accessible name of the pagination navigation. */
    label: string;
    previous: string;
    next: string;
    /** Accessible name of a page number link; `{page}`. */
    pageNumber: string;
    /** `{page}` of `{count}`, shown above a list past its first page. */
    pageStatus: string;
    /** Document title of a list's page past the first; `{title}` and `{page}`. */
    pagedTitle: string;
  };
  /** Page helpers (spec 2.3): back to top, the front page's video panel, article videos. */
  helpers: {
    backToTop: string;
    videoPanel: {
      heading: string;
      text: string;
      show: string;
      hide: string;
      /** Inside <video>, for browsers that cannot play it. */
      unsupported: string;
    };
    lazyVideo: {
      /** The play button of an article's YouTube video (spec 2.3: "Lire la vidéo Youtube"). */
      play: string;
      /** The link under the video to YouTube itself (works without JavaScript). */
      watchOnYoutube: string;
    };
  };
  /** Feeds for readers and search engines. */
  feeds: {
    /** Title of the language's RSS feed (the channel and its <link rel="alternate">). */
    rssTitle: string;
  };
  category: {
    /** Document title of a category page. */
    title: string;
    description: string;
    empty: string;
  };
  /** Gallery pages and their pagination (gallery/galleryStrings.ts). */
  gallery: GalleryStrings;
  /** The lightbox's controls and notices (gallery/galleryStrings.ts). */
  lightbox: LightboxStrings;
  /** The slider demo pages (slider/sliderDemoStrings.ts). */
  sliderDemo: SliderDemoStrings;
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
    /** Before the request id on a server error page. */
    reference: string;
  };
}
