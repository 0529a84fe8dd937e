/**
 * The words of the controls, in the site's languages (French first: the site's interface
 * language). A host passes its own or a language (`labelsFor`); a module's `nav.acc` texts win
 * over both. `{n}`, `{total}` and `{title}` are filled in. The announcer's sentence is not
 * here: its wording is the spec's ("{module}: Slide {n} of {total} – {title}").
 */
export interface SliderLabels {
  /** The carousel region, when the module has no title. */
  carousel: string;
  /** Each slide group: "{n} of {total}". */
  slide: string;
  previous: string;
  next: string;
  /** A bullet, tab or thumbnail: "Slide {n}: {title}". */
  goTo: string;
  /** The rotation control while the slideshow runs, and while it is stopped. */
  stop: string;
  start: string;
  /** The slide-choosing navigations. */
  bullets: string;
  tabs: string;
  thumbs: string;
  scrubber: string;
  /** The live region's words when a slide changes (after the module's name, before the title). */
  announce: string;
}

export const DEFAULT_LABELS: SliderLabels = {
  carousel: 'Slider',
  slide: '{n} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Slide {n}: {title}',
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
  bullets: 'Choose a slide',
  tabs: 'Slide tabs',
  thumbs: 'Slide thumbnails',
  scrubber: 'Slide scrubber',
  announce: 'Slide {n} of {total}',
};

const FRENCH: SliderLabels = {
  carousel: 'Diaporama',
  slide: '{n} sur {total}',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  goTo: 'Diapositive {n} : {title}',
  stop: 'Arrêter le défilement automatique',
  start: 'Lancer le défilement automatique',
  bullets: 'Choisir une diapositive',
  tabs: 'Onglets des diapositives',
  thumbs: 'Miniatures des diapositives',
  scrubber: 'Curseur des diapositives',
  announce: 'Diapositive {n} sur {total}',
};

const SPANISH: SliderLabels = {
  carousel: 'Carrusel',
  slide: '{n} de {total}',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  goTo: 'Diapositiva {n}: {title}',
  stop: 'Detener la presentación automática',
  start: 'Iniciar la presentación automática',
  bullets: 'Elegir una diapositiva',
  tabs: 'Pestañas de las diapositivas',
  thumbs: 'Miniaturas de las diapositivas',
  scrubber: 'Selector de diapositivas',
  announce: 'Diapositiva {n} de {total}',
};

const BY_LANGUAGE: Record<string, SliderLabels> = { en: DEFAULT_LABELS, fr: FRENCH, es: SPANISH };

/** The labels of a language tag ("fr", "fr-CA"); English for any other. */
export function labelsFor(lang: string | null | undefined): SliderLabels {
  const primary = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return BY_LANGUAGE[primary] ?? DEFAULT_LABELS;
}

/** A label with its placeholders filled; a trailing ":" left by an empty title goes. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template
    .replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))
    .replace(/\s*:\s*$/, '')
    .trim();
}
