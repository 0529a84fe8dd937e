import { describe, expect, it, vi } from 'vitest';
import type { KeyedSlide } from './ChangeRequest.js';
import {
  type ChangeEvents,
  type ChangeState,
  SlideChanger,
  type SlideChangerOptions,
} from './SlideChanger.js';
import { type OrderSlide, SlideOrder } from './SlideOrder.js';
import { FakeClock, flush } from './test-support/FakeClock.js';

function setup(overrides: Partial<SlideChangerOptions> = {}, count = 3) {
  const slides: (KeyedSlide & OrderSlide)[] = Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    order: i + 1,
    attr: { deepLink: '', id: '' },
    slideshow: { hal: 0, hfn: false },
  }));
  const clock = new FakeClock();
  const log: string[] = [];
  const states: ChangeState[] = [];
  const changer = SlideChanger({
    order: SlideOrder(slides),
    slides,
    initial: 's1',
    clock,
    nd: 0,
    emit: <K extends keyof ChangeEvents>(type: K, detail: ChangeEvents[K]) => {
      log.push(`${String(type)} ${JSON.stringify(detail)}`);
    },
    onState: (s) => states.push(s),
    ...overrides,
  });
  /** Runs a whole change: out animation done, in animation done. */
  const finish = () => {
    changer.completePhase();
    changer.completePhase();
  };
  return { changer, clock, log, states, finish };
}

