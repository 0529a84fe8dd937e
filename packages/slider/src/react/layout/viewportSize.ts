import { environmentFrom } from '../../core/Fallback.js';
import { ResizeCheck, type ViewportSize } from '../../core/ResizeCheck.js';

/**
 * The window's size as the engine counts it (spec 9.1 / 9.3, `core/ResizeCheck.ts`): resize
 * events are checked 19 ms after the first of a burst, and on mobile only a height change of
 * more than 30 px counts. One check for the page; everything the renderer derives from the
 * window's size (the responsive level, parallax and scroll-timeline geometry) subscribes here,
 * so none of it reacts to the address bar of a phone.
 */
let check: ResizeCheck | null = null;
const listeners = new Set<() => void>();

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });
const onResize = () => check?.notify();

function started(): ResizeCheck {
  check ??= ResizeCheck({
    read,
    mobile: environmentFrom(navigator.userAgent, navigator.maxTouchPoints).mobile,
    onResize: () => {
      for (const listener of listeners) listener();
    },
  });
  return check;
}

export function subscribeViewport(onChange: () => void): () => void {
  if (listeners.size === 0) {
    started();
    window.addEventListener('resize', onResize);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    check?.destroy();
    check = null;
  };
}

/** The size that counted last (stable between resizes, so a fine `useSyncExternalStore` snapshot). */
export function viewportSize(): ViewportSize {
  return started().size();
}
