import { describe, expect, it, vi } from 'vitest';
import { SliderEngine } from '../Engine.js';
import type { Logger } from '../Messages.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { FakeClock, flush } from '../test-support/FakeClock.js';
import { FakeMediaPlayer } from '../test-support/FakeMediaPlayer.js';
import { MediaController } from './MediaController.js';
import { bindMediaFocus, watchMediaFocus } from './MediaFocus.js';
import { readMediaOptions } from './MediaOptions.js';

/**
 * The slideshow beside media. Spec 4.2 names what pauses the slideshow (hover with sOH, the
 * reader working the carousel or the scrubber, the module out of view, the tab hidden) and what
 * stops it (auto off, the current slide's slideshow.stop, the loops done); spec 3.4 and 4.3
 * give media no say over it. So a playing video neither holds its slide nor pauses the timer,
 * its slide goes at its length, and the video pauses as it goes (pauseOnSwap). A slide meant to
 * stay while its video plays says so with slideshow.stop (or a longer len).
 */
const quiet: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function setup(slideshow: Record<string, unknown> = {}, media: Record<string, unknown> = {}) {
  const module = parseModuleStrict({
    settings: { alias: 'slideshow-media', default: { len: 3000 }, slideshow: { auto: true } },
    slides: {
      s1: {
        id: 's1',
        slide: { id: 's1', order: 1, slideshow },
        layers: {
          v: { id: 'v', type: 'video', media: { src: '/a.webm', autoPlay: true, ...media } },
        },
      },
      s2: { id: 's2', slide: { id: 's2', order: 2 }, layers: {} },
    },
  });
  const clock = new FakeClock();
  const engine = SliderEngine(module, {
    clock,
    logger: quiet,
    plugins: [{ name: 'media', setup: bindMediaFocus }],
  });
  const layer = module.slides[0]!.layers[0]!;
  const player = new FakeMediaPlayer();
  const controller = MediaController({
    options: readMediaOptions(layer.media, 'video'),
    player,
    clock,
    logger: quiet,
  });
  // What the renderer does: focus changes go to the controller.
  watchMediaFocus(layer, (f) => (f.current ? controller.focus(f.count) : controller.blur()));
  const animate = () => {
    engine.completePhase();
    engine.completePhase();
  };
  return { engine, clock, player, controller, animate };
}

describe('the slideshow while a video plays (spec 4.2, 4.3)', () => {
  it('keeps running: the slide goes at its length and the video pauses as it goes', async () => {
    const { engine, clock, player, controller, animate } = setup();
    engine.completePhase();
    await flush();
    expect(controller.getSnapshot().state).toBe('playing');
    expect(engine.getSnapshot()).toMatchObject({ slideshow: 'running', pauseReasons: [] });
    player.advance(2.999);
    clock.advance(2999);
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle', current: 's1' });
    clock.advance(1);
    expect(engine.getSnapshot()).toMatchObject({ phase: 'out', target: 's2' });
    // pauseOnSwap (default true): the video pauses as its slide starts to go.
    expect(controller.getSnapshot().state).toBe('paused');
    animate();
    expect(engine.getSnapshot().current).toBe('s2');
  });

  it('a video that ends before the slide does not move the slide on either', async () => {
    const { engine, clock, player, controller } = setup({}, { end: 1 });
    engine.completePhase();
    await flush();
    player.advance(1);
    clock.advance(1000);
    expect(controller.getSnapshot().state).toBe('finished');
    clock.advance(1999);
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle', current: 's1' });
    clock.advance(1);
    expect(engine.getSnapshot().phase).toBe('out');
  });

  it('a slide with slideshow.stop holds the slideshow while its video plays on', async () => {
    const { engine, clock, player, controller } = setup({ stop: true });
    engine.completePhase();
    await flush();
    expect(engine.getSnapshot().slideshow).toBe('stopped');
    player.advance(10);
    clock.advance(60_000);
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle', current: 's1' });
    expect(controller.getSnapshot().state).toBe('playing');
  });
});
