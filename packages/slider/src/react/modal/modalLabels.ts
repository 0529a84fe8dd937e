/**
 * The modal's own words, in the site's languages (French first). Its name for assistive
 * technology is the module's title; these are for the close button.
 */
export interface ModalLabels {
  close: string;
}

const BY_LANGUAGE: Record<string, ModalLabels> = {
  fr: { close: 'Fermer' },
  en: { close: 'Close' },
  es: { close: 'Cerrar' },
};

export function modalLabelsFor(lang: string | null | undefined): ModalLabels {
  const primary = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return BY_LANGUAGE[primary] ?? (BY_LANGUAGE.en as ModalLabels);
}
