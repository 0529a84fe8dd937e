import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { FakeClock, flush } from '../test-support/FakeClock.js';
import { FakeMediaPlayer } from '../test-support/FakeMediaPlayer.js';
import { bindHeroMediaFocus } from './HeroMediaFocus.js';
import { MediaController } from './MediaController.js';
import { type MediaFocus, watchMediaFocus } from './MediaFocus.js';
import { readMediaOptions } from './MediaOptions.js';

/** A hero: its lowest-order slide (h1) with a video and a background video; a static audio. */
function hero() {
  return parseModuleStrict({
    settings: { alias: 'hero-media', title: 'Hero', type: 'hero' },
    slides: {
      h2: { id: 'h2', slide: { id: 'h2', order: 2 }, layers: { x: { id: 'x', type: 'video' } } },
      h1: {
        id: 'h1',
        slide: { id: 'h1', order: 1 },
        layers: {
          v: { id: 'v', type: 'video', media: { src: '/a.webm', autoPlay: '1sttime' } },
          bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { video: { src: '/b.webm' } } },
        },
      },
      g: {
        id: 'g',
        slide: { id: 'g', order: 3, global: true },
        layers: { a: { id: 'a', type: 'audio', media: { src: '/c.wav' } } },
      },
    },
  });
}

describe('bindHeroMediaFocus', () => {
  it('gives the shown slide’s and static slides’ media focus once the hero is in view', () => {
    const module = hero();
    const [h1, h2] = module.slides;
    const seen: Record<string, MediaFocus[]> = {};
    for (const layer of [...h1!.layers, ...h2!.layers, ...module.statics[0]!.layers]) {
      watchMediaFocus(layer, (f) => {
        seen[layer.id] = [...(seen[layer.id] ?? []), f];
      });
    }
    let enter = () => {};
    const unbind = bindHeroMediaFocus(module, (cb) => {
      enter = cb;
      return () => {};
    });
    expect(seen).toEqual({});
    enter();
    const focused = { current: true, count: 1 };
    expect(seen).toEqual({ v: [focused], bg: [focused], a: [focused] });
    unbind();
    expect(seen.v).toEqual([focused, { current: false, count: 1 }]);
  });

  it('a hero’s media then follow the rules of spec 4.3 without a slide change', async () => {
    const module = hero();
    const layer = module.slides[0]!.layers.find((l) => l.id === 'v')!;
    const options = readMediaOptions(layer.media, 'video');
    const player = new FakeMediaPlayer();
    const controller = MediaController({ options, player, clock: new FakeClock() });
    const stop = watchMediaFocus(layer, (f) => (f.current ? controller.focus(f.count) : undefined));
    const unbind = bindHeroMediaFocus(module, (cb) => {
      cb();
      return () => {};
    });
    await flush();
    // autoPlay "1sttime": the first (and, in a hero, only) focus plays.
    expect(controller.getSnapshot().state).toBe('playing');
    stop();
    unbind();
  });

  it('does nothing for a hero without media', () => {
    const module = parseModuleStrict({
      settings: { alias: 'plain', type: 'hero' },
      slides: { s: { id: 's', slide: { id: 's' }, layers: {} } },
    });
    let watched = false;
    bindHeroMediaFocus(module, () => {
      watched = true;
      return () => {};
    })();
    expect(watched).toBe(false);
  });
});
