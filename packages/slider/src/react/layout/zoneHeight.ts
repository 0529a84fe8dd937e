/**
 * The measuring side of `useZoneHeight`, a chunk of its own: only modules with zones load it.
 * Sums the current slide's zones (and each static slide's, keeping the largest), hands the
 * height to the frame's CSS as `--sr7-zones`, and measures again whenever a zone's size
 * changes (fonts, pictures, the window). Returns the cleanup.
 */
export function observeZones(root: HTMLElement, current: string | null): () => void {
  const zonesOf = (slide: Element) =>
    [...slide.querySelectorAll<HTMLElement>('[data-sr7-zone]')].filter(
      (zone) => zone.closest('[data-slide-id]') === slide,
    );
  const measure = () => {
    let height = 0;
    for (const slide of root.querySelectorAll<HTMLElement>('[data-slide-id]')) {
      if (!slide.hasAttribute('data-static-slide') && slide.dataset.slideId !== current) continue;
      const sum = zonesOf(slide).reduce((total, zone) => total + zone.offsetHeight, 0);
      height = Math.max(height, sum);
    }
    const value = height > 0 ? `${height}px` : '';
    if (root.style.getPropertyValue('--sr7-zones') !== value) {
      root.style.setProperty('--sr7-zones', value);
    }
  };
  const observer = new ResizeObserver(measure);
  for (const zone of root.querySelectorAll('[data-sr7-zone]')) observer.observe(zone);
  measure();
  return () => observer.disconnect();
}
