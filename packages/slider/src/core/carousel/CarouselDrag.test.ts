import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../test-support/FakeClock.js';
import { CarouselDrag, type CarouselDragOptions } from './CarouselDrag.js';
import { carouselTrack } from './CarouselLayout.js';

/** Five 300 px slides 20 px apart (one slot = 320 px), centred in a 1000 px wrap. */
function setup(options: Partial<CarouselDragOptions> & { infinity?: boolean; wrap?: number } = {}) {
  const clock = new FakeClock(0);
  const onChange = vi.fn();
  const onInteraction = vi.fn();
  const t = carouselTrack({
    wrap: options.wrap ?? 1000,
    sizes: [300, 300, 300, 300, 300],
    space: 20,
    align: 'center',
    infinity: options.infinity ?? false,
  });
  const drag = CarouselDrag({
    track: () => t,
    snap: true,
    clock,
    onChange,
    onInteraction,
    ...options,
  });
  /** A drag from x = 500 by `dx` px over `ms`, in steps of 10 ms. */
  const gesture = (dx: number, ms: number, at = clock.now()) => {
    drag.start(500, at);
    const steps = Math.max(1, Math.round(ms / 10));
    for (let i = 1; i <= steps; i++) drag.move(500 + (dx * i) / steps, at + (ms * i) / steps);
    return drag.end(500 + dx, at + ms);
  };
  return { clock, onChange, onInteraction, t, drag, gesture };
}

describe('the 130 ms / 10 % rule', () => {
  it('a slow drag of 40 px (more than 10 % of 300) over 400 ms advances one slide', () => {
    const { drag, gesture, t } = setup({ start: 2 });
    const release = gesture(-40, 400);
    expect(release).toMatchObject({ index: 3, to: t.targets[3], advanced: true });
    expect(drag.position()).toBe(t.targets[3]);
  });

  it('dragging the other way goes back one', () => {
    const { gesture } = setup({ start: 2 });
    expect(gesture(40, 400)).toMatchObject({ index: 1, advanced: true });
  });

  it('a drag of 10 % or less, or not longer than 130 ms, snaps back', () => {
    const { gesture, clock } = setup({ start: 2 });
    expect(gesture(-30, 400)).toMatchObject({ index: 2, advanced: false });
    clock.advance(1000);
    // 40 px in 100 ms is a slow flick: its throw (0.4 px/ms → 10 px) does not reach slide 3.
    expect(gesture(-40, 100)).toMatchObject({ index: 2, advanced: false });
  });

  it('does not advance past the last slide without infinity', () => {
    const { gesture } = setup({ start: 4 });
    expect(gesture(-60, 400)).toMatchObject({ index: 4, advanced: false });
  });
});

describe('throws', () => {
  it('a fast flick is carried by its throw (resistance 8000 with snap) and lands on a slide', () => {
    const { gesture, t } = setup({ start: 0 });
    // 200 px in 50 ms: 4 px/ms, a throw of 16000²/16000 = 1000 px on top of the drag.
    const release = gesture(-200, 50);
    expect(release.velocity).toBeCloseTo(4);
    expect(release.duration).toBeCloseTo(500);
    // 150 + 200 + 1000 = 1350 → slide 4 (1430) is nearest.
    expect(release).toMatchObject({ index: 4, to: t.targets[4] });
  });

  it('without snap the same flick glides (resistance 500) and stops at the end', () => {
    const { gesture, t } = setup({ start: 0, snap: false });
    const release = gesture(-200, 50);
    expect(release.duration).toBeCloseTo(8000);
    expect(release.to).toBe(t.max);
  });

  it('a release that throws nothing settles over dur (800 ms)', () => {
    const { drag, t } = setup({ start: 1 });
    drag.start(500, 0);
    drag.move(480, 400);
    // The pointer rested 200 ms before release: no velocity left.
    drag.move(480, 600);
    const release = drag.end(480, 800);
    expect(release).toMatchObject({ duration: 800, velocity: 0, to: t.targets[1] });
  });
});

describe('edges and infinity', () => {
  it('moves a drag past the first slide at 20 % (edge resistance 0.8)', () => {
    const { drag, t } = setup({ start: 0 });
    drag.start(500, 0);
    expect(drag.move(600, 100)).toBeCloseTo(t.targets[0]! - 20);
  });

  it('goes round with infinity: dragging back from the first slide reaches the last', () => {
    const { gesture, t } = setup({ start: 0, infinity: true });
    const release = gesture(40, 400);
    expect(release.index).toBe(4);
    // The nearest turn: one slot before slide 0, not four after it.
    expect(release.to).toBe(t.targets[0]! - 320);
  });
});

describe('sight snap (no snap)', () => {
  it('brings the focused slide into view when at least 75 % of it is in sight', () => {
    // A 300 px wrap shows one slide: stopping 60 px off leaves 80 % of it in sight.
    const { drag, t } = setup({ start: 1, snap: false, wrap: 300 });
    drag.start(500, 0);
    drag.move(440, 400);
    drag.move(440, 700);
    expect(drag.end(440, 800)).toMatchObject({ to: t.targets[1], sighted: true });
  });

  it('leaves a slide less than 75 % in sight where the drag stopped', () => {
    const { drag, t } = setup({ start: 1, snap: false, wrap: 300 });
    drag.start(500, 0);
    drag.move(400, 400);
    drag.move(400, 700);
    expect(drag.end(400, 800)).toMatchObject({ to: t.targets[1]! + 100, sighted: false });
  });
});

describe('the 0.2 s change debounce', () => {
  it('reports the focused slide once it has rested 200 ms, once per change', () => {
    const { gesture, onChange, clock } = setup({ start: 0 });
    gesture(-200, 50);
    // The throw crossed slides 1, 2 and 3 on the way: nothing reported yet.
    expect(onChange).not.toHaveBeenCalled();
    clock.advance(199);
    expect(onChange).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('reports nothing when the drag comes back to the slide it started on', () => {
    const { gesture, onChange, clock } = setup({ start: 2 });
    gesture(-20, 400);
    clock.advance(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('restarts the wait on every change of focus while dragging', () => {
    const { drag, onChange, clock } = setup({ start: 0 });
    drag.start(500, 0);
    drag.move(300, 10); // slide 1 focused
    clock.advance(150);
    drag.move(-100, 160); // slide 2: the wait starts again
    clock.advance(150);
    expect(onChange).not.toHaveBeenCalled();
    clock.advance(50);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('does not echo navigation the engine asked for', () => {
    const { drag, onChange, clock, t } = setup({ start: 0 });
    expect(drag.goTo(3)).toEqual({ from: t.targets[0], to: t.targets[3] });
    clock.advance(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(drag.index()).toBe(3);
  });
});

describe('the slideshow pauses while the user drags', () => {
  it('says when a drag starts and when it ends or is cancelled', () => {
    const { drag, onInteraction, gesture, t } = setup({ start: 1 });
    gesture(-10, 400);
    expect(onInteraction.mock.calls).toEqual([[true], [false]]);
    drag.start(500, 5000);
    expect(drag.dragging()).toBe(true);
    drag.move(300, 5100);
    expect(drag.cancel()).toBe(t.targets[1]);
    expect(onInteraction.mock.calls.at(-1)).toEqual([false]);
    expect(drag.dragging()).toBe(false);
  });
});
