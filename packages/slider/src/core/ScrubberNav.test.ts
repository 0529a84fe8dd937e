import { describe, expect, it, vi } from 'vitest';
import { ScrubberNav, scrubberSize } from './ScrubberNav.js';
import { FakeClock } from './test-support/FakeClock.js';

describe('ScrubberNav', () => {
  it('asks for one change once the pointer rests 200 ms', () => {
    const clock = new FakeClock();
    const onChange = vi.fn();
    const scrubber = ScrubberNav({ clock, count: () => 10, onChange });
    for (const f of [0.05, 0.15, 0.35, 0.55, 0.95]) {
      scrubber.scrub(f);
      clock.advance(150);
    }
    // Resting on the same slide does not restart the wait.
    scrubber.scrub(0.96);
    expect(onChange).not.toHaveBeenCalled();
    clock.advance(49);
    expect(onChange).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onChange.mock.calls).toEqual([[9]]);
  });

  it('maps the position to a slide and changes at once on release', () => {
    const clock = new FakeClock();
    const onChange = vi.fn();
    const scrubber = ScrubberNav({ clock, count: () => 4, onChange });
    expect(scrubber.scrub(0)).toBe(0);
    expect(scrubber.scrub(0.26)).toBe(1);
    expect(scrubber.scrub(1)).toBe(3);
    expect(scrubber.scrub(Number.NaN)).toBe(0);
    scrubber.scrub(0.6);
    scrubber.release();
    expect(onChange.mock.calls).toEqual([[2]]);
    scrubber.scrub(0.9);
    scrubber.cancel();
    clock.advance(1000);
    expect(onChange).toHaveBeenCalledOnce();
  });
});

it('scrubberSize is 400 × 50, shrunk to narrow containers', () => {
  expect(scrubberSize(1200)).toEqual({ width: 400, height: 50 });
  expect(scrubberSize(200)).toEqual({ width: 200, height: 25 });
});
