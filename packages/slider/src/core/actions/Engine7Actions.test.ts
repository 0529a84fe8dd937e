import { describe, expect, it } from 'vitest';
import type { SlideAction } from '../model/SlideSchema.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { actionEase, actionNumber, actionSpeed } from './ActionValues.js';
import { callSlideRequest } from './CallSlide.js';
import { playedScene, sceneFrames, toggledScene } from './Scenes.js';
import { scrollTargetOf, scrollTopFor } from './ScrollTarget.js';
import { simulatedActions } from './Simulate.js';

const action = (fields: Record<string, unknown>) => ({ a: 'callSlide', ...fields }) as SlideAction;

describe('engine 7’s action values', () => {
  it('reads numbers saved with units, else the fallback', () => {
    expect(actionNumber(action({ offset: '-100px' }), 'offset', 0)).toBe(-100);
    expect(actionNumber(action({ offset: 'soon' }), 'offset', 7)).toBe(7);
    expect(actionSpeed(action({ s: '1000ms' }))).toBe(1000);
    expect(actionSpeed(action({ s: '750' }))).toBe(750);
    expect(actionSpeed(action({ sp: 300 }))).toBe(300);
    expect(actionSpeed(action({}))).toBe(1000);
    expect(actionEase(action({ e: 'power0.in' }))).toBe('power0.in');
    expect(actionEase(action({}))).toBe('power1.inOut');
  });
});

describe('callSlide', () => {
  const request = (target: unknown) =>
    callSlideRequest(action({ target: target as string }), 9, () => 0.5);
  it('goes to a slide by its key (a number in engine-7 data)', () => {
    expect(request('17')).toBe('#17');
    expect(request('#intro')).toBe('#intro');
    expect(request(['12'])).toBe('#12');
  });
  it('reads the words: first, last, next, prev, random, and relative steps', () => {
    expect(request('first')).toBe(0);
    expect(request('last')).toBe(-1);
    expect(request('next')).toBe('next');
    expect(request('+1')).toBe('next');
    expect(request('prev')).toBe('prev');
    expect(request('-1')).toBe('prev');
    expect(request('+3')).toBe('+3');
    expect(request('random')).toBe(4);
  });
  it('goes nowhere without a target', () => {
    expect(request(undefined)).toBeNull();
    expect(request('')).toBeNull();
    expect(request([])).toBeNull();
  });
});

describe('scroll', () => {
  it('reads an element id (with or without "#") or a page offset', () => {
    expect(scrollTargetOf(action({ target: 'whychooseus' }))).toEqual({ id: 'whychooseus' });
    expect(scrollTargetOf(action({ target: '#plans' }))).toEqual({ id: 'plans' });
    expect(scrollTargetOf(action({ target: '640px' }))).toEqual({ y: 640 });
    expect(scrollTargetOf(action({ target: '' }))).toBeNull();
    expect(scrollTargetOf(action({}))).toBeNull();
  });
  it('scrolls an edge to the window’s top, moved by the offset, clear of the header', () => {
    // An element 300 px below the window's top, the page scrolled 100 px, offset -50, header 20.
    expect(scrollTopFor(300, 100, -50, 20)).toBe(330);
    expect(scrollTopFor(-500, 100, 0, 0)).toBe(0);
  });
});

const module = parseModuleStrict({
  settings: {},
  slides: {
    a: {
      id: 'a',
      slide: {
        actions: [
          { a: 'callSlide', evt: 'click', target: 2, src: [1] },
          { a: 'simulate', evt: 'click', typ: 'click', target: ['9'], src: [1] },
          {
            a: 'toggleScenes',
            evt: 'click',
            target: ['5'],
            scn: 'scene_1',
            scm: 'scene_2',
            src: [9],
          },
          { a: 'simulate', evt: 'click', typ: 'click', target: ['1'], src: [9] },
          { a: 'playScene', evt: 'mouseenter', target: ['5'], sc: 'scene_1', src: [9] },
          { a: 'simulate', evt: 'click', typ: 'mouseenter', target: ['9', '77'], src: [3] },
        ],
      },
      layers: {
        1: { id: '1', type: 'text', content: { text: 'Entrée' } },
        3: { id: '3', type: 'text', content: { text: 'Autre' } },
        5: {
          id: '5',
          type: 'shape',
          tl: {
            scene_1: {
              content: {
                all: [
                  {
                    t: 0,
                    d: 400,
                    e: 'power3.inOut',
                    x: ['(9px)'],
                    y: ['(-6px)'],
                    rZ: '(45deg)',
                    o: 1,
                  },
                ],
              },
            },
            scene_2: { content: { all: 'nothing' } },
          },
        },
        9: { id: '9', type: 'shape' },
      },
    },
  },
});

describe('simulate', () => {
  const [slide] = module.slides;
  it('runs the target layer’s own actions for the event, never another simulate', () => {
    const { actions, missing } = simulatedActions(module, slide!.actions[1]!);
    expect(actions.map((a) => a.a)).toEqual(['toggleScenes']);
    expect(missing).toEqual([]);
  });
  it('simulates a pointer entering too, and names layers it cannot find', () => {
    const { actions, missing } = simulatedActions(module, slide!.actions[5]!);
    expect(actions.map((a) => a.a)).toEqual(['playScene']);
    expect(missing).toEqual(['77']);
  });
});

describe('scenes', () => {
  const [slide] = module.slides;
  const layer = slide!.layers.find((l) => l.id === '5')!;
  it('plays `sc`; toggles `scn` first, then `scm`, then `scn` again', () => {
    expect(playedScene(slide!.actions[4]!)).toBe('scene_1');
    const toggle = slide!.actions[2]!;
    expect([0, 1, 2, 3].map((n) => toggledScene(toggle, n))).toEqual([
      'scene_1',
      'scene_2',
      'scene_1',
      'scene_2',
    ]);
  });
  it('reads a scene’s frames, its bracketed values as the values inside', () => {
    const [frame] = sceneFrames(layer, 'scene_1') ?? [];
    expect(frame).toMatchObject({ t: 0, d: 400, rZ: 45 });
    expect(frame?.x?.[0]).toBe('9px');
    expect(frame?.y?.[0]).toBe('-6px');
  });
  it('has no frames for a scene that is missing or unreadable', () => {
    expect(sceneFrames(layer, 'scene_2')).toBeNull();
    expect(sceneFrames(layer, 'scene_3')).toBeNull();
  });
});
