import { type RefObject, useEffect } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import type { Logger } from '../../core/Messages.js';
import { warnIfParentZero } from '../../core/ParentSize.js';
import { reachableMargin } from '../../core/ViewportMargin.js';

/**
 * Whether the IntersectionObserver of `usePageSignals` will find the module in view (its
 * margin above and below the window): what the engine starts with, so that a module in view
 * is interactive without waiting a frame for the observer's first answer. An element without
 * a box (display: none) is not in view.
 */
export function inView(element: Element | null, vPort: number): boolean {
  const box = element?.getClientRects()[0];
  const margin = reachableMargin(vPort, box?.height ?? 0);
  return (
    !!box &&
    box.bottom >= -margin &&
    box.top <= innerHeight + margin &&
    box.right >= 0 &&
    box.left <= innerWidth
  );
}

/**
 * What only the page knows, reported to the engine (README "What the React layer must do" 4):
 * whether the module is near the viewport (IntersectionObserver with the module's `vPort`
 * margin), whether the tab is hidden, the URL hash for deep links, and the 0 px parent warning.
 */
export function usePageSignals(
  engine: SliderEngine | null,
  element: RefObject<HTMLElement | null>,
  options: { margin: number; alias: string; fullHeight: boolean; logger: Logger },
): void {
  const { margin, alias, fullHeight, logger } = options;

  useEffect(() => {
    const el = element.current;
    if (!engine || !el) return;
    if (typeof IntersectionObserver !== 'function') {
      engine.setInViewport(true);
      return;
    }
    // The margin depends on the module's height (a short module, `reachableMargin`): the
    // observer is made again when the height changes what the margin is.
    let observer: IntersectionObserver | null = null;
    let used: number | null = null;
    const observe = () => {
      const next = reachableMargin(margin, el.getBoundingClientRect().height);
      if (next === used) return;
      used = next;
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (entry) engine.setInViewport(entry.isIntersecting);
        },
        { rootMargin: `${next}px 0px` },
      );
      observer.observe(el);
    };
    observe();
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(observe) : null;
    sizes?.observe(el);
    return () => {
      sizes?.disconnect();
      observer?.disconnect();
    };
  }, [engine, element, margin]);

  useEffect(() => {
    if (!engine) return;
    const report = () => engine.setTabHidden(document.visibilityState === 'hidden');
    report();
    document.addEventListener('visibilitychange', report);
    const onHash = () => engine.hashChanged(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('hashchange', onHash);
    };
  }, [engine]);

  // At mount, beside the module's other first measurements: read later, once the engine's
  // first render has changed styles, the box would cost a layout of its own.
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    warnIfParentZero(alias, { width: rect.width, height: rect.height }, fullHeight, logger);
  }, [element, alias, fullHeight, logger]);
}
