import { describe, expect, it, vi } from 'vitest';
import { NavVisibility } from './NavVisibility.js';
import { FakeClock } from './test-support/FakeClock.js';

describe('NavVisibility', () => {
  it('stays shown without hide-on-leave', () => {
    const clock = new FakeClock();
    const nav = NavVisibility({
      clock,
      hideOnLeave: false,
      showDelay: 0,
      hideDelay: 200,
      onChange: vi.fn(),
    });
    nav.leave();
    clock.advance(10_000);
    expect(nav.visible()).toBe(true);
  });

  it('shows dIn ms after entering and hides dOut ms after leaving', () => {
    const clock = new FakeClock();
    const onChange = vi.fn();
    const nav = NavVisibility({
      clock,
      hideOnLeave: true,
      showDelay: 100,
      hideDelay: 200,
      onChange,
    });
    expect(nav.visible()).toBe(false);
    nav.enter();
    clock.advance(99);
    expect(nav.visible()).toBe(false);
    clock.advance(1);
    expect(nav.visible()).toBe(true);
    nav.leave();
    clock.advance(150);
    nav.enter();
    clock.advance(1000);
    expect(nav.visible()).toBe(true);
    nav.leave();
    clock.advance(200);
    expect(nav.visible()).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cancels a pending show when the pointer leaves first', () => {
    const clock = new FakeClock();
    const nav = NavVisibility({
      clock,
      hideOnLeave: true,
      showDelay: 300,
      hideDelay: 200,
      onChange: vi.fn(),
    });
    nav.enter();
    clock.advance(100);
    nav.leave();
    clock.advance(1000);
    expect(nav.visible()).toBe(false);
  });
});
