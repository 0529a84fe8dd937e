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
    menuClose: 'Cerrar',
    submenuToggle: 'Submenú: {label}',
    mapUnavailable: 'El mapa no se puede mostrar en este momento.',
  },
  footer: {
    about:
      'Tribune es un sitio de información futbolística. Los clubes, jugadores y competiciones de esta demostración son ficticios.',
    copyright: '© {year} Tribune',
    languagesHeading: 'Leer Tribune en',
  },
  liveScore: {
    heading: 'En directo',
  },
  home: {
    title: 'Tribune: la actualidad del fútbol',
    description:
      'Lo último del fútbol francés y europeo: crónicas, análisis, entrevistas y fichajes.',
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
    readInThisLanguage: 'Leer en español',
    figureCredit: 'Ilustración de Tribune',
    relatedHeading: 'Más para leer',
  },
  comments: {
    count: { one: '{count} comentario', other: '{count} comentarios' },
    none: 'Todavía no hay comentarios',
    reply: 'Responder',
    replyTo: 'Responder a {author}',
    awaitingModeration: 'Tu comentario está pendiente de moderación.',
    permalink: 'Enlace al comentario de {author}, {date}',
    formHeading: 'Deja un comentario',
    formHeadingReply: 'Responder a {author}',
    cancelReply: 'Cancelar la respuesta',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    emailNote: 'Tu correo electrónico no se publicará.',
    labels: { comment: 'Comentario', author: 'Nombre', email: 'Correo electrónico', url: 'Web' },
    trapLabel: 'Deja este campo vacío',
    submit: 'Publicar el comentario',
    submitting: 'Enviando…',
    published: 'Gracias, tu comentario está publicado.',
    held: 'Gracias, tu comentario está pendiente de moderación.',
    summaryTitle: {
      one: 'Tu comentario no se ha enviado: {count} problema por corregir',
      other: 'Tu comentario no se ha enviado: {count} problemas por corregir',
    },
    fieldErrors: {
      commentRequired: 'Escribe tu comentario.',
      authorRequired: 'Indica tu nombre.',
      emailRequired: 'Indica tu correo electrónico.',
      emailInvalid: 'Indica un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
      urlInvalid: 'Indica una dirección web que empiece por http:// o https://.',
      tooLong: '{field}: {max} caracteres como máximo.',
    },
    formErrors: {
      nonce:
        'Este formulario ha caducado o ya se ha enviado. Recarga la página y vuelve a enviar tu comentario (el formulario se ha renovado: también puedes volver a enviarlo directamente).',
      rateLimited: {
        one: 'Publicas demasiado rápido. Espera {count} segundo antes de enviar otro comentario.',
        other:
          'Publicas demasiado rápido. Espera {count} segundos antes de enviar otro comentario.',
      },
      parent:
        'El comentario al que respondes ya no existe o no está publicado. Cancela la respuesta para publicar tu comentario.',
      closed: 'Este artículo no admite comentarios.',
      storeFailed:
        'Tu comentario no se ha podido guardar por un problema nuestro. Tu texto se conserva: inténtalo de nuevo dentro de un momento.',
      unexpected:
        'Tu comentario no se ha podido enviar. Tu texto se conserva: inténtalo de nuevo dentro de un momento.',
    },
  },
  pagination: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    pageNumber: 'Página {page}',
    pageStatus: 'Página {page} de {count}',
    pagedTitle: '{title} – página {page}',
  },
  helpers: {
    backToTop: 'Volver arriba',
    videoPanel: {
      heading: 'El vídeo de la semana',
      text: 'Una jugada en ocho segundos: una película de demostración dibujada y codificada por Tribune, sin cámara.',
      show: 'Mostrar el vídeo',
      hide: 'Ocultar el vídeo',
      unsupported: 'Tu navegador no puede reproducir este vídeo.',
    },
    lazyVideo: {
      play: 'Reproducir el vídeo de YouTube',
      watchOnYoutube: 'Ver en YouTube',
    },
  },
  feeds: {
    rssTitle: 'Tribune: últimos artículos',
  },
  category: {
    title: '{category}: todos los artículos',
    description: 'Todos los artículos de la sección {category} de Tribune.',
    empty: 'Todavía no hay artículos en esta sección.',
  },
  gallery: {
    itemCount: { one: '{count} foto', other: '{count} fotos' },
    pageStatus: 'Página {page} de {count}',
    pagedTitle: '{title}, página {page}',
    paginationLabel: 'Páginas de la galería',
    previous: 'Anterior',
    next: 'Siguiente',
    pageNumber: 'Página {page}',
    loadMore: 'Ver más fotos',
    loading: 'Cargando fotos…',
    itemsAdded: { one: '{count} foto añadida.', other: '{count} fotos añadidas.' },
    allLoaded: 'Se muestran todas las fotos.',
    loadFailed: 'La carga ha fallado (error {status}).',
    loadFailedNetwork: 'La carga ha fallado: el servidor no responde.',
    mediaTypes: {
      image: 'Foto',
      gallery: 'Foto',
      video: 'Vídeo',
      inline: 'Texto',
      iframe: 'Página',
      ajax: 'Contenido',
    },
  },
  lightbox: {
    dialog: 'Visor',
    carousel: 'carrusel',
    photoGallery: 'Fotos',
    slide: 'diapositiva',
    slideCounter: '{index} de {total}',
    previous: 'Anterior',
    next: 'Siguiente',
    close: 'Cerrar',
    htmlDisallowed: 'No se permite HTML.',
    loading: 'Cargando…',
    loadFailed: 'No se ha podido cargar este contenido.',
  },
  sliderDemo: {
    indexTitle: 'Demos del slider',
    indexDescription:
      'Los módulos de demostración del motor de slider de Tribune: slider estándar, navegación, barras de progreso y más.',
    indexIntro:
      'Cada módulo lo genera el servidor y luego lo anima en el navegador el motor de slider de Tribune (versión 7).',
    empty: 'Todavía no hay ningún módulo de demostración.',
    pageTitle: 'Demo del slider: {title}',
    pageDescription: 'El módulo «{title}» del motor de slider de Tribune, en demostración.',
    types: { hero: 'Héroe', carousel: 'Carrusel', standard: 'Slider estándar' },
    slideCount: { one: '{count} diapositiva', other: '{count} diapositivas' },
    alias: 'Alias',
    backToIndex: 'Todas las demos del slider',
    embedHeading: 'Insertarlo en una página',
    embedText: 'Este módulo en cualquier página HTML, con o sin React:',
    footerHeading: 'Descubrir',
    footerLink: 'Demos del slider',
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
    reference: 'Referencia del error:',
  },
};
