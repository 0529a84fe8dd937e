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
    menuClose: 'Fermer',
    submenuToggle: 'Sous-menu : {label}',
    mapUnavailable: 'La carte ne peut pas être affichée pour le moment.',
  },
  footer: {
    about:
      'Tribune est un site d’information sur le football. Les clubs, joueurs et compétitions de cette démonstration sont fictifs.',
    copyright: '© {year} Tribune',
    languagesHeading: 'Lire Tribune en',
  },
  liveScore: {
    heading: 'Le direct',
  },
  home: {
    title: 'Tribune : l’actualité du football',
    description:
      'Les dernières nouvelles du football français et européen : comptes rendus, analyses, entretiens et mercato.',
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
    readInThisLanguage: 'Lire en français',
    figureCredit: 'Illustration Tribune',
    relatedHeading: 'À lire aussi',
  },
  comments: {
    count: { one: '{count} commentaire', other: '{count} commentaires' },
    none: 'Aucun commentaire pour le moment',
    reply: 'Répondre',
    replyTo: 'Répondre à {author}',
    awaitingModeration: 'Votre commentaire est en attente de modération.',
    permalink: 'Lien vers le commentaire de {author}, {date}',
    formHeading: 'Laisser un commentaire',
    formHeadingReply: 'Répondre à {author}',
    cancelReply: 'Annuler la réponse',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    emailNote: 'Votre adresse e-mail ne sera pas publiée.',
    labels: { comment: 'Commentaire', author: 'Nom', email: 'E-mail', url: 'Site web' },
    trapLabel: 'Laissez ce champ vide',
    submit: 'Publier le commentaire',
    submitting: 'Envoi en cours…',
    published: 'Merci, votre commentaire est publié.',
    held: 'Merci, votre commentaire est en attente de modération.',
    summaryTitle: {
      one: 'Le commentaire n’a pas été envoyé : {count} problème à corriger',
      other: 'Le commentaire n’a pas été envoyé : {count} problèmes à corriger',
    },
    fieldErrors: {
      commentRequired: 'Écrivez votre commentaire.',
      authorRequired: 'Indiquez votre nom.',
      emailRequired: 'Indiquez votre adresse e-mail.',
      emailInvalid: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
      urlInvalid: 'Indiquez une adresse web commençant par http:// ou https://.',
      tooLong: '{field} : {max} caractères au maximum.',
    },
    formErrors: {
      nonce:
        'Ce formulaire a expiré ou a déjà été envoyé. Rechargez la page puis envoyez de nouveau votre commentaire (il a été renouvelé : vous pouvez aussi renvoyer directement).',
      rateLimited: {
        one: 'Vous publiez trop vite. Attendez {count} seconde avant d’envoyer un autre commentaire.',
        other:
          'Vous publiez trop vite. Attendez {count} secondes avant d’envoyer un autre commentaire.',
      },
      parent:
        'Le commentaire auquel vous répondez n’existe plus ou n’est pas publié. Annulez la réponse pour publier votre commentaire.',
      closed: 'Cet article n’accepte pas de commentaires.',
      storeFailed:
        'Votre commentaire n’a pas pu être enregistré à cause d’un problème de notre côté. Votre texte est conservé : réessayez dans un instant.',
      unexpected:
        'Le commentaire n’a pas pu être envoyé. Votre texte est conservé : réessayez dans un instant.',
    },
  },
  pagination: {
    label: 'Pages',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageNumber: 'Page {page}',
    pageStatus: 'Page {page} sur {count}',
    pagedTitle: '{title} – page {page}',
  },
  helpers: {
    backToTop: 'Haut de page',
    videoPanel: {
      heading: 'La vidéo de la semaine',
      text: 'Une action de jeu en huit secondes : un film de démonstration dessiné et encodé par Tribune, sans caméra.',
      show: 'Afficher la vidéo',
      hide: 'Masquer la vidéo',
      unsupported: 'Votre navigateur ne peut pas lire cette vidéo.',
    },
    lazyVideo: {
      play: 'Lire la vidéo Youtube',
      watchOnYoutube: 'Voir sur YouTube',
    },
  },
  feeds: {
    rssTitle: 'Tribune : les derniers articles',
  },
  category: {
    title: '{category} : les articles',
    description: 'Tous les articles de la rubrique {category} sur Tribune.',
    empty: 'Aucun article dans cette rubrique pour le moment.',
  },
  gallery: {
    itemCount: { one: '{count} photo', other: '{count} photos' },
    pageStatus: 'Page {page} sur {count}',
    pagedTitle: '{title}, page {page}',
    paginationLabel: 'Pages de la galerie',
    previous: 'Précédente',
    next: 'Suivante',
    pageNumber: 'Page {page}',
    loadMore: 'Afficher plus de photos',
    loading: 'Chargement des photos…',
    itemsAdded: { one: '{count} photo ajoutée.', other: '{count} photos ajoutées.' },
    allLoaded: 'Toutes les photos sont affichées.',
    loadFailed: 'Le chargement a échoué (erreur {status}).',
    loadFailedNetwork: 'Le chargement a échoué : le serveur ne répond pas.',
    mediaTypes: {
      image: 'Photo',
      gallery: 'Photo',
      video: 'Vidéo',
      inline: 'Texte',
      iframe: 'Page',
      ajax: 'Contenu',
    },
  },
  lightbox: {
    dialog: 'Visionneuse',
    carousel: 'carrousel',
    photoGallery: 'Photos',
    slide: 'diapositive',
    slideCounter: '{index} sur {total}',
    previous: 'Précédente',
    next: 'Suivante',
    close: 'Fermer',
    htmlDisallowed: 'Le HTML n’est pas autorisé.',
    loading: 'Chargement…',
    loadFailed: 'Ce contenu n’a pas pu être chargé.',
  },
  sliderDemo: {
    indexTitle: 'Démos du slider',
    indexDescription:
      'Les modules de démonstration du moteur de slider de Tribune : slider standard, navigation, barres de progression et plus.',
    indexIntro:
      'Chaque module est rendu par le serveur, puis pris en main dans le navigateur par le moteur de slider de Tribune (version 7).',
    empty: 'Aucun module de démonstration pour le moment.',
    pageTitle: 'Démo du slider : {title}',
    pageDescription: 'Le module « {title} » du moteur de slider de Tribune, en démonstration.',
    types: { hero: 'Héros', carousel: 'Carrousel', standard: 'Slider standard' },
    slideCount: { one: '{count} diapositive', other: '{count} diapositives' },
    alias: 'Alias',
    backToIndex: 'Toutes les démos du slider',
    embedHeading: 'L’intégrer à une page',
    embedText: 'Ce module sur n’importe quelle page HTML, avec ou sans React :',
    footerHeading: 'Découvrir',
    footerLink: 'Démos du slider',
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
    reference: 'Référence de l’erreur :',
  },
};
