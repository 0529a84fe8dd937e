import { describe, expect, it } from 'vitest';
import { mediaTargets } from '../media/MediaActions.js';
import { parseModuleStrict, validateModule } from '../model/ValidateModule.js';
import type { Json } from './Context.js';
import { type MigrationResult, migrateV6Module } from './MigrateModule.js';
import { summariseReport } from './Report.js';

/**
 * The media actions of engine 6 (start_video, stop_video, toggle_video, mute_video,
 * unmute_video, toggle_mute_video, toggle_global_mute_video) become engine 7's, with the layers
 * they act on (`layer_target`: a uid, `static-{uid}`, `backgroundvideo`, `firstvideo`)
 * rewritten to engine-7 layer ids.
 */
function ok(result: MigrationResult) {
  if (!result.ok) throw new Error(result.error);
  expect(validateModule(result.module).ok).toBe(true);
  return result;
}

const button = (uid: number, action: string, target?: string): Json => ({
  uid,
  type: 'button',
  text: `Bouton ${uid}`,
  actions: {
    action: [
      {
        action,
        tooltip_event: 'click',
        ...(target === undefined ? {} : { layer_target: target }),
      },
    ],
  },
});

const video = (uid: number): Json => ({
  uid,
  type: 'video',
  media: { mediaType: 'html5', mp4Url: `/v${uid}.mp4` },
});

const text = (uid: number): Json => ({ uid, type: 'text', text: `Texte ${uid}` });

function module(layers: Json, statics: Json = {}, bg: Json = { type: 'html5', mpeg: '/bg.mp4' }) {
  return {
    id: '9',
    alias: 'media-v6',
    title: 'Médias',
    params: { type: 'standard' },
    slides: [{ id: 10, slide_order: 1, params: { title: 'Un', bg }, layers }],
    static_slides: [{ params: {}, layers: statics }],
  };
}

const actionsOf = (result: MigrationResult & { ok: true }, slide = '10') =>
  result.module.slides[slide]!.slide.actions as Json[];

describe('engine-6 media actions', () => {
  it('map onto the engine-7 names, acting on the same layer', () => {
    const names: [string, string][] = [
      ['start_video', 'startVideo'],
      ['stop_video', 'stopVideo'],
      ['toggle_video', 'toggleVideo'],
      ['mute_video', 'muteVideo'],
      ['unmute_video', 'unmuteVideo'],
      ['toggle_mute_video', 'toggleMuteVideo'],
    ];
    const layers: Json = { 5: video(5) };
    names.forEach(([v6], i) => {
      layers[i + 20] = button(i + 20, v6, '5');
    });
    const result = ok(migrateV6Module(module(layers)));
    expect(actionsOf(result)).toEqual(
      names.map(([, v7], i) => ({ a: v7, evt: 'click', src: [String(i + 20)], target: ['5'] })),
    );
    expect(result.report.counts.actions).toBe(6);
    expect(result.report.dropped.filter((d) => d.path.includes('actions'))).toEqual([]);
  });

  it('keep toggle_global_mute_video, which names no layer', () => {
    const result = ok(migrateV6Module(module({ 1: button(1, 'toggle_global_mute_video') })));
    expect(actionsOf(result)).toEqual([{ a: 'toggleGlobalMuteVideo', evt: 'click', src: ['1'] }]);
  });

  it('rewrite "backgroundvideo" and "firstvideo" to the layers they mean', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: text(1),
          2: video(2),
          3: video(3),
          7: button(7, 'start_video', 'backgroundvideo'),
          8: button(8, 'stop_video', 'firstvideo'),
        }),
      ),
    );
    const layers = result.module.slides['10']!.layers;
    const bgId = Object.values(layers).find((l) => l.subtype === 'slidebg')!.id as string;
    expect(bgId).toBe('9');
    expect(actionsOf(result)).toEqual([
      { a: 'startVideo', evt: 'click', src: ['7'], target: [bgId] },
      { a: 'stopVideo', evt: 'click', src: ['8'], target: ['2'] },
    ]);
    expect(result.report.remapped).toEqual([
      {
        path: 'slides.0.layers.7.actions.action.0.layer_target',
        v6: 'backgroundvideo',
        v7: '9',
      },
      { path: 'slides.0.layers.8.actions.action.0.layer_target', v6: 'firstvideo', v7: '2' },
    ]);
    expect(summariseReport(result.report)).toContain(
      'references rewritten (slide ids, action layers): 2',
    );
  });

  it('rewrite "static-{uid}" to the static slide’s layer id', () => {
    const result = ok(
      migrateV6Module(module({ 1: button(1, 'toggle_video', 'static-4') }, { 4: video(4) })),
    );
    expect(actionsOf(result)).toEqual([
      { a: 'toggleVideo', evt: 'click', src: ['1'], target: ['4'] },
    ]);
    // The static slide's own buttons name its layers by uid too.
    const fromStatic = ok(
      migrateV6Module(module({}, { 4: video(4), 5: button(5, 'mute_video', 'static-4') })),
    );
    const staticId = Object.keys(fromStatic.module.slides).find((k) => k !== '10')!;
    expect(actionsOf(fromStatic, staticId)).toEqual([
      { a: 'muteVideo', evt: 'click', src: ['5'], target: ['4'] },
    ]);
  });

  it('reach, once parsed, the layers the engine’s media actions look up', () => {
    const result = ok(
      migrateV6Module(
        module(
          {
            2: video(2),
            7: button(7, 'start_video', 'backgroundvideo'),
            8: button(8, 'toggle_video', 'static-4'),
            9: button(9, 'mute_video', '2'),
          },
          { 4: video(4) },
        ),
      ),
    );
    const parsed = parseModuleStrict(result.module);
    const [own] = parsed.slides;
    const found = own!.actions.map((action) =>
      mediaTargets(parsed, action, own!.id).map((l) => `${l.type}/${l.subtype ?? ''}/${l.id}`),
    );
    expect(found).toEqual([['shape/slidebg/10'], ['video//4'], ['video//2']]);
  });

  it('leave out, with the reason, an action whose layer is missing or is no media', () => {
    const result = ok(
      migrateV6Module(
        module(
          {
            1: text(1),
            2: button(2, 'start_video', '77'),
            3: button(3, 'start_video', '1'),
            4: button(4, 'start_video', 'firstvideo'),
            5: button(5, 'start_video', 'backgroundvideo'),
            6: button(6, 'start_video', 'static-1'),
            7: button(7, 'start_video'),
          },
          { 1: video(1) },
          { type: 'solid', color: '#000' },
        ),
      ),
    );
    expect(actionsOf(result)).toEqual([]);
    expect(result.report.counts.actions).toBe(0);
    const why = (uid: number) =>
      result.report.dropped.find((d) => d.path === `slides.0.layers.${uid}.actions.action.0`)
        ?.message;
    expect(why(2)).toBe(
      'action "startVideo": the layer "77" it acts on is not in the module; the action is left out',
    );
    expect(why(3)).toBe(
      'action "startVideo": the layer "1" it acts on is not a video or audio layer; the action is left out',
    );
    expect(why(4)).toBe(
      'action "startVideo": its slide has no video layer; the action is left out',
    );
    expect(why(5)).toBe(
      'action "startVideo": its slide has no background video; the action is left out',
    );
    expect(why(6)).toBe(
      'action "startVideo": the static layer "1" has the id of a layer of this slide, which engine 7 would act on instead; the action is left out',
    );
    expect(why(7)).toBe('action "start_video" names no layer and is left out');
  });
});
