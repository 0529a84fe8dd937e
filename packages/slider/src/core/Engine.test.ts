import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type EngineOptions, SliderEngine } from './Engine.js';
import type { Logger } from './Messages.js';
import { parseModule, type SliderModule } from './model/ParseModule.js';
import { FakeClock, flush } from './test-support/FakeClock.js';
import { readFixture } from './test-support/fixtures.js';
import { makeModule } from './test-support/modules.js';

const quiet: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function setup(module: SliderModule, options: EngineOptions = {}) {
  const clock = new FakeClock();
  const engine = SliderEngine(module, { clock, logger: quiet, ...options });
  const events: string[] = [];
  for (const type of [
    'beforeChange',
    'afterChange',
    'ended',
    'pause',
    'resume',
    'sr.module.finished',
    'slidesRemoved',
  ] as const) {
    engine.on(type, () => events.push(type));
  }
  /** The renderer's animations: both phases done. */
  const animate = () => {
    engine.completePhase();
    engine.completePhase();
  };
  return { engine, clock, events, animate };
}

describe('SliderEngine', () => {
  it('plays the slideshow through the change sequence', () => {
    const { engine, clock, animate } = setup(makeModule(3));
    engine.completePhase();
    expect(engine.getSnapshot()).toMatchObject({
      phase: 'idle',
      current: 's1',
      slideshow: 'running',
    });
    clock.advance(1000);
    expect(engine.getSnapshot()).toMatchObject({ phase: 'out', target: 's2' });
    animate();
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle', current: 's2', previous: 's1' });
    clock.advance(1000);
    animate();
    clock.advance(1000);
    animate();
    expect(engine.getSnapshot().current).toBe('s1');
  });

  it('uses each slide length, "default" meaning default.len', () => {
    const { engine, clock, animate } = setup(
      makeModule([{ len: 300 }, { len: 'default' }], { default: { len: '2500' } }),
    );
    engine.completePhase();
    clock.advance(300);
    animate();
    expect(engine.getSnapshot().current).toBe('s2');
    clock.advance(2499);
    expect(engine.getSnapshot().phase).toBe('idle');
    clock.advance(1);
    expect(engine.getSnapshot().phase).toBe('out');
  });

  it('rests once its first slide, on the page already (entered), is prepared: same events', async () => {
    const prepare = () => Promise.resolve();
    const plain = setup(makeModule(3), { prepare });
    await flush();
    expect(plain.engine.getSnapshot().phase).toBe('in');
    plain.engine.completePhase();
    const { engine, events } = setup(makeModule(3), { prepare, entered: true });
    expect(engine.getSnapshot().phase).toBe('preparing');
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ phase: 'idle', current: 's1', previous: null });
    expect(events).toEqual(['ended']);
    expect(events).toEqual(plain.events);
  });

  it('gives a subscriber a new snapshot only when something changed', () => {
    const { engine } = setup(makeModule(3));
    const listener = vi.fn();
    engine.subscribe(listener);
    const before = engine.getSnapshot();
    engine.completePhase();
    expect(listener).toHaveBeenCalled();
    expect(engine.getSnapshot()).not.toBe(before);
    listener.mockClear();
    const still = engine.getSnapshot();
    engine.resume('hover');
    expect(engine.getSnapshot()).toBe(still);
  });

  it('announces "{module}: Slide {n} of {total} – {title}"', () => {
    const { engine, animate } = setup(makeModule([{ title: 'Kick-off' }, { title: 'Half-time' }]));
    engine.completePhase();
    expect(engine.getSnapshot().announcement).toBe('Demo: Slide 1 of 2 – Kick-off');
    engine.next();
    animate();
    expect(engine.getSnapshot().announcement).toBe('Demo: Slide 2 of 2 – Half-time');
  });

  it('shows one slide for a hero, with no slideshow and no navigation', () => {
    const { engine, clock } = setup(
      makeModule([{ order: 5 }, { order: 2, title: 'Lowest' }], { type: 'hero' }),
    );
    engine.completePhase();
    expect(engine.getSnapshot()).toMatchObject({
      current: 's2',
      play: ['s2'],
      slideshow: 'stopped',
    });
    expect(engine.next()).toBe('same');
    clock.advance(60_000);
    expect(engine.getSnapshot().phase).toBe('idle');
  });

  it('pauses out of the viewport and defers changes until it is back', () => {
    const { engine, clock, events } = setup(makeModule(3));
    engine.completePhase();
    engine.setInViewport(false);
    expect(engine.getSnapshot()).toMatchObject({ slideshow: 'paused', pauseReasons: ['viewport'] });
    clock.advance(10_000);
    expect(engine.next()).toBe('deferred');
    engine.setInViewport(true);
    expect(engine.getSnapshot()).toMatchObject({
      phase: 'out',
      target: 's2',
      slideshow: 'resumed',
    });
    expect(events).toEqual(['ended', 'pause', 'resume', 'beforeChange']);
  });

  it('pauses while the tab is hidden and when the user asks', () => {
    const { engine, clock } = setup(makeModule(3));
    engine.completePhase();
    engine.setTabHidden(true);
    engine.pause();
    engine.setTabHidden(false);
    clock.advance(5000);
    expect(engine.getSnapshot()).toMatchObject({
      phase: 'idle',
      slideshow: 'paused',
      pauseReasons: ['user'],
    });
    engine.resume();
    clock.advance(1000);
    expect(engine.getSnapshot().phase).toBe('out');
  });

  it('stops at stopAt after the loops and fires sr.module.finished', () => {
    const { engine, clock, events, animate } = setup(
      makeModule(3, { slideshow: { loop: '1', stopAt: '2' } }),
    );
    engine.completePhase();
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      animate();
    }
    expect(engine.getSnapshot()).toMatchObject({
      current: 's2',
      slideshow: 'stopped',
      loopsLeft: 0,
    });
    expect(events.filter((e) => e === 'sr.module.finished')).toHaveLength(1);
    clock.advance(10_000);
    expect(engine.getSnapshot().phase).toBe('idle');
  });

  it('removes a slide after its hal loops', () => {
    const { engine, clock, events, animate } = setup(makeModule([{}, { hal: 1 }, {}]));
    engine.completePhase();
    for (let i = 0; i < 2; i++) {
      clock.advance(1000);
      animate();
    }
    expect(engine.getSnapshot()).toMatchObject({ current: 's3', play: ['s1', 's3'], next: 's1' });
    expect(events).toContain('slidesRemoved');
    clock.advance(1000);
    animate();
    clock.advance(1000);
    animate();
    expect(engine.getSnapshot().current).toBe('s3');
  });

  it('opens on the deep-linked slide and writes the hash on change', () => {
    const setHash = vi.fn();
    const module = makeModule([{}, { deepLink: 'goal' }, { deepLink: 'final whistle' }], {
      browser: { useURLDeeplink: true },
    });
    const { engine, animate } = setup(module, { hash: '#goal', setHash });
    expect(engine.getSnapshot().current).toBe('s2');
    engine.next();
    animate();
    expect(setHash).toHaveBeenCalledWith('#final%20whistle');
    expect(engine.hashChanged('#slide1')).toBe('started');
    animate();
    expect(engine.getSnapshot().current).toBe('s1');
  });

  it('opens on `slideN` and ignores unknown hashes', () => {
    expect(setup(makeModule(3), { hash: '#slide3' }).engine.getSnapshot().current).toBe('s3');
    expect(setup(makeModule(3), { hash: '#nope' }).engine.getSnapshot().current).toBe('s1');
  });

  it('reports the progress bar value for base slide and base all', () => {
    const slide = setup(makeModule(4));
    slide.clock.advance(250);
    expect(slide.engine.progress(slide.clock.now())).toBeCloseTo(0.25);
    const all = setup(makeModule(4, { pbar: { base: 'all' } }));
    all.engine.completePhase();
    all.clock.advance(1000);
    all.animate();
    all.clock.advance(500);
    expect(all.engine.progress()).toBeCloseTo((1 + 0.5) / 4);
  });

  it('fires sr7.lowfps from frame timestamps', () => {
    const { engine } = setup(makeModule(2));
    const low = vi.fn();
    engine.on('sr7.lowfps', low);
    for (let t = 0; t <= 4100; t += 50) engine.frame(t);
    expect(low).toHaveBeenCalledWith({ fps: 20 });
  });

  it('runs plugins and cleans them up; a throwing plugin is logged', () => {
    const cleanup = vi.fn();
    const { engine } = setup(makeModule(2), {
      plugins: [
        { name: 'ok', setup: () => cleanup },
        {
          name: 'broken',
          setup: () => {
            throw new Error('boom');
          },
        },
      ],
    });
    engine.destroy();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(quiet.error).toHaveBeenCalledWith('broken:', expect.any(Error));
  });

  it('hands plugins the renderer’s host: the data source, the language and the logger', () => {
    const seen = vi.fn();
    const source = { restBase: 'https://tribune.example/api/slider' };
    setup(makeModule(2), {
      host: { source, lang: 'es' },
      plugins: [{ name: 'probe', setup: (_engine, host) => void seen(host) }],
    });
    expect(seen).toHaveBeenCalledWith({ source, lang: 'es', logger: quiet });
    const bare = vi.fn();
    setup(makeModule(2), { plugins: [{ name: 'probe', setup: (_e, host) => void bare(host) }] });
    expect(bare).toHaveBeenCalledWith({ source: {}, logger: quiet });
  });

  it('keeps running when a host listener throws', () => {
    const { engine, animate } = setup(makeModule(2));
    engine.on('beforeChange', () => {
      throw new Error('host bug');
    });
    engine.completePhase();
    engine.next();
    animate();
    expect(engine.getSnapshot().current).toBe('s2');
  });

  it('runs a real fixture: hermes bullets module with "5000" slides', () => {
    const { module } = parseModule(
      readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'),
    );
    const { engine, clock, animate } = setup(module as SliderModule);
    engine.completePhase();
    clock.advance(4999);
    expect(engine.getSnapshot().phase).toBe('idle');
    clock.advance(1);
    animate();
    expect(engine.getSnapshot().announcement).toBe('cleaner2_el: Slide 2 of 3 – Slide');
  });

  it('never leaves the current slide out of range, whatever the requests', () => {
    const request = fc.oneof(
      fc.constantFrom('+1', '-1', '+2', 'next', 'prev', '#s2', '#99', '#slide', 'x'),
      fc.integer({ min: -20, max: 20 }),
      fc.string(),
    );
    const step = fc.oneof(
      request.map((r) => ({ kind: 'request' as const, r })),
      fc.constantFrom(
        { kind: 'phase' as const },
        { kind: 'time' as const },
        { kind: 'viewport' as const },
        { kind: 'hover' as const },
      ),
    );
    const slides = fc.array(
      fc.record({ hfn: fc.boolean(), hal: fc.nat({ max: 3 }), order: fc.nat({ max: 5 }) }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(
        slides,
        fc.nat({ max: 400 }),
        fc.array(step, { maxLength: 60 }),
        (specs, nd, steps) => {
          const { engine, clock } = setup(
            makeModule(specs, { nav: { nd }, slideshow: { sOH: true } }),
          );
          let visible = true;
          let hover = false;
          for (const s of steps) {
            if (s.kind === 'request') engine.goTo(s.r, 'user');
            else if (s.kind === 'phase') engine.completePhase();
            else if (s.kind === 'time') clock.advance(700);
            else if (s.kind === 'viewport') {
              visible = !visible;
              engine.setInViewport(visible);
            } else {
              hover = !hover;
              engine.setPauseReason('hover', hover);
            }
            const snap = engine.getSnapshot();
            const ids = engine.module.slides.map((x) => x.id);
            expect(ids).toContain(snap.current);
            expect(snap.play.length).toBeGreaterThan(0);
            if (snap.target !== null) expect(snap.play).toContain(snap.target);
            if (snap.next !== null) expect(snap.play).toContain(snap.next);
          }
          engine.destroy();
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
