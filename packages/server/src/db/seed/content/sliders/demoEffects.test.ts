import {
  featuresOf,
  modifierOptions,
  moduleFontFaces,
  moduleHold,
  type SliderModule,
  sbtOptions,
  validateModule,
} from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { localise } from '../../../../slider/localise.js';
import { demoParallax, demoScrollTimeline, EFFECT_DEMO_ALIASES } from './demoEffects.js';
import { DEMO_SLIDER_ALIASES } from './index.js';

function parsed(module: unknown, lang: string | undefined): SliderModule {
  const result = validateModule(localise(module, lang).value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
  // The engine's reading is lenient: whatever it would leave out fails the test as well.
  if (result.dropped.length > 0) throw new Error(JSON.stringify(result.dropped, null, 2));
  return result.module;
}

describe('the modifier and scroll-timeline demo modules', () => {
  it('are seeded under their demo- aliases and valid in every language', () => {
    expect(DEMO_SLIDER_ALIASES).toContain(EFFECT_DEMO_ALIASES.parallax);
    expect(DEMO_SLIDER_ALIASES).toContain(EFFECT_DEMO_ALIASES.scrollTimeline);
    for (const module of [demoParallax(), demoScrollTimeline()]) {
      for (const lang of [undefined, 'fr', 'en', 'es']) expect(parsed(module, lang)).toBeTruthy();
    }
  });

  it('demo-parallax: a hero with mouse parallax on every text layer and the 3D tilt', () => {
    const module = parsed(demoParallax(), 'fr');
    expect(module.settings.type).toBe('hero');
    expect([...featuresOf(module)]).toEqual(['modifiers']);
    expect(modifierOptions(module.settings.mod)).toMatchObject({
      use: true,
      mouse: true,
      d3: true,
      depth: 65,
      follow: 800,
    });
    const moving = module.slides[0]?.layers.filter((l) => l.mod?.mouse !== undefined) ?? [];
    expect(moving.map((l) => l.mod?.mouse)).toEqual([12, 24, 18, 36]);
  });

  it('demo-parallax: its web font comes from the site itself', () => {
    const module = parsed(demoParallax(), 'fr');
    const faces = moduleFontFaces((module.settings as { fonts?: unknown }).fonts);
    expect(faces).toEqual([
      { family: 'Open Sans', weight: '700', style: 'normal', url: '/fonts/open-sans-700.woff2' },
    ]);
  });

  it('demo-scroll-timeline: held at the top for its 1500 ms timeline, picture on scroll', () => {
    const module = parsed(demoScrollTimeline(), 'fr');
    expect([...featuresOf(module)].sort()).toEqual(['modifiers', 'sbt']);
    expect(sbtOptions(module.settings.sbt)).toMatchObject({
      use: true,
      hold: true,
      align: 'top',
      holdUntil: 1500,
    });
    expect(moduleHold(module.settings.sbt)).toEqual({ align: 'top', spacer: 1500 });
    expect(modifierOptions(module.settings.mod)).toMatchObject({ mouse: false, scroll: true });
    const background = module.slides[0]?.layers.find((l) => l.subtype === 'slidebg');
    expect(background?.mod?.scroll).toBe(15);
  });
});
