import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { carouselModule } from '../../test-support/carouselModule.js';
import { lookAt } from './drawSlides.js';
import { carouselGeometry } from './geometry.js';
import { restTransformCss } from './slideStyle.js';

/** A transform's numbers, with `calc(…)` of px-only terms evaluated. */
function numbers(transform: string): number[] {
  const evaluated = transform.replace(/calc\(([^()]*)\)/g, (_m, expr: string) => {
    const arithmetic = expr.replace(/px/g, '');
    if (!/^[-+*/\d.\s]+$/.test(arithmetic)) throw new Error(`not arithmetic: ${expr}`);
    return `${Function(`return (${arithmetic});`)()}px`;
  });
  return [...evaluated.matchAll(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((m) => Number(m[0]));
}

const CASES: Record<string, Record<string, unknown>> = {
  plain: {},
  'scale, rotation, opacity, varied': {
    scale: true,
    minS: 60,
    vScale: true,
    rotation: true,
    maxR: 30,
    varR: true,
    opacity: true,
    maxO: 50,
    varO: true,
    maxV: 5,
  },
  'oScale closes the gaps': { scale: true, minS: 70, oScale: true, maxV: 5, space: 30 },
  '2D spin': { spin: '2d', spinA: 25, maxV: 5 },
  '3D spin': { spin: '3d', maxV: 5, infinity: true },
  'skew, left aligned': { skewX: 8, skewY: -4, align: 'left' },
  vertical: { type: 'v', scale: true, minS: 80, align: 'top' },
  'vertical 3D spin': { type: 'v', spin: '3d', maxV: 3 },
};

describe('the server layout (CSS) and the drawn layout (px) agree', () => {
  for (const [name, carousel] of Object.entries(CASES)) {
    it(name, () => {
      const module = parseModuleStrict(carouselModule({ count: 8, carousel }));
      const c = module.settings.carousel;
      // A 1240 × 400 frame; plain slides 600 × 400 (vertical: 400 × 160 each).
      const frame = { width: 1240, height: 400 };
      const slide = c.type === 'h' ? { along: 600, across: 400 } : { along: 160, across: 400 };
      const g = carouselGeometry(c, 8, frame, slide, () => undefined);
      const focus = 3;
      const at = g.track.targets[focus] as number;
      const css = {
        wrap: `${c.type === 'h' ? frame.width : frame.height}px`,
        size: `${slide.along}px`,
        acrossGap: `${(c.type === 'h' ? frame.height : frame.width) - slide.across}px`,
        space: c.space,
        align: g.track.align,
      };
      for (let i = 0; i < 8; i++) {
        const slot = Math.round((g.track.targets[i] as number) - at) / g.track.step;
        const unitSlot = c.infinity ? ((((slot + 4) % 8) + 8) % 8) - 4 : slot;
        const rest = restTransformCss(unitSlot, g.effects, css, c.type);
        const drawn = lookAt(g, i, at);
        const expected = numbers(drawn.transform);
        const got = numbers(rest.transform);
        expect(got).toHaveLength(expected.length);
        for (const [k, n] of got.entries()) {
          expect(n, `slide ${i}, number ${k}`).toBeCloseTo(expected[k] as number, 1);
        }
        expect(rest.fx.zIndex).toBe(drawn.zIndex);
        expect(rest.fx.visible).toBe(drawn.visible);
      }
    });
  }
});

describe('what a slide looks like', () => {
  const module = parseModuleStrict(
    carouselModule({ count: 8, carousel: { scale: true, minS: 50, opacity: true, maxO: 40 } }),
  );
  const g = carouselGeometry(
    module.settings.carousel,
    8,
    { width: 1240, height: 400 },
    { along: 600, across: 400 },
    () => undefined,
  );
  const at = g.track.targets[2] as number;

  it('the focused slide is whole, on top: z-index 100, then 100 − 5 per position', () => {
    expect(lookAt(g, 2, at)).toMatchObject({ opacity: 1, zIndex: 100, visible: true });
    expect(lookAt(g, 2, at).transform).toContain('scale(1)');
    expect(lookAt(g, 1, at)).toMatchObject({ opacity: 0.4, zIndex: 95, visible: true });
    expect(lookAt(g, 3, at).transform).toContain('scale(0.5)');
  });

  it('slides past the visible ones are transparent and hidden', () => {
    expect(lookAt(g, 4, at)).toMatchObject({ opacity: 0, zIndex: 90, visible: false });
  });
});
