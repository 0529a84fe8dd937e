import { describe, expect, it } from 'vitest';
import { parseModule } from '../model/ParseModule.js';
import { validateModule } from '../model/ValidateModule.js';
import {
  readFixture,
  V6_EXPORT_FIXTURE,
  V6_FULL_OBJECT_FIXTURE,
  V6_NAVIGATION_FIXTURE,
  v6FixtureNames,
} from '../test-support/fixtures.js';
import type { Json } from './Context.js';
import { type MigrationResult, migrateV6Module } from './MigrateModule.js';
import { groupEntries, summariseReport } from './Report.js';

type Ok = Extract<MigrationResult, { ok: true }>;

function migrated(name: string, options = {}): Ok {
  const result = migrateV6Module(readFixture(name), options);
  if (!result.ok) throw new Error(`migration failed: ${result.error}`);
  return result;
}

const navigation = () => readFixture(V6_NAVIGATION_FIXTURE);

function layer(result: Ok, slide: string, id: string): Json {
  const found = result.module.slides[slide]?.layers[id];
  if (!found) throw new Error(`no layer ${id} on slide ${slide}`);
  return found;
}

function frames(l: Json, direction: 'in' | 'out'): Json[] {
  const tl = l.tl as { [k: string]: { content: { all: Json[] } } };
  return tl[direction]!.content.all;
}

describe('every engine-6 fixture', () => {
  it.each(v6FixtureNames())(
    '%s: migrates to data the strict engine-7 parser accepts whole',
    (name) => {
      const result = migrated(name, { navigation: navigation() });
      const strict = validateModule(result.module);
      expect(strict.ok ? [] : strict.issues).toEqual([]);
      // The valid-part reading (the browser's) drops nothing either.
      expect(parseModule(result.module).dropped).toEqual([]);
      expect(result.module.settings.migrated).toBe('sr6');
      // Nothing the parser refused had to be removed after mapping.
      expect(result.report.dropped.filter((d) => d.path.startsWith('(engine 7)'))).toEqual([]);
    },
  );

  it.each(v6FixtureNames())('%s: the report accounts for the slides, layers and ids', (name) => {
    const { report, module } = migrated(name);
    const slides = Object.values(module.slides);
    expect(report.counts.slides).toBe(slides.filter((s) => s.slide.global !== true).length);
    expect(report.counts.staticSlides).toBe(slides.filter((s) => s.slide.global === true).length);
    const layerCount = slides.reduce((n, s) => n + Object.keys(s.layers).length, 0);
    expect(report.counts.layers).toBe(layerCount);
    expect(report.ids.map((id) => id.v7).sort()).toEqual(Object.keys(module.slides).sort());
    expect(report.mapped.length).toBeGreaterThan(50);
    // Every dropped or approximated entry names a path of the engine-6 input and says why.
    for (const entry of [...report.dropped, ...report.approximated]) {
      expect(entry.path).toMatch(/^(params|slider_params|slides|static_slide|static_slides)\b/);
      expect(entry.message.length).toBeGreaterThan(10);
    }
  });
});

