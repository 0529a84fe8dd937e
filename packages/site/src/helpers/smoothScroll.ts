/** Spec 9.9 "Scroll-to": targets stop this far below the top of the window (the sticky header). */
export const SCROLL_OFFSET = 50;
/** Spec 9.9 "Scroll-to": how long the smooth scroll takes, in ms. */
export const SCROLL_DURATION = 1000;

/** jQuery's "swing" easing, which the original page helper used: slow, fast, slow. */
export function swing(progress: number): number {
  return 0.5 - Math.cos(progress * Math.PI) / 2;
}

/** Where the window scrolls to show `target`: its top `offset` px below the window's top. */
export function scrollTargetY(win: Window, target: Element, offset: number): number {
  if (target === win.document.body || target === win.document.documentElement) return 0;
  return Math.max(0, Math.round(target.getBoundingClientRect().top + win.scrollY - offset));
}

/**
 * Scrolls the window vertically to `to` over `duration` ms, eased, one step per animation
 * frame, timed by the frames' own timestamps; `done` runs after the last step. A duration of 0
 * jumps at once (reduced motion). Returns a function that stops the animation (without `done`).
 */
export function animateScroll(
  win: Window,
  to: number,
  duration: number,
  done: () => void,
): () => void {
  const from = win.scrollY;
  const jump = (top: number) => win.scrollTo({ top, left: win.scrollX, behavior: 'instant' });
  if (duration <= 0 || from === to) {
    jump(to);
    done();
    return () => {};
  }
  let start: number | null = null;
  let frame = 0;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    jump(from + (to - from) * swing(progress));
    if (progress < 1) frame = win.requestAnimationFrame(step);
    else done();
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}
