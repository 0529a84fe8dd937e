import {
  featuresOf,
  LAYER_TYPES,
  readMediaOptions,
  type SliderModule,
  validateModule,
} from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import { localise } from '../../../../slider/localise.js';
import { DEMO_SLIDER_ALIASES, demoSliderModules } from './index.js';

const modules = demoSliderModules('crest-olympique-valmont-0123abcd.svg');

/** The module as the engine reads it in one language (anything left out fails the test). */
function parsed(module: unknown, lang: string | undefined): SliderModule {
  const result = validateModule(localise(module, lang).value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
  // The engine's reading is lenient: whatever it would leave out fails the test as well.
  if (result.dropped.length > 0) throw new Error(JSON.stringify(result.dropped, null, 2));
  return result.module;
}

const byAlias = (alias: string) =>
  modules.find((m) => (m.settings as { alias: string }).alias === alias)!;

describe('the demo slider modules', () => {
  it('are the aliases of DEMO_SLIDER_ALIASES, each read whole by the engine in every language', () => {
    expect(modules.map((m) => (m.settings as { alias: string }).alias)).toEqual([
      ...DEMO_SLIDER_ALIASES,
    ]);
    for (const module of modules) {
      for (const lang of [undefined, 'fr', 'en', 'es']) {
        const result = validateModule(localise(module, lang).value);
        expect(result.ok ? result.dropped : result.issues, `${lang}`).toEqual([]);
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
    // Spec 3.3's kinds; engine 7's line break (`linebreak`) comes from real modules only.
    const part1 = LAYER_TYPES.filter((t) => t !== 'video' && t !== 'audio' && t !== 'linebreak');
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

  it('demo-media has a video layer, an audio layer and a background video, all readable', () => {
    const module = parsed(byAlias('demo-media'), 'fr');
    // Its arrows' and bullets' title templates are module HTML: the sanitiser's part too.
    expect(featuresOf(module)).toEqual(new Set(['media', 'html']));
    const layers = module.slides.flatMap((s) => s.layers);
    const video = layers.find((l) => l.type === 'video');
    const audio = layers.find((l) => l.type === 'audio');
    const background = layers.find((l) => l.subtype === 'slidebg' && l.bg?.video);
    expect(readMediaOptions(video?.media, 'video')).toMatchObject({
      type: 'html5',
      src: '/video/tribune-demo.webm',
      autoPlay: '1sttime',
      mute: true,
      nativeControls: true,
      rewind: true,
      poster: { src: '/video/tribune-demo-poster.jpg', showOnPause: true },
    });
    expect(readMediaOptions(audio?.media, 'audio')).toMatchObject({
      type: 'audio',
      src: '/audio/tribune-stade.wav',
      nativeControls: true,
      largeControls: true,
      autoPlay: false,
      volume: 0.8,
    });
    expect(readMediaOptions(background?.bg?.video, 'background')).toMatchObject({
      type: 'html5',
      autoPlay: true,
      mute: true,
      loop: true,
      cover: true,
      background: true,
    });
  });

  it('demo-modal opens demo-modal-target, a module used as a modal, from a button on each slide', () => {
    const opener = parsed(byAlias('demo-modal'), 'fr');
    expect(opener.settings.useAsModal).toBe(false);
    for (const slide of opener.slides) {
      expect(slide.actions, slide.id).toEqual([
        expect.objectContaining({ a: 'open_modal', target: 'demo-modal-target' }),
      ]);
      const src = (slide.actions[0] as { src?: unknown[] }).src?.map(String) ?? [];
      const button = slide.layers.find((l) => src.includes(l.id));
      expect(button?.type).toBe('button');
      expect(button?.href).toBeFalsy();
      expect(button?.content.text).toBe('Voir le programme du week-end');
    }
    const target = parsed(byAlias('demo-modal-target'), 'en').settings;
    expect(target.useAsModal).toBe(true);
    expect(target.title).toBe('Not to be missed this weekend');
    expect(target.modal).toMatchObject({
      sp: 1000,
      bg: 'rgba(17, 25, 54, 0.82)',
      v: 'middle',
      h: 'center',
    });
    expect(target.slideshow.auto).toBe(false);
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
    // Its cards are links as a whole, in the reader's language; the flat carousel's a button.
    for (const slide of slides) {
      const background = slide.layers.find((l) => l.subtype === 'slidebg');
      expect(background?.href, slide.id).toMatch(/^\/en\/article\/[a-z0-9-]+$/);
      expect(slide.layers.some((l) => l.type === 'text' && l.href)).toBe(false);
    }
    const flat = parsed(byAlias('demo-carousel'), 'en').slides;
    expect(flat.every((s) => s.layers.some((l) => l.href?.startsWith('/en/article/')))).toBe(true);
    expect(flat.some((s) => s.layers.some((l) => l.subtype === 'slidebg' && l.href))).toBe(false);
  });
});
