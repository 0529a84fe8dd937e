/**
 * The one inline script of every page (spec section 1: "a small script that marks the page as
 * having scripting enabled and stamps a hidden anti-spam form field with the current time in
 * milliseconds"). It also marks images with `data-fade` as loaded, so the hero fades in when its
 * pixels arrive rather than when the page's JavaScript has loaded.
 *
 * It is serialised with `toString()` into the page, so it must not reference anything outside
 * its own body.
 */
export function pageBootstrap(doc: Document): void {
  const root = doc.documentElement;
  root.classList.remove('no-js');
  root.classList.add('js');
  const markLoaded = (img: Element) => img.setAttribute('data-loaded', '');
  doc.addEventListener(
    'load',
    (event) => {
      const target = event.target as Element | null;
      if (target && typeof target.matches === 'function' && target.matches('img[data-fade]')) {
        markLoaded(target);
      }
    },
    true,
  );
  doc.addEventListener('DOMContentLoaded', () => {
    for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-fade]')) {
      if (img.complete && img.naturalWidth > 0) markLoaded(img);
    }
    for (const field of doc.querySelectorAll<HTMLInputElement>('input[data-stamp-time]')) {
      field.value = String(Date.now());
    }
  });
}

export const pageBootstrapSource = `(${pageBootstrap.toString()})(document);`;
