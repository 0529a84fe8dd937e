import { describe, expect, it } from 'vitest';
import { parseModule } from './ParseModule.js';
import { resolveLevels, resolveUsedLevels, usedLevels } from './UsedLevels.js';

describe('used levels (settings.uSize)', () => {
  it('defaults to the 1240 level alone, as the editor saves a module without it', () => {
    expect(usedLevels({})).toEqual([false, true, false, false, false]);
    expect(usedLevels({ uSize: [false, true, 'true', false, true] })).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
  });

  it('gives an unused level the nearest larger used level’s value, then the nearest smaller', () => {
    const used = [false, true, false, true, true];
    expect(resolveLevels(['16px', '16px', 'auto', '81px', '52px'], used)).toEqual([
      '16px',
      '16px',
      '16px',
      '81px',
      '52px',
    ]);
    // Level 0 unused: the first used level below it.
    expect(resolveLevels([1, 2, 3, 4, 5], [false, false, true, true, true])).toEqual([
      3, 3, 3, 4, 5,
    ]);
    // A used level whose value is "#a" takes a used level's value instead.
    expect(resolveLevels([1, '#a', 3, 4, 5], [false, true, true, true, true])).toEqual([
      3, 3, 3, 4, 5,
    ]);
  });

  it('resolves every per-level list of settings and layers, not lists of ids or visibility', () => {
    const data = {
      settings: {
        uSize: [false, true, false, false, true],
        size: { height: [790, 790, 691, 550, 350] },
      },
      slides: {
        1: {
          slide: { actions: [{ a: 'link', src: [1, 2, 3, 4, 5] }] },
          layers: {
            1: { font: { size: [66, 66, 57, 48, 31] }, vis: [true, true, false, false, true] },
          },
        },
      },
    };
    const out = resolveUsedLevels(data);
    expect(out.settings.size.height).toEqual([790, 790, 790, 790, 350]);
    expect(out.slides[1].layers[1].font.size).toEqual([66, 66, 66, 66, 31]);
    expect(out.slides[1].layers[1].vis).toEqual([true, true, false, false, true]);
    expect(out.slides[1].slide.actions[0]?.src).toEqual([1, 2, 3, 4, 5]);
    // The input is left as it was.
    expect(data.settings.size.height).toEqual([790, 790, 691, 550, 350]);
  });

  it('is what the model reads: a 778 px window of a module laid out for 1240 and 480', () => {
    const { module } = parseModule({
      settings: {
        uSize: [false, true, false, false, true],
        size: { width: [1170, 1170, 1024, 778, 480], height: [790, 790, 691, 550, 350] },
      },
      slides: { 1: { slide: { id: 1 }, layers: {} } },
    });
    expect(module?.settings.size.width).toEqual([1170, 1170, 1170, 1170, 480]);
    expect(module?.settings.size.height).toEqual([790, 790, 790, 790, 350]);
  });

  it('scales a value left to the editor ("#a") at a used level by the two grids’ widths', () => {
    const used = [false, true, true, true, true];
    const widths = [1240, 1240, 1024, 778, 480];
    expect(resolveLevels(['300px', '300px', '#a', '#a', '#a'], used, false, widths)).toEqual([
      '300px',
      '300px',
      '247.74px',
      '188.23px',
      '116.13px',
    ]);
    // Not a length, or not to scale: taken as it is.
    expect(resolveLevels(['700', '700', '#a', '#a', '#a'], used, false, widths, false)).toEqual([
      '700',
      '700',
      '700',
      '700',
      '700',
    ]);
    expect(resolveLevels(['50%', '50%', '#a', '#a', '#a'], used, false, widths)).toEqual([
      '50%',
      '50%',
      '50%',
      '50%',
      '50%',
    ]);
  });
});
