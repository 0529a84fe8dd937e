/**
 * A whole-slide link (the slide background drawn as `<a class="sr7-bg">`) is a link on the
 * focused slide only. A click on a neighbour brings it to the front (CarouselStage), so the
 * neighbours' background links keep their URL and name aside (`data-href`, `data-label`) and
 * are no links meanwhile: no tab stop, no "link" for a screen reader, no sliver of a 3D spin's
 * far side as a touch target. The server's HTML has them all as links until the carousel runs.
 *
 * The attributes are the DOM's to change here: React sets them only when the layer's link or
 * the slide's title changes, which a rendered slide's never do.
 */
const ASIDE = [
  ['href', 'href'],
  ['aria-label', 'label'],
] as const;

export function linkOnlyTheFront(slides: ReadonlyMap<number, HTMLElement>, focus: number): void {
  for (const [index, slide] of slides) {
    const link = slide.querySelector<HTMLAnchorElement>('a.sr7-bg');
    if (!link) continue;
    for (const [attribute, key] of ASIDE) {
      const value = link.getAttribute(attribute);
      const kept = link.dataset[key];
      if (index === focus) {
        if (value === null && kept !== undefined) link.setAttribute(attribute, kept);
      } else if (value !== null) {
        link.dataset[key] = value;
        link.removeAttribute(attribute);
      }
    }
  }
}
