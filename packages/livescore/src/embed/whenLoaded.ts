/**
 * Spec 2.2: the widget starts once the document has finished loading, or on the load event.
 * "Finished" is readyState 'complete': images and styles included, so the widget never
 * competes with the host page's own first paint.
 */
export function whenLoaded(win: Window, start: () => void): void {
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
