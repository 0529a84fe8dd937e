import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { carouselModule } from '../../test-support/carouselModule.js';
import { carouselGeometry, layoutCss, placementOf } from './geometry.js';

const settings = (carousel: Record<string, unknown>) =>
  parseModuleStrict(carouselModule({ count: 4, carousel })).settings;

const frame = { width: 1240, height: 400 };
const plain = { along: 600, across: 400 };

describe('carousel geometry', () => {
  it('lays plain slides end to end with the space between them, the focused one centred', () => {
    const g = carouselGeometry(settings({ space: 20 }).carousel, 4, frame, plain, () => undefined);
    expect(g.track.sizes).toEqual([600, 600, 600, 600]);
    expect(g.track.step).toBe(620);
    const at = g.track.targets[1] as number;
    const fx = { shift: 0 } as never;
    expect(placementOf(g, 1, at, fx).along).toBe(320);
    expect(placementOf(g, 2, at, fx).along).toBe(940);
    expect(g.effects).toMatchObject({ size: 600, space: 20, visible: 3 });
  });

  it('justified slides take their picture’s proportions at the slide height, capped by jMWidth', () => {
    const aspects = [2, undefined, 4, 1.5];
    const loose = carouselGeometry(
      settings({ justify: true, jMWidth: false }).carousel,
      4,
      frame,
      plain,
      (i) => aspects[i],
    );
    expect(loose.track.sizes).toEqual([800, 600, 1600, 600]);
    const capped = carouselGeometry(
      settings({ justify: true, jMWidth: true }).carousel,
      4,
      frame,
      plain,
      (i) => aspects[i],
    );
    expect(capped.track.sizes).toEqual([800, 600, 1240, 600]);
  });

  it('vertical carousels run along the height, centred across', () => {
    const g = carouselGeometry(
      settings({ type: 'v', align: 'top' }).carousel,
      4,
      frame,
      { along: 120, across: 300 },
      () => undefined,
    );
    expect(g.track.wrap).toBe(400);
    expect(placementOf(g, 0, g.track.targets[0] as number, { shift: 0 } as never)).toEqual({
      along: 0,
      across: 470,
    });
  });
});

describe('the layout in CSS (before anything is measured)', () => {
  const grid = {
    widths: [1240, 1240, 1024, 778, 480] as const,
    heights: [600, 600, 500, 400, 300] as const,
    byHeight: false,
    inset: '0px',
  };

  it('horizontal: slides as wide as the level’s grid, never wider than the module; stretch: the module', () => {
    const css = layoutCss(settings({}).carousel, grid, '600px', 3);
    // The grid's width scaled with the module: min(W px, W·100/W cqw) per level.
    expect(css.size).toMatch(/^min\(calc\(480px \+ .*\), 100cqw\)$/);
    expect(css.wrap).toBe('100cqw');
    expect(css.acrossGap).toBe('0px');
    expect(layoutCss(settings({ stretch: true }).carousel, grid, '600px', 3).size).toBe('100cqw');
  });

  it('vertical: the visible slides share the frame height, as wide as the grid’s proportions allow', () => {
    const css = layoutCss(settings({ type: 'v', space: 10 }).carousel, grid, '600px', 3);
    expect(css.size).toBe('((600px - 20px) / 3)');
    expect(css.across).toBe('min(100cqw, ((600px - 20px) / 3) * 2.0667)');
    expect(css.wrap).toBe('600px');
  });
});