describe('the engine-6 export (6.2.2)', () => {
  it('reads the module settings', () => {
    const { module, report } = migrated(V6_EXPORT_FIXTURE, { navigation: navigation() });
    expect(report.source).toEqual({
      format: 'v6-export',
      version: '6.2.2',
      id: '36',
      alias: 'home-fashion-women-men',
    });
    expect(module.settings).toMatchObject({
      alias: 'home-fashion-women-men',
      title: 'Home Fassion Women Men',
      type: 'standard',
      // "1230px" on desktop, then the other levels as saved.
      size: { fullWidth: true, fullHeight: false, width: [1230, 1230, 1024, 778, 480] },
      default: { len: 9000 },
      slideshow: { auto: true, sOH: false, loop: -1, stopAt: -1 },
    });
    const parsed = validateModule(module);
    expect(parsed.ok && parsed.module.settings.size.height).toEqual([785, 785, 700, 680, 480]);
  });

  it('keeps the slide ids (no id table) and the order', () => {
    const { module, report } = migrated(V6_EXPORT_FIXTURE);
    expect(Object.keys(module.slides)).toEqual(['81', '82', '83']);
    expect(Object.values(module.slides).map((s) => s.slide.order)).toEqual([1, 2, 3]);
    expect(report.ids).toEqual([
      { kind: 'slide', v6: '81', v7: '81' },
      { kind: 'slide', v6: '82', v7: '82' },
      { kind: 'slide', v6: '83', v7: '83' },
    ]);
    // The export's placeholder static slide has no layers: nothing to migrate.
    expect(report.counts.staticSlides).toBe(0);
  });

  it('maps layers: kinds, places per level, the idle opacity and the entrance frames', () => {
    const result = migrated(V6_EXPORT_FIXTURE);
    const image = layer(result, '81', '0');
    expect(image).toMatchObject({
      type: 'image',
      content: { src: 'uploads/revslider/home-fashion-women-men/img-slider-men-and-women.jpg' },
      pos: {
        x: ['215px', '215px', '207px', '137px', '84px'],
        h: ['center', 'center', 'center', 'center', 'center'],
      },
      size: { w: ['1232px', '1232px', '1000px', '928px', '630px'] },
      zIndex: 8,
    });
    // Engine 6 leaves default values out: frame_0 fades in from 0 and scales from 0.9; the
    // layer rests at its idle opacity 0.5.
    expect(frames(image, 'in')).toEqual([
      expect.objectContaining({ t: 0, d: 0, o: 0, sX: 0.9, sY: 0.9 }),
      expect.objectContaining({ t: 0, d: 1000, e: 'power2.inOut', o: 0.5 }),
    ]);
    expect(frames(image, 'out')).toEqual([expect.objectContaining({ t: 0, d: 300, o: 0 })]);
    const group = layer(result, '81', '12');
    expect(group).toMatchObject({ type: 'container', subtype: 'group' });
    const button = layer(result, '81', '14');
    expect(button).toMatchObject({
      type: 'text',
      subtype: 'button',
      pid: '12',
      content: { text: 'Shop now' },
    });
    const zone = layer(result, '81', 'top');
    expect(zone).toMatchObject({ type: 'container', subtype: 'zone' });
    expect(zone.pid).toBeUndefined();
  });

  it('puts the slide background and its transition on an engine-7 slide background layer', () => {
    const result = migrated(V6_EXPORT_FIXTURE);
    const bg = Object.values(result.module.slides['81']!.layers).find(
      (l) => l.subtype === 'slidebg',
    );
    expect(bg).toMatchObject({
      type: 'shape',
      bg: { color: { string: '#ffffff' } },
      tl: { in: { bg: { ms: 1000, temp: { p: 'fade' }, in: { o: 0 } } } },
    });
  });

  it('takes the navigation styles from navigation.txt, and reports them without it', () => {
    const withLibrary = migrated(V6_EXPORT_FIXTURE, { navigation: navigation() });
    expect(withLibrary.module.settings.nav).toMatchObject({
      arrows: {
        set: true,
        key: 'nav-square',
        t: '2',
        on: false,
        cst: { 'left-icon': '\\e824', 'border-color': '#ebeeee' },
        l: {
          h: ['left', 'left', 'left', 'left', 'left'],
          x: [30, 30, 30, 30, 30],
          y: [60, 60, 60, 60, 60],
        },
        r: { x: [84, 84, 84, 84, 84] },
        def: { 'left-icon': { data: '\\e824' } },
      },
      s: { mobC: true, deskC: true },
    });
    // The library's CSS without PHP's backslashes, under engine 7's class names.
    const css = (withLibrary.module.settings.nav as { arrows: { css: string } }).arrows.css;
    expect(css).toContain('.nav-square.sr7-arrows {');
    expect(css).toContain(
      ".nav-square.sr7-arrows.sr7-leftarrow:before {\n\tcontent: '##left-icon##';",
    );
    expect(css).toContain("font-family: 'revicons';");
    expect(css).not.toMatch(/\\|tparrows|tp-leftarrow/);
    const without = migrated(V6_EXPORT_FIXTURE);
    expect(without.report.dropped).toContainEqual({
      path: 'params.nav.arrows.style',
      message: expect.stringContaining('navigation style 2 is not in the navigation library'),
    });
  });

  it('an arrow template saved with PHP backslashes becomes markup that draws (export and full object)', () => {
    // The export's library as written: every quote behind a backslash. A style whose markup is
    // an SVG arrow kept those backslashes, and the SVG did not draw.
    const slashed =
      '<div class=\\"tp-arr-allwrapper\\"><svg viewBox=\\"0 0 24 24\\"><path d=\\"M15 4 8 12l7 8\\"/></svg><div class=\\"tp-arr-imgholder\\"></div></div>';
    const clean =
      '<div class="tp-arr-allwrapper"><svg viewBox="0 0 24 24"><path d="M15 4 8 12l7 8"/></svg><div class="sr7-nav-img"></div></div>';
    const library = navigation() as Record<string, Json>;
    library['2'] = { ...library['2'], markup: slashed };
    const fromExport = migrated(V6_EXPORT_FIXTURE, { navigation: library });
    expect((fromExport.module.settings.nav as { arrows: { html: string } }).arrows.html).toBe(
      clean,
    );

    const full = readFixture(V6_FULL_OBJECT_FIXTURE) as Json & { navs: Json };
    const bullets = (full.navs.bullets as Record<string, Json>)['3013'] as Json;
    bullets.markup = slashed;
    const result = migrateV6Module(full);
    if (!result.ok) throw new Error(result.error);
    expect((result.module.settings.nav as { bullets: { html: string } }).bullets.html).toBe(clean);
  });

  it('reports text split animations as approximated and custom code as dropped', () => {
    const { report } = migrated(V6_EXPORT_FIXTURE);
    expect(report.approximated).toContainEqual({
      path: 'slides.0.layers.10.timeline.frames.frame_0.chars',
      message: 'text split into chars is animated as a whole',
    });
    expect(report.dropped).toContainEqual({
      path: 'params.codes',
      message: 'custom CSS and JavaScript of the module are not run by Tribune',
    });
  });
});

