/**
 * Tab and Shift+Tab inside a modal dialog wrap around (WAI-ARIA dialog pattern): from the last
 * control to the first and back, without ever reaching the page behind (which `showModal`
 * makes inert) or the browser's own controls.
 */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The controls Tab reaches inside `root`, in order: shown, not inert, not tabindex -1. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Moves focus round the ends of `root`'s controls; true when it did (the key is then used). */
export function wrapTab(root: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const list = tabbables(root);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return false;
  const inside = active !== null && root.contains(active);
  if (backwards && (active === first || !inside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || !inside)) {
    first.focus();
    return true;
  }
  return false;
}
