import { describe, expect, it, vi } from 'vitest';
import { SliderEngine } from '../Engine.js';
import type { Logger } from '../Messages.js';
import { FakeClock } from '../test-support/FakeClock.js';
import { makeModule } from '../test-support/modules.js';
import { bindCarousel } from './CarouselBinding.js';
import { carouselTrack } from './CarouselLayout.js';

const quiet: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function setup() {
  const clock = new FakeClock(0);
  const module = makeModule(5, { type: 'carousel', default: { len: 5000 } });
  const engine = SliderEngine(module, { clock, logger: quiet });
  // The first slide's entrance.
  engine.completePhase();
  const t = carouselTrack({
    wrap: 1000,
    sizes: [300, 300, 300, 300, 300],
    space: 20,
    align: 'center',
    infinity: true,
  });
  const animate = vi.fn();
  const binding = bindCarousel(engine, {
    track: () => t,
    snap: true,
    clock,
    animate,
    duration: () => 800,
  });
  const finish = () => {
    engine.completePhase();
    engine.completePhase();
  };
  return { clock, engine, t, animate, binding, finish };
}

describe('the carousel joined to the engine', () => {
  it('asks the engine for the slide a drag settled on, 0.2 s after it rested', () => {
    const { binding, engine, clock } = setup();
    const { drag } = binding;
    drag.start(500, 0);
    drag.move(460, 400);
    drag.end(460, 400);
    expect(engine.getSnapshot().current).toBe('s1');
    clock.advance(200);
    expect(engine.getSnapshot().target).toBe('s2');
  });

  it('pauses the slideshow while the user drags', () => {
    const { binding, engine } = setup();
    binding.drag.start(500, 0);
    expect(engine.getSnapshot().pauseReasons).toContain('interaction');
    binding.drag.end(500, 50);
    expect(engine.getSnapshot().pauseReasons).not.toContain('interaction');
  });

  it('moves the track the shortest way when the engine changes slide', () => {
    const { engine, animate, t, binding } = setup();
    engine.goTo(4, 'user');
    // From slide 1 to slide 5 on a ring: one slot back.
    expect(animate).toHaveBeenCalledWith({
      from: t.targets[0],
      to: t.targets[0]! - 320,
      duration: 800,
    });
    expect(binding.drag.index()).toBe(4);
  });

  it('follows the slideshow, and stops following once disposed', () => {
    const { engine, animate, clock, binding, finish } = setup();
    clock.advance(5000);
    expect(animate).toHaveBeenCalledTimes(1);
    finish();
    binding.dispose();
    clock.advance(5000);
    // The engine moved on to slide 3; the disposed carousel did not follow.
    expect(engine.getSnapshot().target).toBe('s3');
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
