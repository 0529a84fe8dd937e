import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { inView } from './usePageSignals.js';

/** An element whose one layout box is `top`…`top + height`, `left`…`left + width`. */
function boxAt(top: number, height = 400, left = 0, width = 1200): Element {
  const box = { top, bottom: top + height, left, right: left + width, width, height };
  return { getClientRects: () => [box] } as unknown as Element;
}

beforeEach(() => {
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('innerWidth', 1280);
});
afterEach(() => vi.unstubAllGlobals());

it('answers as the IntersectionObserver will: in the window, or within the margin of it', () => {
  expect(inView(boxAt(0), 0)).toBe(true);
  expect(inView(boxAt(700), 0)).toBe(true);
  // Touching the window's edge counts, as it does for the observer.
  expect(inView(boxAt(800), 0)).toBe(true);
  expect(inView(boxAt(900), 0)).toBe(false);
  expect(inView(boxAt(900), 150)).toBe(true);
  expect(inView(boxAt(-500), 0)).toBe(false);
  expect(inView(boxAt(-500), 100)).toBe(true);
  // The scroll timeline's negative margin shrinks the window.
  expect(inView(boxAt(700), -200)).toBe(false);
  expect(inView(boxAt(0, 400, 1300), 0)).toBe(false);
});

it('an element without a box (display: none, not in the page) is not in view', () => {
  expect(inView({ getClientRects: () => [] } as unknown as Element, 0)).toBe(false);
  expect(inView(null, 0)).toBe(false);
});
