import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../Messages.js';
import type { Layer } from '../model/LayerSchema.js';
import type { SliderModule } from '../model/ParseModule.js';
import type { SlideAction } from '../model/SlideSchema.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { FakeClock, flush } from '../test-support/FakeClock.js';
import { FakeMediaPlayer } from '../test-support/FakeMediaPlayer.js';
import { isMediaAction, mediaTargets, runMediaAction } from './MediaActions.js';
import { attachMediaController } from './MediaCommands.js';
import { MediaController } from './MediaController.js';
import { setMediaFocus } from './MediaFocus.js';
import { readMediaOptions } from './MediaOptions.js';

/**
 * s1: a video `v` (with sound), a background video, and buttons; s2: a video also called `v`;
 * the static slide: an audio `a`.
 */
function mediaModule(actions: Record<string, unknown>[] = []): SliderModule {
  const slide = (id: string, order: number, layers: Record<string, unknown>, extra = {}) => ({
    id,
    slide: { id, order, title: id, ...extra },
    layers,
  });
  return parseModuleStrict({
    settings: { alias: 'media-actions', title: 'Médias' },
    slides: {
      s1: slide(
        's1',
        1,
        {
          v: { id: 'v', type: 'video', media: { src: '/a.webm' } },
          bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { video: { src: '/b.webm' } } },
          t: { id: 't', type: 'text', content: { text: 'Lire' } },
        },
        { actions },
      ),
      s2: slide('s2', 2, { v: { id: 'v', type: 'video', media: { src: '/c.webm' } } }),
      g: slide(
        'g',
        3,
        { a: { id: 'a', type: 'audio', media: { src: '/d.wav' } } },
        { global: true },
      ),
    },
  });
}

function layerOf(module: SliderModule, slideId: string, layerId: string): Layer {
  const slide = [...module.slides, ...module.statics].find((s) => s.id === slideId);
  const layer = slide?.layers.find((l) => l.id === layerId);
  if (!layer) throw new Error(`${slideId}/${layerId}`);
  return layer;
}

/** A real controller over a fake player for one layer, attached as the renderer does. */
function player(layer: Layer, focused = true) {
  const place =
    layer.type === 'audio' ? 'audio' : layer.subtype === 'slidebg' ? 'background' : 'video';
  const options = readMediaOptions(layer.type === 'shape' ? layer.bg?.video : layer.media, place);
  const fake = new FakeMediaPlayer(options.type);
  const logger: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const controller = MediaController({ options, player: fake, clock: new FakeClock(), logger });
  setMediaFocus(layer, focused);
  if (focused) controller.focus(1);
  const detach = attachMediaController(layer, controller, options.mute);
  fake.calls.length = 0;
  return { fake, controller, detach, state: () => controller.getSnapshot().state };
}

const act = (a: string, target?: string | string[]): SlideAction =>
  ({ a, evt: 'click', src: ['t'], ...(target === undefined ? {} : { target }) }) as SlideAction;

