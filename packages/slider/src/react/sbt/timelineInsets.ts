/**
 * The part of the window a scroll-based timeline plays in, and where a held module is pinned:
 * below a sticky header and above a sticky footer. The page says how much they cover with
 *
 * 1. `--sr7-sbt-top` / `--sr7-sbt-bottom` (any CSS length or percentage of the window, on the
 *    module's element or any element around it, `:root` included), else
 * 2. its `scroll-padding-top` / `-bottom` (what the browser already keeps clear when it
 *    scrolls to an anchor, and what view timelines leave out by default), else
 * 3. nothing: the window's edges.
 *
 * slider.css pins a held module at `var(--sr7-sbt-top, 0px)`; the scroll padding, which CSS
 * cannot hand to another property, is copied into that variable here (on `subject`).
 */
export const INSET_TOP = '--sr7-sbt-top';
export const INSET_BOTTOM = '--sr7-sbt-bottom';

export interface Insets {
  top: number;
  bottom: number;
}

/** Copies the page's scroll padding where the page set no variable; returns the undoing. */
export function adoptScrollPadding(subject: HTMLElement): () => void {
  const own = getComputedStyle(subject);
  const page = getComputedStyle(subject.ownerDocument.documentElement);
  const set: string[] = [];
  for (const [name, padding] of [
    [INSET_TOP, page.scrollPaddingTop],
    [INSET_BOTTOM, page.scrollPaddingBottom],
  ] as const) {
    if (own.getPropertyValue(name).trim() !== '' || !padding || padding === 'auto') continue;
    subject.style.setProperty(name, padding);
    set.push(name);
  }
  return () => {
    for (const name of set) subject.style.removeProperty(name);
  };
}

/**
 * Both insets in px, as the browser resolves them: a fixed, invisible probe placed by the two
 * variables (a fixed box's offsets are lengths of the window, so `calc()`, `rem` and `%` all
 * come out in px). Negative values count as 0.
 */
export function measureInsets(subject: HTMLElement): Insets {
  const probe = subject.ownerDocument.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:fixed;visibility:hidden;pointer-events:none;left:0;width:0;top:var(${INSET_TOP},0px);bottom:var(${INSET_BOTTOM},0px)`;
  subject.append(probe);
  const style = getComputedStyle(probe);
  const insets = { top: px(style.top), bottom: px(style.bottom) };
  probe.remove();
  return insets;
}

function px(value: string): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
