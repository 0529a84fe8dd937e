import { describe, expect, it, vi } from 'vitest';
import { SliderEngine } from '../Engine.js';
import type { Logger } from '../Messages.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { FakeClock } from '../test-support/FakeClock.js';
import { bindMediaFocus, type MediaFocus, watchMediaFocus } from './MediaFocus.js';

const quiet: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function slide(id: string, order: number, layers: Record<string, unknown>, global = false) {
  return { id, slide: { id, order, title: id, global }, layers };
}

/** s1 has a video layer, s2 a background video, s3 nothing; the static slide an audio layer. */
function mediaModule() {
  return parseModuleStrict({
    settings: { alias: 'media', title: 'Media', default: { len: 1000 } },
    slides: {
      s1: slide('s1', 1, { v: { id: 'v', type: 'video', media: { src: '/a.webm' } } }),
      s2: slide('s2', 2, {
        bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { video: { src: '/b.webm' } } },
      }),
      s3: slide('s3', 3, { t: { id: 't', type: 'text', content: { text: 'Texte' } } }),
      g: slide('g', 4, { a: { id: 'a', type: 'audio', media: { src: '/c.wav' } } }, true),
    },
  });
}

function setup(inViewport = true, module = mediaModule()) {
  const clock = new FakeClock();
  const engine = SliderEngine(module, {
    clock,
    logger: quiet,
    inViewport,
    plugins: [{ name: 'media', setup: bindMediaFocus }],
  });
  const layer = (slideId: string, layerId: string) => {
    const all = [...module.slides, ...module.statics];
    const found = all.find((s) => s.id === slideId)?.layers.find((l) => l.id === layerId);
    if (!found) throw new Error(`${slideId}/${layerId}`);
    return found;
  };
  const seen = new Map<string, MediaFocus[]>();
  for (const [s, l] of [
    ['s1', 'v'],
    ['s2', 'bg'],
    ['g', 'a'],
  ] as const) {
    const list: MediaFocus[] = [];
    seen.set(l, list);
    watchMediaFocus(layer(s, l), (f) => list.push(f));
  }
  const now = (id: string) => seen.get(id)?.at(-1) ?? null;
  /** One change: out, then in. */
  const change = () => {
    engine.completePhase();
    engine.completePhase();
  };
  return { engine, clock, now, seen, change, module };
}

describe('bindMediaFocus', () => {
  it('gives focus to the current slide’s media and the static slides’ media', () => {
    const { engine, now } = setup();
    engine.completePhase();
    expect(now('v')).toEqual({ current: true, count: 1 });
    expect(now('bg')).toEqual({ current: false, count: 0 });
    expect(now('a')).toEqual({ current: true, count: 1 });
  });

  it('takes it from the leaving slide when a change starts, gives it to the arriving one after', () => {
    const { engine, now, change } = setup();
    engine.completePhase();
    engine.next();
    expect(now('v')).toEqual({ current: false, count: 1 });
    expect(now('bg')).toEqual({ current: false, count: 0 });
    change();
    expect(now('bg')).toEqual({ current: true, count: 1 });
    engine.next();
    change();
    engine.next();
    change();
    expect(engine.getSnapshot().current).toBe('s1');
    expect(now('v')).toEqual({ current: true, count: 2 });
    expect(now('bg')).toEqual({ current: false, count: 1 });
    // The static slide's audio kept its focus throughout.
    expect(now('a')).toEqual({ current: true, count: 1 });
  });

  it('gives focus back when a change is cancelled back to the slide on screen', () => {
    const { engine, now } = setup();
    engine.completePhase();
    engine.goTo('#s2');
    expect(now('v')?.current).toBe(false);
    engine.goTo('#s1');
    expect(engine.getSnapshot()).toMatchObject({ current: 's1', target: null });
    expect(now('v')).toEqual({ current: true, count: 2 });
  });

  it('waits until the module has come into view once', () => {
    const { engine, now } = setup(false);
    expect(now('v')).toEqual({ current: false, count: 0 });
    engine.setInViewport(true);
    expect(now('v')).toEqual({ current: true, count: 1 });
    // Leaving the viewport afterwards is not a slide change: the media keeps its focus.
    engine.setInViewport(false);
    expect(now('v')).toEqual({ current: true, count: 1 });
  });

  it('takes focus away when the engine goes, and a new engine counts from 1 again', () => {
    const first = setup();
    first.engine.destroy();
    expect(first.now('v')).toEqual({ current: false, count: 1 });
    // A remount: the same module data, a new engine. "1sttime" media play on its first focus.
    const second = setup(true, first.module);
    expect(second.now('v')).toEqual({ current: true, count: 1 });
  });
});
