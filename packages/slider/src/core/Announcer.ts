/**
 * The live-region text read when a slide changes (spec 2.1):
 * "{module}: Slide {n} of {total} – {title}", the middle part in the page's language when the
 * host gives its words (`slide`: "Diapositive {n} sur {total}"). `n` counts from 1 in the play
 * order. The title is the slide's accessible label when the editor set one (not
 * "auto"/"unset"), else its title; without either the text ends after the count.
 */
export interface AnnouncedSlide {
  title: string;
  acc: { label: string };
}

export function announcement(
  moduleName: string,
  index: number,
  total: number,
  slide: AnnouncedSlide,
  words = 'Slide {n} of {total}',
): string {
  const label = slide.acc.label.trim();
  const title = label !== '' && label !== 'auto' && label !== 'unset' ? label : slide.title.trim();
  const head = `${moduleName}: ${words.replace('{n}', `${index + 1}`).replace('{total}', `${total}`)}`;
  return title === '' ? head : `${head} – ${title}`;
}
