import { type RefObject, useEffect } from 'react';

/**
 * Publishes an element's height as a custom property of the root element (`--name: 63px`),
 * kept current by a ResizeObserver (fonts arrive, the window narrows, the menu folds), for page
 * CSS that must stay clear of it: the sticky header's height places a slider module that its
 * scroll timeline pins below the header (site.css). CSS gives a fallback until this runs.
 */
export function usePublishedHeight(element: RefObject<HTMLElement | null>, property: string) {
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const root = el.ownerDocument.documentElement;
    const publish = () => root.style.setProperty(property, `${el.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(property);
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
