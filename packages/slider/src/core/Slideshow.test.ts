import { describe, expect, it } from 'vitest';
import {
  type ShownSlide,
  Slideshow,
  type SlideshowEvents,
  type SlideshowOptions,
} from './Slideshow.js';
import { FakeClock } from './test-support/FakeClock.js';

function setup(overrides: Partial<SlideshowOptions> = {}) {
  const clock = new FakeClock();
  const events: string[] = [];
  let elapsed = 0;
  const show = Slideshow({
    clock,
    auto: true,
    loop: -1,
    stopAt: -1,
    pauseOnHover: true,
    emit: <K extends keyof SlideshowEvents>(type: K) => {
      events.push(String(type));
    },
    onElapsed: () => {
      elapsed++;
    },
    ...overrides,
  });
  const slide = (index: number, extra: Partial<ShownSlide> = {}): ShownSlide => ({
    id: `s${index + 1}`,
    index,
    isLast: index === 2,
    length: 1000,
    stop: false,
    ...extra,
  });
  return { show, clock, events, slide, elapsed: () => elapsed };
}

describe('Slideshow', () => {
  it('asks for the next slide when the slide length is up', () => {
    const { show, clock, slide, elapsed } = setup();
    show.slideShown(slide(0));
    clock.advance(999);
    expect(elapsed()).toBe(0);
    expect(show.progress(clock.now())).toBeCloseTo(0.999);
    clock.advance(1);
    expect(elapsed()).toBe(1);
    expect(show.progress(clock.now())).toBe(1);
    // Nothing more until the next slide is shown.
    clock.advance(5000);
    expect(elapsed()).toBe(1);
  });

  it('pauses for every reason and resumes when the last is gone, keeping the time used', () => {
    const { show, clock, slide, events, elapsed } = setup();
    show.slideShown(slide(0));
    clock.advance(400);
    show.setReason('hover', true);
    show.setReason('viewport', true);
    expect(show.state()).toBe('paused');
    expect(show.reasons()).toEqual(['hover', 'viewport']);
    clock.advance(5000);
    expect(elapsed()).toBe(0);
    show.setReason('hover', false);
    expect(show.state()).toBe('paused');
    show.setReason('viewport', false);
    expect(show.state()).toBe('resumed');
    expect(events).toEqual(['pause', 'resume']);
    clock.advance(599);
    expect(elapsed()).toBe(0);
    clock.advance(1);
    expect(elapsed()).toBe(1);
    show.slideShown(slide(1));
    expect(show.state()).toBe('running');
  });

  it('ignores hover unless sOH is set', () => {
    const { show, slide } = setup({ pauseOnHover: false });
    show.slideShown(slide(0));
    show.setReason('hover', true);
    expect(show.state()).toBe('running');
    show.setReason('hidden', true);
    expect(show.state()).toBe('paused');
  });

  it('stays paused across slide changes made while paused', () => {
    const { show, clock, slide, elapsed } = setup();
    show.slideShown(slide(0));
    show.setReason('focus', true);
    show.slideShown(slide(1));
    clock.advance(5000);
    expect(elapsed()).toBe(0);
    show.setReason('focus', false);
    clock.advance(1000);
    expect(elapsed()).toBe(1);
  });

  it('never starts with auto off', () => {
    const { show, clock, slide, events, elapsed } = setup({ auto: false });
    show.slideShown(slide(0));
    clock.advance(10_000);
    expect(elapsed()).toBe(0);
    expect(show.state()).toBe('stopped');
    expect(events).toEqual([]);
  });

  it('stops on a slide with slideshow.stop and fires sr.module.finished', () => {
    const { show, clock, slide, events, elapsed } = setup();
    show.slideShown(slide(1, { stop: true }));
    clock.advance(10_000);
    expect(elapsed()).toBe(0);
    expect(show.state()).toBe('stopped');
    expect(events).toEqual(['sr.module.finished']);
    // Pauses after the stop change nothing.
    show.setReason('hover', true);
    expect(events).toEqual(['sr.module.finished']);
  });

  it('counts loops down on the last slide and stops at stopAt once they are used up', () => {
    const { show, clock, slide, events } = setup({ loop: 1, stopAt: 2 });
    show.slideShown(slide(0));
    show.slideShown(slide(1));
    expect(show.state()).toBe('running');
    show.slideShown(slide(2));
    expect(show.loopsLeft()).toBe(0);
    show.slideShown(slide(0));
    expect(show.state()).toBe('running');
    show.slideShown(slide(1));
    expect(show.state()).toBe('stopped');
    expect(events).toEqual(['sr.module.finished']);
    clock.advance(10_000);
  });

  it('with loop 0 stops the first time stopAt is reached', () => {
    const { show, slide } = setup({ loop: 0, stopAt: 1 });
    show.slideShown(slide(0));
    expect(show.state()).toBe('stopped');
  });

  it('loops without end when loop is -1', () => {
    const { show, slide } = setup({ loop: -1, stopAt: 1 });
    for (let round = 0; round < 5; round++) {
      show.slideShown(slide(0));
      show.slideShown(slide(1));
      show.slideShown(slide(2));
    }
    expect(show.state()).toBe('running');
    expect(show.loopsLeft()).toBe(-1);
  });

  it('stop() ends it for good', () => {
    const { show, clock, slide, events, elapsed } = setup();
    show.slideShown(slide(0));
    show.stop();
    show.stop();
    clock.advance(5000);
    expect(elapsed()).toBe(0);
    expect(events).toEqual(['sr.module.finished']);
  });
});
