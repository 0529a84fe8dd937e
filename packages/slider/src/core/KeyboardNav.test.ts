import { describe, expect, it } from 'vitest';
import { KeyboardNav } from './KeyboardNav.js';

describe('KeyboardNav', () => {
  it('maps the arrows along the module direction', () => {
    const h = KeyboardNav();
    expect(h.press('ArrowRight', 0)).toBe('+1');
    expect(h.press('ArrowLeft', 1000)).toBe('-1');
    expect(h.press('ArrowDown', 2000)).toBeNull();
    const v = KeyboardNav({ direction: 'vertical' });
    expect(v.press('ArrowDown', 0)).toBe('+1');
    expect(v.press('ArrowUp', 600)).toBe('-1');
  });

  it('ignores presses within 500 ms of the last accepted one', () => {
    const nav = KeyboardNav();
    expect(nav.press('ArrowRight', 1000)).toBe('+1');
    expect(nav.press('ArrowRight', 1499)).toBeNull();
    // Ignored presses do not extend the wait.
    expect(nav.press('ArrowRight', 1500)).toBe('+1');
    expect(nav.press('Enter', 3000)).toBeNull();
  });
});