describe('the engine-6 full object (6.7)', () => {
  it('uses the id table the object carries and keeps its static slide', () => {
    const { module, ids, report } = migrated(V6_FULL_OBJECT_FIXTURE);
    expect(report.source.format).toBe('v6-full-object');
    expect(ids.n).toEqual({ 3: '3', 4: '4', 5: '5' });
    expect(Object.keys(module.slides).sort()).toEqual(['21', '3', '4', '5']);
    expect(module.slides['21']!.slide).toMatchObject({ global: true, pos: 'front' });
  });

  it('remaps slide references through a given id table (links, jumps)', () => {
    const table = { n: { 3: '301', 4: '302', 5: '303' } };
    const { module, report, ids } = migrated(V6_FULL_OBJECT_FIXTURE, { ids: table });
    expect(ids.n).toEqual({ 3: '301', 4: '302', 5: '303' });
    expect(Object.keys(module.slides).sort()).toEqual(['21', '301', '302', '303']);
    const jumps = module.slides['301']!.slide.actions as Json[];
    expect(jumps.filter((a) => a.a === 'jumpto')).toEqual([
      { a: 'jumpto', evt: 'click', src: ['6'], target: '301' },
      { a: 'jumpto', evt: 'click', src: ['7'], target: '302' },
      { a: 'jumpto', evt: 'click', src: ['8'], target: '303' },
    ]);
    expect(report.remapped).toContainEqual({
      path: 'slides.0.layers.7.actions.action.0.jump_to_slide',
      v6: '4',
      v7: '302',
    });
    expect(report.remapped).toHaveLength(9);
    // The engine-7 parser reads the remapped module whole.
    expect(validateModule(module).ok).toBe(true);
  });

  it('gathers the layers’ actions on the slide, as engine 7 keeps them', () => {
    const { module, report } = migrated(V6_FULL_OBJECT_FIXTURE);
    const actions = module.slides['3']!.slide.actions as Json[];
    expect(actions).toContainEqual({ a: 'next', evt: 'click', src: ['0'] });
    expect(actions).toContainEqual({
      a: 'scrollBelow',
      evt: 'click',
      src: ['4'],
      offset: -89,
      sp: 1000,
      e: 'power1.inOut',
    });
    // Link actions without a URL are dropped with their path.
    expect(report.dropped).toContainEqual({
      path: 'slides.0.layers.16.actions.action.0',
      message: 'a link action without a URL is left out',
    });
    expect(report.counts.actions).toBe(30);
  });

  it('reads settings the way engine 7 saves migrated modules', () => {
    const { module } = migrated(V6_FULL_OBJECT_FIXTURE);
    expect(module.settings).toMatchObject({
      vPort: [-200, -200, -200, -200, -200],
      lazyLoad: 'smart',
      slideshow: { auto: false, loop: 0, stopAt: 1 },
      pbar: { t: 'cw', base: 'all', rev: 'animate', v: 'middle' },
      carousel: { maxV: 3, dur: 800, opacity: true, pNV: '50px', align: 'center' },
      modal: { sp: 1000, bg: 'rgba(0,0,0,0.5)', v: 'middle', h: 'center', pS: false },
    });
    expect(module.settings.nav).toMatchObject({
      bullets: {
        set: true,
        key: 'uranus',
        html: '<span class="sr7-bullet-inner"></span>',
        // hideUnder 1025px: hidden at the 1024, 778 and 480 levels.
        show: [true, true, false, false, false],
        dOut: [200, 200, 200, 200, 1200],
        d: ['vertical', 'vertical', 'vertical', 'vertical', 'vertical'],
      },
    });
  });

  it('uses the saved 6.6 slide transition and reports what engine 7 cannot show', () => {
    const result = migrated(V6_FULL_OBJECT_FIXTURE);
    const bg = Object.values(result.module.slides['3']!.layers).find(
      (l) => l.subtype === 'slidebg',
    );
    expect(bg).toMatchObject({
      bg: {
        image: {
          src: expect.stringContaining('slider-img-main-1.webp'),
          pos: { x: '0%', y: '100%' },
        },
      },
      tl: {
        in: { bg: { ms: 910, temp: { p: 'dreamout', m: 'boxes' }, in: { o: 0, sx: 4, row: 20 } } },
      },
    });
    const groups = groupEntries(result.report.dropped).map((g) => `${g.pattern}: ${g.message}`);
    expect(groups).toContain(
      'slides.*.layers.*.timeline.loop: layer loop animations are not supported',
    );
    expect(groups).toContain(
      'static_slide.layers.*: an object layer without an SVG source shows nothing in engine 7 and is left out',
    );
  });

  it('summarises the report in a few lines for people', () => {
    const lines = summariseReport(migrated(V6_FULL_OBJECT_FIXTURE).report);
    expect(lines[0]).toMatch(/^mapped: 3 slide\(s\), 1 static slide\(s\), \d+ layer\(s\) \(/);
    expect(lines.some((l) => /^dropped: \d+ value\(s\)$/.test(l))).toBe(true);
    expect(lines.length).toBeLessThan(40);
  });
});
