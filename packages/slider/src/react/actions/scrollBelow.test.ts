import { describe, expect, it } from 'vitest';
import { cubicBezier, easing, glide, headerClearance, scrollBelowTop } from './scrollBelow.js';

/** A window that scrolls when told and runs animation frames when the test says. */
function fakeWindow(scrollY = 0, scrollPaddingTop = 'auto', innerHeight = 800) {
  const frames = new Map<number, FrameRequestCallback>();
  const listeners = new Map<string, () => void>();
  let next = 1;
  const win = {
    scrollX: 0,
    scrollY,
    innerHeight,
    document: { documentElement: {} },
    getComputedStyle: () => ({ scrollPaddingTop }),
    scrollTo: ({ top }: ScrollToOptions) => {
      win.scrollY = top ?? win.scrollY;
    },
    requestAnimationFrame: (cb: FrameRequestCallback) => {
      frames.set(next, cb);
      return next++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    addEventListener: (type: string, cb: () => void) => listeners.set(type, cb),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const frame = (now: number) => {
    const pending = [...frames.values()];
    frames.clear();
    for (const cb of pending) cb(now);
  };
  return { win: win as unknown as Window & { scrollY: number }, frame, listeners, frames };
}

describe('scrollBelow', () => {
  it('stops just below the module, moved by the action’s offset and the page’s header', () => {
    // The module's bottom 700 px down the window, the page scrolled 100 px: 800 px.
    expect(scrollBelowTop(700, 100, 0, 0)).toBe(800);
    // Engine 6's offset (the fixture's "-89px") stops earlier; a sticky header too.
    expect(scrollBelowTop(700, 100, -89, 0)).toBe(711);
    expect(scrollBelowTop(700, 100, -89, 50)).toBe(661);
    expect(scrollBelowTop(10, 0, -89, 50)).toBe(0);
  });

  it('reads the header the page keeps clear from its scroll-padding-top', () => {
    expect(headerClearance(fakeWindow(0, '50px').win)).toBe(50);
    expect(headerClearance(fakeWindow(0, '10%', 900).win)).toBe(90);
    expect(headerClearance(fakeWindow(0, 'auto').win)).toBe(0);
    expect(headerClearance(fakeWindow(0, '-20px').win)).toBe(0);
  });

  it('glides there over its duration with its ease, frame by frame', () => {
    const { win, frame, listeners } = fakeWindow(0);
    glide(win, 1000, 1000, (t) => t);
    expect(listeners.has('wheel')).toBe(true);
    frame(5000);
    expect(win.scrollY).toBe(0);
    frame(5500);
    expect(win.scrollY).toBe(500);
    frame(6000);
    expect(win.scrollY).toBe(1000);
    // Done: the reader's scrolling is theirs again.
    expect(listeners.size).toBe(0);
  });

  it('jumps at once without a duration (reduced motion)', () => {
    const { win, frames } = fakeWindow(200);
    glide(win, 900, 0, (t) => t);
    expect(win.scrollY).toBe(900);
    expect(frames.size).toBe(0);
  });

  it('stops where it is when the reader scrolls', () => {
    const { win, frame, listeners, frames } = fakeWindow(0);
    glide(win, 1000, 1000, (t) => t);
    frame(0);
    frame(250);
    expect(win.scrollY).toBe(250);
    listeners.get('wheel')?.();
    expect(frames.size).toBe(0);
    frame(1000);
    expect(win.scrollY).toBe(250);
  });

  it('eases as the editor’s names say (CSS curves)', () => {
    const inOut = easing('power1.inOut');
    expect(inOut(0)).toBe(0);
    expect(inOut(1)).toBe(1);
    expect(inOut(0.5)).toBeCloseTo(0.5, 1);
    expect(inOut(0.1)).toBeLessThan(0.1);
    expect(inOut(0.9)).toBeGreaterThan(0.9);
    expect(easing('none')(0.3)).toBe(0.3);
    // An unknown name eases out, as the layer timelines do.
    expect(easing('wobble')(0.5)).toBeCloseTo(cubicBezier(0, 0, 0.58, 1)(0.5), 5);
    expect(easing('ease')(0.5)).toBeCloseTo(cubicBezier(0.25, 0.1, 0.25, 1)(0.5), 5);
  });
});
