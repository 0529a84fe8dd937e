import { animateScroll, SCROLL_DURATION, SCROLL_OFFSET, scrollTargetY } from './smoothScroll.js';

const NATIVELY_FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable]';

/**
 * The element an in-page link points at: the element with that id (or, as HTML allows, an
 * `<a name>`), or the page's top for `#top` when no element claims it (HTML's own rule).
 */
export function anchorTarget(doc: Document, hash: string): Element | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (id === '') return null;
  const element = doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
  if (element) return element;
  return id.toLowerCase() === 'top' ? doc.body : null;
}

/**
 * Moves focus to an anchor's target, as following the link would for keyboard and screen reader
 * users. An element that cannot take focus gets `tabindex="-1"` for as long as it has it.
 */
export function focusTarget(target: Element): void {
  if (!(target instanceof HTMLElement)) return;
  if (!target.hasAttribute('tabindex') && !target.matches(NATIVELY_FOCUSABLE)) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/** A click the page's own code or the browser should handle rather than us. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * In-page links move focus to their target and scroll smoothly to it (spec 2.3, 9.9: 1000 ms,
 * 50 px below the top); under `prefers-reduced-motion: reduce` they jump at once. One listener on the
 * document handles every same-page `#fragment` link, including ones added later; links other code
 * handles (a `preventDefault` in its own click handler) are left alone. The address bar gets the
 * fragment, so the back button and shared links behave as before. Scrolling with the wheel or a
 * finger during the animation stops it there. Returns the uninstaller.
 */
export function installSmoothAnchors(win: Window): () => void {
  const doc = win.document;
  let stop: (() => void) | null = null;
  const interrupt = () => {
    stop?.();
    stop = null;
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, win.location.href);
    const here = win.location;
    if (url.origin !== here.origin || url.pathname !== here.pathname) return;
    if (url.search !== here.search || url.hash === '') return;
    const target = anchorTarget(doc, url.hash);
    if (!target) return;

    event.preventDefault();
    if (url.hash !== here.hash) win.history.pushState(win.history.state, '', url.hash);
    interrupt();
    // Focus moves at once (without the browser's own jump), so a keyboard user's next Tab
    // starts from the target even while the page is still gliding there.
    const to = scrollTargetY(win, target, SCROLL_OFFSET);
    focusTarget(target);
    const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    stop = animateScroll(win, to, reduced ? 0 : SCROLL_DURATION, () => {
      stop = null;
    });
  };

  // On the window, not the document: a click bubbles to the window last, so every handler on
  // the document (the lightbox opening an inline item's `#id` link, the ajax pager) has had
  // its say and its preventDefault is seen, whichever script happened to load first.
  win.addEventListener('click', onClick);
  win.addEventListener('wheel', interrupt, { passive: true });
  win.addEventListener('touchstart', interrupt, { passive: true });
  return () => {
    interrupt();
    win.removeEventListener('click', onClick);
    win.removeEventListener('wheel', interrupt);
    win.removeEventListener('touchstart', interrupt);
  };
}
