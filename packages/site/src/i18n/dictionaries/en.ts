import type { Dictionary } from '../dictionary.js';

export const en: Dictionary = {
  site: {
    name: 'Tribune',
    tagline: 'Football, from the stands to the pitch',
    description:
      'Tribune: football news from France and across Europe, analysis, interviews, transfers and live scores.',
  },
  a11y: {
    skipToContent: 'Skip to content',
    primaryNavigation: 'Main navigation',
    languageSwitcher: 'Language',
  },
  header: {
    menuToggle: 'Menu',
    submenuToggle: 'Submenu: {label}',
    mapUnavailable: 'The map cannot be shown right now.',
  },
  footer: {
    about:
      'Tribune is a football news site. The clubs, players and competitions in this demonstration are fictional.',
    copyright: '© {year} Tribune',
    languagesHeading: 'Read Tribune in',
  },
  home: {
    title: 'Tribune: football news',
    description:
      'The latest from French and European football: match reports, analysis, interviews and transfers.',
    featuredLabel: 'Top story',
    latestHeading: 'Latest articles',
    readMore: 'Read the article',
  },
  article: {
    byline: 'By {author}',
    publishedOn: 'Published {date}',
    updatedOn: 'Updated {date}',
    categories: 'Sections',
    readingTime: { one: '{count} minute read', other: '{count} minute read' },
    translationsHeading: 'This article in other languages',
    readIn: 'Read in {language}',
    figureCredit: 'Tribune illustration',
  },
  category: {
    title: '{category}: all articles',
    description: 'Every article in the {category} section of Tribune.',
    empty: 'No articles in this section yet.',
  },
  notFound: {
    title: 'Page not found',
    heading: 'This page does not exist',
    text: 'The link may be wrong, or the article may have moved.',
    backHome: 'Back to the home page',
  },
  errors: {
    badRequestTitle: 'Bad request',
    badRequestText: 'The address requested is malformed or too long.',
    serverErrorTitle: 'Server error',
    serverErrorText: 'Something went wrong on our side. Please try again in a moment.',
  },
};
