import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { actionsOnLayer, layersOfAction, slideOfAction, waitsForAction } from './ActionLayers.js';

const module = parseModuleStrict({
  settings: {},
  slides: {
    a: {
      id: 'a',
      slide: {
        actions: [
          { a: 'startIn', evt: 'mouseenter', src: ['1'], target: ['2', 's1', '77'] },
          { a: 'startOut', evt: 'mouseleave', src: [1], target: ['2'] },
          { a: 'toggleClass', src: ['1'], target: ['2'], class: 'x' },
        ],
      },
      layers: {
        1: { id: '1', type: 'text', content: { text: 'Survol' } },
        2: { id: '2', type: 'text', content: { text: 'Caché' }, tl: { in: { wait: true } } },
      },
    },
    s: {
      id: 's',
      slide: { global: true, actions: [{ a: 'toggleLayer', src: ['s2'], target: ['2'] }] },
      layers: {
        s1: { id: 's1', type: 'text', content: { text: 'Fixe' } },
        s2: { id: 's2', type: 'button', content: { text: 'Bascule' } },
        2: { id: '2', type: 'text', content: { text: 'Fixe 2' } },
      },
    },
  },
});

describe('the layers an action acts on', () => {
  const [slide] = module.slides;
  const [statics] = module.statics;

  it('looks an id up in the action’s slide, then in the static slides; says which are missing', () => {
    const enter = slide!.actions[0]!;
    expect(slideOfAction(module, enter)).toBe(slide);
    const { found, missing } = layersOfAction(module, enter);
    expect(found.map((f) => `${f.slide.id}/${f.layer.id}`)).toEqual(['a/2', 's/s1']);
    expect(missing).toEqual(['77']);
  });

  it('finds a static slide’s own layer first for its own actions', () => {
    const toggle = statics!.actions[0]!;
    expect(layersOfAction(module, toggle).found.map((f) => `${f.slide.id}/${f.layer.id}`)).toEqual([
      's/2',
    ]);
  });

  it('lists a layer’s actions per event', () => {
    expect(actionsOnLayer(slide!, '1', 'mouseenter').map((a) => a.a)).toEqual(['startIn']);
    expect(actionsOnLayer(slide!, '1', 'mouseleave').map((a) => a.a)).toEqual(['startOut']);
    expect(actionsOnLayer(slide!, '1', 'click').map((a) => a.a)).toEqual(['toggleClass']);
    expect(actionsOnLayer(slide!, '2', 'click')).toEqual([]);
  });

  it('knows which entrances wait for an action', () => {
    expect(slide!.layers.map((l) => [l.id, waitsForAction(l)])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });
});
