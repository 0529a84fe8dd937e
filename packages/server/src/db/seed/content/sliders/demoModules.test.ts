import { LAYER_TYPES, type SliderModule, validateModule } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { localise } from '../../../../slider/localise.js';
import { DEMO_SLIDER_ALIASES, demoSliderModules } from './index.js';

const modules = demoSliderModules('crest-olympique-valmont-0123abcd.svg');

/** The module as the engine reads it in one language (strict: any issue fails the test). */
function parsed(module: unknown, lang: string | undefined): SliderModule {
  const result = validateModule(localise(module, lang).value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
  return result.module;
}

const byAlias = (alias: string) =>
  modules.find((m) => (m.settings as { alias: string }).alias === alias)!;

describe('the demo slider modules', () => {
  it('are the seeded aliases, each valid for the engine’s strict parser in every language', () => {
    expect(modules.map((m) => (m.settings as { alias: string }).alias)).toEqual([
      ...DEMO_SLIDER_ALIASES,
    ]);
    for (const module of modules) {
      for (const lang of [undefined, 'fr', 'en', 'es']) {
        const result = validateModule(localise(module, lang).value);
        expect(result.ok ? [] : result.issues, `${lang}`).toEqual([]);
      }
    }
  });

  it('use slide ids no other demo module uses', () => {
    const ids = modules.flatMap((m) => Object.keys(m.slides as object));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('home-hero is a hero: one slide, no navigation, no slideshow', () => {
    const hero = parsed(byAlias('home-hero'), 'fr');
    expect(hero.settings.type).toBe('hero');
    expect(hero.slides).toHaveLength(1);
    expect(hero.settings.slideshow.auto).toBe(false);
    const nav = hero.settings.nav;
    for (const kind of ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const) {
      expect(nav[kind].set, kind).toBe(false);
    }
    const background = hero.slides[0]!.layers.find((l) => l.subtype === 'slidebg');
    expect(background?.bg?.image).toMatchObject({ key: 'slider-home-hero-stadium' });
  });

  it('demo-standard uses every navigation kind, the keyboard, the wheel and swipes', () => {
    const { nav, type } = parsed(byAlias('demo-standard'), 'fr').settings;
    expect(type).toBe('standard');
    for (const kind of ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const) {
      expect(nav[kind].set, kind).toBe(true);
    }
    expect(nav.tabs.html).toContain('{{param1}}');
    expect(nav.tabs.html).toContain('{{title}}');
    expect(nav.thumbs.html).toContain('{{params2}}');
    expect(nav.scrubber.tp).toBe('dots');
    expect(nav.tabs.io).toBe('o');
    expect([nav.k.use, nav.m.use, nav.s.mobC, nav.s.deskC]).toEqual([true, true, true, true]);
  });

  it('demo-standard has every part-1 layer type, nested through pid', () => {
    const module = parsed(byAlias('demo-standard'), 'fr');
    const layers = module.slides.flatMap((s) => s.layers);
    const part1 = LAYER_TYPES.filter((t) => t !== 'video' && t !== 'audio');
    expect(new Set(layers.map((l) => l.type))).toEqual(new Set(part1));
    const ids = (slide: number) => new Set(module.slides[slide]!.layers.map((l) => l.id));
    for (const [index, slide] of module.slides.entries()) {
      for (const layer of slide.layers) {
        if (layer.pid !== undefined) expect(ids(index).has(layer.pid), layer.id).toBe(true);
      }
    }
    const svg = layers.find((l) => l.type === 'svg');
    expect(svg?.content.src).toBe('/media/crest-olympique-valmont-0123abcd.svg');
  });

  it('demo-standard gives every slide a thumbnail, a deep link and two params', () => {
    const module = parsed(byAlias('demo-standard'), 'en');
    for (const slide of module.slides) {
      expect(slide.thumb, slide.id).toMatchObject({ key: expect.stringMatching(/^slider-/) });
      expect(slide.attr.deepLink, slide.id).toMatch(/^[a-z]+$/);
      expect(slide.params.map((p) => p.v.length > 0)).toEqual([true, true]);
    }
    expect(module.slides.map((s) => s.attr.deepLink)).toEqual([
      'derby',
      'academie',
      'mercato',
      'pressing',
      'finale',
      'stade',
    ]);
    expect(module.slides[0]!.title).toBe('Valmont edge Rivemont 3–2 in a fiery derby thriller');
  });

  it('together the demos show every progress bar shape', () => {
    const shapes = modules
      .map((m) => parsed(m, undefined).settings.pbar)
      .filter((pbar) => pbar.set)
      .map((pbar) => pbar.t);
    expect(new Set(shapes)).toEqual(new Set(['horizontal', 'vertical', 'cw', 'ccw']));
  });

  it('translates texts and links: French saved, English and Spanish beside them', () => {
    const button = (lang: string) =>
      parsed(byAlias('home-hero'), lang).slides[0]!.layers.find((l) => l.type === 'button')!;
    expect(button('fr').href).toMatch(/^\/fr\/article\//);
    expect(button('en').href).toMatch(/^\/en\/article\//);
    expect(button('es').content.text).toBe('Leer la crónica');
  });

  it('demo-carousel is a 2D carousel: scale, rotation and opacity by distance, endless, dragged', () => {
    const { settings, slides } = parsed(byAlias('demo-carousel'), 'fr');
    expect(settings.type).toBe('carousel');
    expect(settings.carousel).toMatchObject({
      spin: 'off',
      infinity: true,
      snap: true,
      scale: true,
      rotation: true,
      opacity: true,
      maxV: 5,
    });
    expect([settings.nav.s.mobC, settings.nav.s.deskC]).toEqual([true, true]);
    expect(slides).toHaveLength(8);
    for (const slide of slides) {
      const background = slide.layers.find((l) => l.subtype === 'slidebg');
      expect(background?.bg?.image, slide.id).toMatchObject({
        key: expect.stringMatching(/^slider-/),
      });
    }
  });

  it('demo-carousel-3d spins the same stories on a 3D cylinder, five in view', () => {
    const { settings, slides } = parsed(byAlias('demo-carousel-3d'), 'en');
    expect(settings.type).toBe('carousel');
    expect(settings.carousel).toMatchObject({ spin: '3d', spinA: 0, infinity: true, maxV: 5 });
    expect(settings.carousel.showAllLayers).toBe('individual');
    expect(slides.map((s) => s.title)).toEqual(
      parsed(byAlias('demo-carousel'), 'en').slides.map((s) => s.title),
    );
  });
});