describe('media slide actions', () => {
  it('are the seven names the engine-6 migration writes', () => {
    for (const name of [
      'startVideo',
      'stopVideo',
      'toggleVideo',
      'muteVideo',
      'unmuteVideo',
      'toggleMuteVideo',
      'toggleGlobalMuteVideo',
    ]) {
      expect(isMediaAction(name)).toBe(true);
    }
    expect(isMediaAction('open_modal')).toBe(false);
    expect(runMediaAction(mediaModule(), act('next'), 's1')).toBe(false);
  });

  it('startVideo plays, stopVideo pauses, toggleVideo does one then the other', async () => {
    const module = mediaModule();
    const v = player(layerOf(module, 's1', 'v'));
    runMediaAction(module, act('startVideo', ['v']), 's1');
    await flush();
    expect(v.fake.calls).toEqual(['play']);
    expect(v.state()).toBe('playing');
    runMediaAction(module, act('stopVideo', ['v']), 's1');
    expect(v.state()).toBe('paused');
    runMediaAction(module, act('toggleVideo', 'v'), 's1');
    await flush();
    expect(v.state()).toBe('playing');
    runMediaAction(module, act('toggleVideo', 'v'), 's1');
    expect(v.state()).toBe('paused');
    expect(v.fake.calls).toEqual(['play', 'pause', 'play', 'pause']);
  });

  it('muteVideo, unmuteVideo and toggleMuteVideo set the sound', () => {
    const module = mediaModule();
    const v = player(layerOf(module, 's1', 'v'));
    const muted = () => v.controller.getSnapshot().muted;
    runMediaAction(module, act('muteVideo', ['v']), 's1');
    expect(muted()).toBe(true);
    runMediaAction(module, act('unmuteVideo', ['v']), 's1');
    expect(muted()).toBe(false);
    runMediaAction(module, act('toggleMuteVideo', ['v']), 's1');
    expect(muted()).toBe(true);
    runMediaAction(module, act('toggleMuteVideo', ['v']), 's1');
    expect(muted()).toBe(false);
  });

  it('finds a target in the action’s own slide first, then in the static slides', () => {
    const actions = [{ a: 'startVideo', src: ['t'], target: ['v', 'a', 'bg'] }];
    const module = mediaModule(actions);
    const own = module.slides[0]!.actions[0]!;
    // `v` is also a layer of s2; the action belongs to s1, whichever slide is current.
    expect(mediaTargets(module, own, 's2')).toEqual([
      layerOf(module, 's1', 'v'),
      layerOf(module, 'g', 'a'),
      layerOf(module, 's1', 'bg'),
    ]);
  });

  it('says which target is not a media layer, and acts on the others', async () => {
    const module = mediaModule();
    const logger: Logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const v = player(layerOf(module, 's1', 'v'));
    runMediaAction(module, act('startVideo', ['t', 'nope', 'v']), 's1', logger);
    await flush();
    expect(v.state()).toBe('playing');
    expect(vi.mocked(logger.warn).mock.calls.map((c) => c[0])).toEqual([
      'Tribune slider: the startVideo action names "t", which is not a media layer of its slide',
      'Tribune slider: the startVideo action names "nope", which is not a media layer of its slide',
    ]);
  });

  it('does not start a media whose slide is not the current one; pausing it works', async () => {
    const names = ['startVideo', 'toggleVideo', 'stopVideo'];
    const module = mediaModule(names.map((a) => ({ a, src: ['t'], target: ['v'] })));
    const [start, toggle, stop] = module.slides[0]!.actions as [
      SlideAction,
      SlideAction,
      SlideAction,
    ];
    // s1's video once s1 has gone (its player kept by the renderer, its focus lost).
    const gone = player(layerOf(module, 's1', 'v'), false);
    runMediaAction(module, start, 's2');
    runMediaAction(module, toggle, 's2');
    await flush();
    expect(gone.fake.calls).toEqual([]);
    expect(gone.state()).toBe('idle');
    runMediaAction(module, stop, 's2');
    expect(gone.fake.calls).toEqual(['pause']);
    gone.detach();
  });

  it('a play asked before the player exists waits for it (a service’s script loading)', async () => {
    const module = mediaModule();
    const layer = layerOf(module, 's1', 'v');
    setMediaFocus(layer, true);
    runMediaAction(module, act('toggleVideo', ['v']), 's1');
    const v = player(layer);
    await flush();
    expect(v.state()).toBe('playing');
    v.detach();
  });

  it('a mute choice sticks to the media, also for the player made again later', () => {
    const module = mediaModule();
    const layer = layerOf(module, 's1', 'v');
    const first = player(layer);
    runMediaAction(module, act('muteVideo', ['v']), 's1');
    first.detach();
    first.controller.destroy();
    const again = player(layer);
    expect(again.controller.getSnapshot().muted).toBe(true);
    again.detach();
  });

  it('toggleGlobalMuteVideo mutes every media, then gives each its own mute back', () => {
    const module = mediaModule();
    const v = player(layerOf(module, 's1', 'v'));
    const bg = player(layerOf(module, 's1', 'bg'));
    const a = player(layerOf(module, 'g', 'a'));
    const muted = () => [v, bg, a].map((m) => m.controller.getSnapshot().muted);
    // A background is muted by default; the layers have sound.
    expect(muted()).toEqual([false, true, false]);
    runMediaAction(module, act('toggleGlobalMuteVideo'), 's1');
    expect(muted()).toEqual([true, true, true]);
    // s2's video, whose player is made later, starts muted too.
    const later = player(layerOf(module, 's2', 'v'));
    expect(later.controller.getSnapshot().muted).toBe(true);
    runMediaAction(module, act('toggleGlobalMuteVideo'), 's1');
    expect(muted()).toEqual([false, true, false]);
    expect(later.controller.getSnapshot().muted).toBe(false);
  });
});
