/**
 * The live-region text read when a slide changes (spec 2.1):
 * "{module}: Slide {n} of {total} – {title}". `n` counts from 1 in the play order. The title is
 * the slide's accessible label when the editor set one (not "auto"/"unset"), else its title;
 * without either the text ends after the count.
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
): string {
  const label = slide.acc.label.trim();
  const title = label !== '' && label !== 'auto' && label !== 'unset' ? label : slide.title.trim();
  const head = `${moduleName}: Slide ${index + 1} of ${total}`;
  return title === '' ? head : `${head} – ${title}`;
}
