import type { Dictionary } from '../dictionary.js';

export const fr: Dictionary = {
  site: {
    name: 'Tribune',
    tagline: 'Le football, de la tribune au terrain',
    description:
      'Tribune : l’actualité du football en France et en Europe, analyses, entretiens, mercato et scores en direct.',
  },
  a11y: {
    skipToContent: 'Aller au contenu',
    primaryNavigation: 'Navigation principale',
    languageSwitcher: 'Langue',
  },
  header: {
    menuToggle: 'Menu',
    submenuToggle: 'Sous-menu : {label}',
    mapUnavailable: 'La carte ne peut pas être affichée pour le moment.',
  },
  footer: {
    about:
      'Tribune est un site d’information sur le football. Les clubs, joueurs et compétitions de cette démonstration sont fictifs.',
    copyright: '© {year} Tribune',
    languagesHeading: 'Lire Tribune en',
  },
  home: {
    title: 'Tribune : l’actualité du football',
    description:
      'Les dernières nouvelles du football français et européen : comptes rendus, analyses, entretiens et mercato.',
    featuredLabel: 'À la une',
    latestHeading: 'Derniers articles',
    readMore: 'Lire l’article',
  },
  article: {
    byline: 'Par {author}',
    publishedOn: 'Publié le {date}',
    updatedOn: 'Mis à jour le {date}',
    categories: 'Rubriques',
    readingTime: { one: '{count} minute de lecture', other: '{count} minutes de lecture' },
    translationsHeading: 'Cet article dans d’autres langues',
    readIn: 'Lire en {language}',
    figureCredit: 'Illustration Tribune',
  },
  category: {
    title: '{category} : les articles',
    description: 'Tous les articles de la rubrique {category} sur Tribune.',
    empty: 'Aucun article dans cette rubrique pour le moment.',
  },
  notFound: {
    title: 'Page introuvable',
    heading: 'Cette page n’existe pas',
    text: 'Le lien est peut-être erroné, ou l’article a été déplacé.',
    backHome: 'Retour à l’accueil',
  },
  errors: {
    badRequestTitle: 'Requête invalide',
    badRequestText: 'L’adresse demandée est mal formée ou trop longue.',
    serverErrorTitle: 'Erreur du serveur',
    serverErrorText: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  },
};
