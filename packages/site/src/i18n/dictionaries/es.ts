import type { Dictionary } from '../dictionary.js';

export const es: Dictionary = {
  site: {
    name: 'Tribune',
    tagline: 'El fútbol, de la grada al césped',
    description:
      'Tribune: actualidad del fútbol en Francia y en Europa, análisis, entrevistas, fichajes y resultados en directo.',
  },
  a11y: {
    skipToContent: 'Saltar al contenido',
    primaryNavigation: 'Navegación principal',
    languageSwitcher: 'Idioma',
  },
  header: {
    menuToggle: 'Menú',
    submenuToggle: 'Submenú: {label}',
    mapUnavailable: 'El mapa no se puede mostrar en este momento.',
  },
  footer: {
    about:
      'Tribune es un sitio de información futbolística. Los clubes, jugadores y competiciones de esta demostración son ficticios.',
    copyright: '© {year} Tribune',
    languagesHeading: 'Leer Tribune en',
  },
  home: {
    title: 'Tribune: la actualidad del fútbol',
    description:
      'Lo último del fútbol francés y europeo: crónicas, análisis, entrevistas y fichajes.',
    featuredLabel: 'En portada',
    latestHeading: 'Últimos artículos',
    readMore: 'Leer el artículo',
  },
  article: {
    byline: 'Por {author}',
    publishedOn: 'Publicado el {date}',
    updatedOn: 'Actualizado el {date}',
    categories: 'Secciones',
    readingTime: { one: '{count} minuto de lectura', other: '{count} minutos de lectura' },
    translationsHeading: 'Este artículo en otros idiomas',
    readIn: 'Leer en {language}',
    figureCredit: 'Ilustración de Tribune',
  },
  category: {
    title: '{category}: todos los artículos',
    description: 'Todos los artículos de la sección {category} de Tribune.',
    empty: 'Todavía no hay artículos en esta sección.',
  },
  notFound: {
    title: 'Página no encontrada',
    heading: 'Esta página no existe',
    text: 'Puede que el enlace sea incorrecto o que el artículo se haya trasladado.',
    backHome: 'Volver a la portada',
  },
  errors: {
    badRequestTitle: 'Solicitud no válida',
    badRequestText: 'La dirección solicitada está mal formada o es demasiado larga.',
    serverErrorTitle: 'Error del servidor',
    serverErrorText: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.',
  },
};