describe('SlideChanger', () => {
  it('starts on the initial slide, straight into "in", then idle', () => {
    const { changer } = setup();
    expect(changer.state()).toMatchObject({
      phase: 'in',
      current: 's1',
      previous: null,
      next: 's2',
    });
    changer.completePhase();
    expect(changer.state().phase).toBe('idle');
  });

  it('runs out, then in, moving the pointers between, with the events in order', () => {
    const { changer, log } = setup();
    changer.completePhase();
    log.length = 0;
    expect(changer.request('+1', 'user')).toBe('started');
    expect(changer.state()).toMatchObject({ phase: 'out', current: 's1', target: 's2' });
    changer.completePhase();
    expect(changer.state()).toMatchObject({
      phase: 'in',
      previous: 's1',
      current: 's2',
      next: 's3',
      target: null,
    });
    changer.completePhase();
    expect(changer.state().phase).toBe('idle');
    expect(log).toEqual([
      'sr.slide.changeRequest {"request":"+1","source":"user"}',
      'beforeChange {"current":"s1","next":"s2","source":"user"}',
      'afterChange {"previous":"s1","current":"s2","source":"user"}',
      'ended {"previous":"s1","current":"s2"}',
    ]);
  });

  it('ignores requests to the slide on screen and to nowhere', () => {
    const { changer } = setup();
    changer.completePhase();
    expect(changer.request(0)).toBe('same');
    expect(changer.request('#unknown')).toBe('ignored');
    expect(changer.state().phase).toBe('idle');
  });

  it('queues a request for nd ms while a scene animates, then runs it', () => {
    const { changer, clock, finish } = setup({ nd: 300 });
    changer.completePhase();
    changer.request('+1');
    expect(changer.request(2)).toBe('queued');
    expect(changer.state().queued).toBe(2);
    finish();
    clock.advance(299);
    expect(changer.state()).toMatchObject({ phase: 'idle', current: 's2' });
    clock.advance(1);
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's3', queued: null });
  });

  it('queues again when the scene still runs after nd ms; the latest request wins', () => {
    const { changer, clock, finish } = setup({ nd: 200 });
    changer.completePhase();
    changer.request('+1');
    changer.request(2);
    changer.request(0);
    clock.advance(200);
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's2', queued: 0 });
    finish();
    expect(changer.state()).toMatchObject({ phase: 'idle', current: 's2', queued: 0 });
    clock.advance(200);
    // Index 0 is s1: the held request was the last one made.
    expect(changer.state()).toMatchObject({
      phase: 'out',
      current: 's2',
      target: 's1',
      queued: null,
    });
  });

  it('with nd 0, a request during a scene takes over at once', () => {
    const { changer } = setup({ nd: 0 });
    changer.completePhase();
    changer.request('+1');
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's2' });
    expect(changer.request(2)).toBe('started');
    expect(changer.state()).toMatchObject({ phase: 'out', current: 's1', target: 's3' });
  });

  it('cancels a change when asked back to the slide on screen', () => {
    const { changer } = setup();
    changer.completePhase();
    changer.request('+1');
    expect(changer.request(0)).toBe('same');
    expect(changer.state()).toMatchObject({ phase: 'in', current: 's1', target: null });
  });

  it('defers a change while out of the viewport, and runs the latest on entry', () => {
    const { changer, log } = setup({ inViewport: false });
    changer.completePhase();
    expect(changer.request('+1')).toBe('deferred');
    expect(changer.request(2)).toBe('deferred');
    expect(changer.state()).toMatchObject({ phase: 'idle', current: 's1', deferred: 2 });
    changer.setInViewport(true);
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's3', deferred: null });
    expect(log.filter((l) => l.startsWith('sr.slide.changeRequest'))).toHaveLength(2);
  });

  it('prepares the target before its layers leave: preparing, then out', async () => {
    const resolvers = new Map<string, () => void>();
    const prepare = (id: string) => new Promise<void>((resolve) => resolvers.set(id, resolve));
    const { changer } = setup({ prepare });
    expect(changer.state().phase).toBe('preparing');
    expect([...resolvers.keys()]).toEqual(['s1']);
    resolvers.get('s1')?.();
    await flush();
    expect(changer.state().phase).toBe('in');
    changer.completePhase();
    changer.request('+1');
    expect(changer.state()).toMatchObject({ phase: 'preparing', target: 's2' });
    resolvers.get('s2')?.();
    await flush();
    expect(changer.state().phase).toBe('out');
  });

  /**
   * A `prepare` whose preparations end when the test says, and a changer moved from the first
   * slide at rest to the second one's "out" (its preparation over).
   */
  async function leavingForS2() {
    const resolvers = new Map<string, () => void>();
    const prepare = vi.fn(
      (id: string) => new Promise<void>((resolve) => resolvers.set(id, resolve)),
    );
    const finish = async (id: string) => {
      resolvers.get(id)?.();
      await flush();
    };
    const { changer } = setup({ prepare });
    await finish('s1');
    changer.completePhase();
    changer.request('+1');
    await finish('s2');
    return { changer, prepare, finish };
  }

  it('prepares the slide after the arriving one as it arrives: going on to it needs no preparing', async () => {
    const { changer, prepare, finish } = await leavingForS2();
    expect(prepare.mock.calls.map(([id]) => id)).toEqual(['s1', 's2']);
    changer.completePhase();
    // s2 arrives: s3 starts loading at once, while s2's transition plays.
    expect(changer.state()).toMatchObject({ phase: 'in', current: 's2', next: 's3' });
    expect(prepare.mock.calls.map(([id]) => id)).toEqual(['s1', 's2', 's3']);
    await finish('s3');
    changer.completePhase();
    changer.request('+1');
    // Prepared already: the change goes straight on, in the same turn.
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's3' });
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('a change to a slide still being prepared ahead waits for that preparation', async () => {
    const { changer, finish } = await leavingForS2();
    changer.completePhase();
    changer.completePhase();
    expect(changer.state()).toMatchObject({ phase: 'idle', current: 's2' });
    changer.request('+1');
    expect(changer.state()).toMatchObject({ phase: 'preparing', target: 's3' });
    await finish('s3');
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's3' });
  });

  it('a preparation that throws still shows its slide', async () => {
    const { changer } = setup({
      prepare: () => {
        throw new Error('no layers');
      },
    });
    expect(changer.state().phase).toBe('in');
    changer.completePhase();
    changer.request('+1');
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's2' });
  });

  it('a first slide already shown (entered) rests once prepared, its "in" ended at once', async () => {
    let prepared = () => {};
    const prepare = () =>
      new Promise<void>((resolve) => {
        prepared = resolve;
      });
    const { changer, log, states } = setup({ prepare, entered: true });
    expect(changer.state().phase).toBe('preparing');
    prepared();
    await flush();
    expect(states.map((s) => s.phase)).toEqual(['in', 'idle']);
    expect(changer.state()).toMatchObject({ phase: 'idle', current: 's1', previous: null });
    expect(log).toEqual(['ended {"previous":null,"current":"s1"}']);
    // Only the first slide: a change still runs its phases for the renderer.
    changer.request('+1');
    await flush();
    prepared();
    await flush();
    expect(changer.state()).toMatchObject({ phase: 'out', target: 's2' });
    changer.completePhase();
    expect(changer.state()).toMatchObject({ phase: 'in', current: 's2' });
  });

  it('shows a slide whose preparation failed (its valid part)', async () => {
    const { changer } = setup({ prepare: () => Promise.reject(new Error('layers 404')) });
    await flush();
    changer.completePhase();
    changer.request('+1');
    await flush();
    expect(changer.state().phase).toBe('out');
  });

  it('does nothing after destroy', () => {
    const { changer, clock } = setup({ nd: 100 });
    changer.completePhase();
    changer.request('+1');
    changer.request('+1');
    changer.destroy();
    clock.advance(1000);
    expect(changer.request('+1')).toBe('ignored');
    changer.completePhase();
    expect(changer.state().current).toBe('s1');
  });
});
