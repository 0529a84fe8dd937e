const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'iframe',
  'video[controls]',
  'audio[controls]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What Tab can reach inside `root`, in order: not inert, not hidden. */
export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * The WAI-ARIA modal dialog's Tab rule: focus wraps from the last focusable element to the first
 * and back. Returns the element to focus, or null to let the browser move on.
 */
export function wrapTarget(
  items: HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return null;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (backwards) return index <= 0 ? last : null;
  return index === items.length - 1 ? first : null;
}
