import { parseModuleStrict } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { needsScript } from './needsScript.js';

/** A one-slide module of `type`: a background picture and a headline (extra fields merged in). */
function module(
  type: string,
  { background = {}, headline = {} }: { background?: object; headline?: object } = {},
) {
  return parseModuleStrict({
    // Every level has its own layout (without uSize only the 1240 level's would be read).
    settings: { alias: 'x', title: 'X', type, uSize: [true, true, true, true, true] },
    slides: {
      '1': {
        id: '1',
        slide: { id: '1', order: 1, title: 'One' },
        layers: {
          '0': {
            id: 0,
            type: 'shape',
            subtype: 'slidebg',
            bg: { image: { src: '/media/a.jpg' } },
            ...background,
          },
          '1': { id: 1, type: 'text', content: { text: 'Headline' }, ...headline },
        },
      },
    },
  });
}

describe('needsScript', () => {
  it('leaves a still hero to the server’s HTML', () => {
    expect(needsScript(module('hero'))).toBe(false);
  });

  it('asks for the script for every other type', () => {
    expect(needsScript(module('standard'))).toBe(true);
    expect(needsScript(module('carousel'))).toBe(true);
  });

  it('asks for it for a hero whose background pans', () => {
    const pan = {
      all: [
        { t: 0, d: 0, f: { x: 0 } },
        { t: 0, d: 7000, f: { sX: '110%' } },
      ],
    };
    const panning = module('hero', { background: { tl: { in: { pan } } } });
    expect(
      panning.slides[0]?.layers.find((l) => l.subtype === 'slidebg')?.tl.in?.pan,
    ).toBeDefined();
    expect(needsScript(panning)).toBe(true);
  });

  it('asks for it for a hero with a layer that changes per level beyond CSS', () => {
    const perLevel = { vis: [true, true, true, true, false] };
    expect(needsScript(module('hero', { headline: perLevel }))).toBe(true);
    const colour = { color: ['#fff', '#fff', '#fff', '#000', '#000'] };
    expect(needsScript(module('hero', { headline: colour }))).toBe(true);
  });

  it('asks for it for a hero with a part that loads lazily (a video)', () => {
    const video = { id: 2, type: 'video', media: { type: 'html5', src: '/media/a.mp4' } };
    const hero = module('hero');
    const withVideo = parseModuleStrict({
      settings: { alias: 'x', title: 'X', type: 'hero' },
      slides: {
        '1': {
          id: '1',
          slide: { id: '1', order: 1, title: 'One' },
          layers: { '2': video },
        },
      },
    });
    expect(needsScript(hero)).toBe(false);
    expect(needsScript(withVideo)).toBe(true);
  });
});
