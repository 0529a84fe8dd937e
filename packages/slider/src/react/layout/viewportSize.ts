import { environmentFrom } from '../../core/Fallback.js';
import { ResizeCheck, type ViewportSize } from '../../core/ResizeCheck.js';

/**
 * The window's size as the engine counts it (spec 9.1 / 9.3, `core/ResizeCheck.ts`): resize
 * events are checked 19 ms after the first of a burst, and on mobile only a height change of
 * more than 30 px counts. One check for the page, started on first use and kept; everything
 * the renderer derives from the window's size (the responsive level, parallax and
 * scroll-timeline geometry) subscribes here, so none of it reacts to a phone's address bar.
 */
let check: ResizeCheck | null = null;
const listeners = new Set<() => void>();

function started(): ResizeCheck {
  if (!check) {
    const made = ResizeCheck({
      read: () => ({ width: window.innerWidth, height: window.innerHeight }),
      mobile: environmentFrom(navigator.userAgent, navigator.maxTouchPoints).mobile,
      onResize: () => {
        for (const listener of listeners) listener();
      },
    });
    window.addEventListener('resize', made.notify);
    check = made;
  }
  return check;
}

export function subscribeViewport(onChange: () => void): () => void {
  started();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The size that counted last (stable between resizes: a fine `useSyncExternalStore` snapshot). */
export function viewportSize(): ViewportSize {
  return started().size();
}
