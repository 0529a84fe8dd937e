import { describe, expect, it } from 'vitest';
import {
  readFixture,
  readFixtureText,
  readSharedFixtureText,
  sharedFixturesPresent,
  sharedV7FixtureNames,
  v7FixtureNames,
} from '../test-support/fixtures.js';
import { parseModule, parseSlideEntry } from './ParseModule.js';
import { ModuleDataError, parseModuleStrict, validateModule } from './ValidateModule.js';

const minimal = () => ({
  settings: { alias: 'home', title: 'Home' },
  slides: {
    s1: { id: 's1', slide: { id: 's1', order: 1, title: 'One' }, layers: {} },
    s2: {
      id: 's2',
      slide: { id: 's2', order: 2, title: 'Two' },
      layers: {
        l1: { id: 'l1', type: 'text', content: { text: 'Hello' } },
        l4: { id: 'l4', type: 'foo' },
      },
    },
  },
});

describe('the engine-7 fixtures', () => {
  const names = v7FixtureNames();

  it('are all here', () => {
    expect(names).toHaveLength(3);
  });

  it.skipIf(!sharedFixturesPresent())(
    'are exact copies of every sr7_*.json in the shared folder',
    () => {
      expect(sharedV7FixtureNames().sort()).toEqual([...names].sort());
      for (const name of names) expect(readFixtureText(name)).toBe(readSharedFixtureText(name));
    },
  );

  it.each(names)('%s passes the strict reading with nothing dropped', (name) => {
    const data = readFixture(name);
    const strict = validateModule(data);
    expect(strict.ok ? [] : strict.issues).toEqual([]);
    const { module, dropped } = parseModule(data);
    expect(dropped).toEqual([]);
    expect(module?.slides.length).toBeGreaterThan(0);
  });

  it('reads the carousel: type, "60px" space, infinity, maxV 5, static slide with actions', () => {
    const { module } = parseModule(readFixture('sr7_jschack_amenities_carousel_infinity.json'));
    expect(module?.settings.type).toBe('carousel');
    expect(module?.settings.carousel).toMatchObject({ space: 60, infinity: true, maxV: 5 });
    expect(module?.settings.vPort).toEqual([-200, -200, -200, -200, -200]);
    expect(module?.slides.map((s) => s.id)).toEqual(['470', '471', '472', '469']);
    expect(module?.statics).toHaveLength(1);
    expect(module?.statics[0]?.actions.map((a) => a.a)).toEqual(['next', 'prev']);
    const kinds = module?.slides[0]?.layers.map((l) => l.type);
    expect(kinds).toEqual(['group', 'shape', 'shape', 'group', 'text', 'text', 'shape']);
  });

  it('reads the hermes bullets: "5000" length, per-level "#a" inheritance, buttons', () => {
    const { module } = parseModule(
      readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'),
    );
    expect(module?.settings.type).toBe('standard');
    expect(module?.settings.default.len).toBe(5000);
    const bullets = module?.settings.nav.bullets;
    expect(bullets).toMatchObject({ set: true, key: 'hermes', g: 15 });
    expect(bullets?.d).toEqual(['vertical', 'vertical', 'vertical', 'vertical', 'vertical']);
    expect(bullets?.dOut).toEqual([200, 200, 200, 200, 1200]);
    expect(bullets?.h).toEqual(['right', 'right', 'right', 'right', 'right']);
    expect(bullets?.v).toEqual(['middle', 'middle', 'middle', 'middle', 'middle']);
    expect(module?.settings.size.overflow).toBe(true);
    const buttons = module?.statics[0]?.layers.filter((l) => l.type === 'button');
    expect(buttons?.map((b) => b.id)).toEqual(['0', '9', '11', '13']);
    expect(buttons?.[0]?.pos.y).toEqual(['715px', '715px', '715px', '715px', '77px']);
    // Slides 2 and 3 were saved with no layers at all: their background is thumb.default.
    expect(module?.slides[1]?.layers).toEqual([]);
    expect(module?.slides[1]?.thumb.default.image.src).toMatch(/original-DF38712D/);
  });

  it('reads the autoplay module: swipe toggles spelled use/desk, zones as groups', () => {
    const { module } = parseModule(readFixture('sr7_njairbnb_fashion1_standard_SR7_1_1.json'));
    expect(module?.settings.slideshow.auto).toBe(true);
    expect(module?.settings.nav.s).toMatchObject({ mobC: true, deskC: true });
    expect(module?.settings.dbid).toBe('1');
    const first = module?.slides[0]?.layers ?? [];
    expect(first.filter((l) => l.subtype === 'zone').map((l) => l.type)).toEqual([
      'group',
      'group',
      'group',
    ]);
    expect(module?.slides[0]?.acc.hidden).toBe(true);
    expect(module?.statics[0]?.id).toBe('4');
  });
});

describe('defaults', () => {
  it('fills every section a module leaves out', () => {
    const module = parseModuleStrict({ settings: {}, slides: { a: { id: 'a' } } });
    expect(module.settings.default.len).toBe(9000);
    expect(module.settings.vPort).toEqual([100, 100, 100, 100, 100]);
    expect(module.settings.slideshow).toMatchObject({
      auto: true,
      loop: -1,
      stopAt: -1,
      sOH: false,
    });
    expect(module.settings.pbar).toMatchObject({ set: false, t: 'horizontal', base: 'slide' });
    expect(module.settings.modal.sp).toBe(1000);
    expect(module.settings.nav.m.cd).toBe(1500);
    expect(module.slides[0]?.slideshow).toEqual({
      len: 'default',
      stop: false,
      hal: 0,
      hfn: false,
    });
  });

  it('reads any unknown module type as standard', () => {
    const module = parseModuleStrict({ settings: { type: 'weird' }, slides: [{ id: 1 }] });
    expect(module.settings.type).toBe('standard');
    expect(module.settings.alias).toBe('slider');
  });
});

describe('the server’s reading (validateModule)', () => {
  it('accepts what the lenient reading can show, with every field it left out', () => {
    const result = validateModule(minimal());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.module.slides[1]?.layers.map((l) => l.id)).toEqual(['l1']);
    expect(result.dropped).toEqual([
      {
        path: 'slides.s2.layers.l4.type',
        message:
          'unknown layer type "foo" (one of text, shape, image, video, audio, svg, row, column, group, button, linebreak)',
        removed: 'slides.s2.layers.l4',
      },
    ]);
    expect(result.dropped).toEqual(parseModule(minimal()).dropped);
  });

  it('keeps the first 10 params and names the rest', () => {
    const data = minimal();
    (data.slides.s1.slide as Record<string, unknown>).params = Array.from({ length: 12 }, () => ({
      v: 'x',
    }));
    const result = validateModule(data);
    expect(result.ok && result.dropped.map((d) => d.path)).toEqual(
      ['slides.s2.layers.l4.type', 'slides.s1.params'].sort(),
    );
  });

  it('refuses data that is not a module, and modules without slides, naming every problem', () => {
    expect(validateModule('nope')).toEqual({
      ok: false,
      issues: [{ path: '', message: 'expected a module object, got "nope"' }],
    });
    const empty = validateModule({ settings: {}, slides: {} });
    expect(!empty.ok && empty.issues).toEqual([{ path: 'slides', message: 'no slide to show' }]);
    const broken = validateModule({ settings: {}, slides: { a: 1, b: 'x', c: null } });
    expect(!broken.ok && broken.issues.map((i) => i.path)).toEqual([
      'slides.a',
      'slides.b',
      'slides.c',
      'slides',
    ]);
  });

  it('refuses unsafe data: prototype keys, absurd nesting and counts', () => {
    const polluted = JSON.parse(
      '{"settings":{"nav":{"__proto__":{"x":1}}},"slides":{"a":{"id":"a","layers":{"l":{"type":"text","constructor":{"prototype":{"y":2}}}}}}}',
    );
    const result = validateModule(polluted);
    expect(!result.ok && result.issues.map((i) => i.path)).toEqual([
      'settings.nav.__proto__',
      'slides.a.layers.l.constructor.prototype',
    ]);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 60; i++) deep = { next: deep };
    const nested = validateModule({ settings: { deep }, slides: { a: { id: 'a' } } });
    expect(!nested.ok && nested.issues[0]?.message).toBe('nested more than 40 levels deep');
    const many = validateModule({
      settings: {},
      slides: Array.from({ length: 2001 }, (_, i) => ({ id: i })),
    });
    expect(!many.ok && many.issues).toEqual([
      { path: 'slides', message: '2001 slides (at most 2000)' },
    ]);
  });

  it('parseModuleStrict throws a ModuleDataError listing every issue of refused data', () => {
    expect(() => parseModuleStrict({ settings: {}, slides: { a: 1, b: 2 } })).toThrow(
      ModuleDataError,
    );
    try {
      parseModuleStrict({ settings: {}, slides: { a: 1, b: 2 } });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('slides.a: expected a slide object, got 1');
      expect(message).toContain('slides.b: expected a slide object, got 2');
      expect(message).toContain('slides: no slide to show');
    }
  });

  it('reads the holes of a sparse slide list as missing slides instead of throwing', () => {
    // Found by the property test: `slides: []` then `slides[4] = 0` left four holes.
    const slides: unknown[] = [];
    slides[4] = 0;
    const result = validateModule({ settings: {}, slides });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path)).toContain('slides');
    expect(parseModule({ settings: {}, slides }).module).toBeNull();
  });
});

describe('what real engine-7 data saves (fixtures/slider/real)', () => {
  const layer = (extra: Record<string, unknown>) => ({
    settings: {},
    slides: { s: { id: 's', layers: { l: { id: 'l', type: 'text', ...extra } } } },
  });
  const read = (data: unknown) => {
    const result = validateModule(data);
    expect(result.ok && result.dropped).toEqual([]);
    return result.ok ? result.module : null;
  };

  it('an entrance that waits for an action ("w0" on its first frames) waits, from 0', () => {
    const frames = [
      { t: 'w0', d: 0, o: 0 },
      { t: 0, d: 750, o: 1 },
    ];
    const module = read(layer({ tl: { in: { content: { all: frames }, clip: { all: frames } } } }));
    const tl = module?.slides[0]?.layers[0]?.tl;
    expect(tl?.in?.wait).toBe(true);
    expect(tl?.in?.content?.all.map((f) => f.t)).toEqual([0, 0]);
    expect(tl?.in?.clip?.all[0]?.t).toBe(0);
    // An explicit wait is kept; an exit's "w" start is only read as its start.
    const out = read(
      layer({
        tl: {
          in: { wait: false, content: { all: frames } },
          out: { content: { all: [{ t: 'w200' }] } },
        },
      }),
    )?.slides[0]?.layers[0]?.tl;
    expect(out?.in?.wait).toBe(false);
    expect(out?.out?.content?.all[0]?.t).toBe(200);
    expect(out?.out?.wait).toBeUndefined();
  });

  it('a line break between the layers of a column is a layer kind of its own', () => {
    const module = read(layer({ type: 'linebreak', size: { w: '100%', h: ['10px', '#a'] } }));
    expect(module?.slides[0]?.layers[0]).toMatchObject({
      type: 'linebreak',
      size: {
        w: ['100%', '100%', '100%', '100%', '100%'],
        h: ['10px', '10px', '10px', '10px', '10px'],
      },
    });
  });

  it('"mid" is the middle, an empty list or nulls in a per-level list are not given', () => {
    const module = read(
      layer({ pos: { v: ['mid', 'mid', null, 'mid', 'mid'], h: [null, 'right'] }, lh: [] }),
    );
    const l = module?.slides[0]?.layers[0];
    expect(l?.pos.v).toEqual(['middle', 'middle', 'middle', 'middle', 'middle']);
    expect(l?.pos.h).toEqual(['right', 'right', 'right', 'right', 'right']);
    expect(l?.lh).toEqual(['normal', 'normal', 'normal', 'normal', 'normal']);
  });

  it('a list where one value is kept: the widest level’s', () => {
    const module = read({
      settings: {
        pbar: { set: ['#a', true, false], s: ['6px', '8px'] },
        nav: { k: { use: [null, 'on'] } },
      },
      slides: { s: { id: 's' } },
    });
    expect(module?.settings.pbar).toMatchObject({ set: true, s: 6 });
    expect(module?.settings.nav.k.use).toBe(true);
  });

  it('a video layer’s options in its content (engine 7) are its media', () => {
    const module = read(
      layer({
        type: 'video',
        content: { src: 'ZSw7xaL410Y', type: 'youtube', autoPlay: 'false', text: '' },
      }),
    );
    expect(module?.slides[0]?.layers[0]?.media).toEqual({
      src: 'ZSw7xaL410Y',
      type: 'youtube',
      autoPlay: 'false',
    });
  });

  it('an unknown value falls back to the default, and says so', () => {
    const result = validateModule({
      settings: { nav: { k: { use: 'horizontal' } }, vPort: ['80%', '80%', '80%', '80%', '80%'] },
      slides: { s: { id: 's' } },
    });
    expect(result.ok && result.module.settings.nav.k.use).toBe(false);
    expect(result.ok && result.dropped).toEqual([
      {
        path: 'settings.nav.k.use',
        message: 'expected true or false, got "horizontal"',
        removed: 'settings.nav.k.use',
      },
      {
        path: 'settings.vPort',
        message: 'expected a number (or one per responsive level), got "80%" (level 1 of 5)',
        removed: 'settings.vPort',
      },
    ]);
  });
});

describe('the valid-part reading', () => {
  it('leaves out a layer of unknown type and reports it', () => {
    const { module, dropped } = parseModule(minimal());
    expect(module?.slides[1]?.layers.map((l) => l.id)).toEqual(['l1']);
    expect(dropped).toEqual([
      {
        path: 'slides.s2.layers.l4.type',
        message: expect.stringContaining('unknown layer type "foo"'),
        removed: 'slides.s2.layers.l4',
      },
    ]);
  });

  it('puts defaults in place of broken optional fields', () => {
    const data = minimal();
    (data.settings as Record<string, unknown>).pbar = { set: true, t: 'spiral', s: '8px' };
    (data.settings as Record<string, unknown>).default = { len: 'forever' };
    const { module, dropped } = parseModule(data);
    expect(module?.settings.pbar).toMatchObject({ set: true, t: 'horizontal', s: 8 });
    expect(module?.settings.default.len).toBe(9000);
    expect(dropped.map((d) => d.removed)).toEqual(
      expect.arrayContaining(['settings.pbar.t', 'settings.default.len']),
    );
  });

  it('removes several broken fields of one unit in one go', () => {
    const data = minimal();
    (data.slides.s1.slide as Record<string, unknown>).actions = [
      { a: 1 },
      { a: 'ok' },
      { a: [] },
      { a: 'fine' },
    ];
    (data.slides.s1.slide as Record<string, unknown>).order = 'first';
    const { module, dropped } = parseModule(data);
    expect(module?.slides.find((s) => s.id === 's1')?.actions.map((a) => a.a)).toEqual([
      'ok',
      'fine',
    ]);
    const s1 = dropped.filter((d) => d.path.startsWith('slides.s1'));
    expect(s1.map((d) => d.removed).sort()).toEqual([
      'slides.s1.actions.0',
      'slides.s1.actions.2',
      'slides.s1.order',
    ]);
  });

  it('removes a broken list item but keeps the list', () => {
    const data = minimal();
    (data.slides.s1.slide as Record<string, unknown>).actions = [
      { a: 'link', link: '/x' },
      { target: 'nowhere' },
      { a: 'next' },
    ];
    const { module, dropped } = parseModule(data);
    expect(module?.slides[0]?.actions.map((a) => a.a)).toEqual(['link', 'next']);
    expect(dropped.filter((d) => d.path.startsWith('slides.s1'))).toEqual([
      {
        path: 'slides.s1.actions.1.a',
        message: 'expected an action name, got nothing',
        removed: 'slides.s1.actions.1',
      },
    ]);
  });

  it('keeps the first 10 params and reports the rest', () => {
    const data = minimal();
    (data.slides.s1.slide as Record<string, unknown>).params = Array.from(
      { length: 12 },
      (_, i) => ({ v: `p${i}`, l: '3' }),
    );
    const { module, dropped } = parseModule(data);
    expect(module?.slides[0]?.params).toHaveLength(10);
    expect(module?.slides[0]?.params[0]).toEqual({ v: 'p0', l: 3 });
    expect(dropped[0]?.path).toBe('slides.s1.params');
  });

  it('leaves out slides that are not objects and duplicate ids', () => {
    const data = minimal() as { slides: Record<string, unknown> };
    data.slides.bad = 42;
    data.slides.dup = { id: 's1', slide: { order: 9 } };
    const { module, dropped } = parseModule(data);
    expect(module?.slides.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(dropped.map((d) => d.path)).toEqual(
      expect.arrayContaining(['slides.bad', 'slides.dup.id']),
    );
  });

  it('shows nothing, without throwing, when nothing is valid', () => {
    expect(parseModule(null).module).toBeNull();
    expect(parseModule({ settings: {}, slides: { a: 'x' } }).module).toBeNull();
    expect(parseModule([]).dropped[0]?.message).toMatch(/expected a module object/);
  });

  it('never sets a prototype from __proto__ keys', () => {
    const data = JSON.parse(
      '{"settings":{"__proto__":{"polluted":true}},"slides":{"a":{"id":"a","layers":{"x":{"type":"foo","__proto__":{"p":1}}}}}}',
    );
    const { module } = parseModule(data);
    expect(module).not.toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseSlideEntry', () => {
  it('reads one lazily loaded slide with its layers', () => {
    const { slide, dropped } = parseSlideEntry('7', {
      id: 7,
      slide: { title: 'Lazy' },
      layers: [{ type: 'image' }, { type: 'nope' }],
    });
    expect(slide?.id).toBe('7');
    expect(slide?.layers.map((l) => [l.id, l.type])).toEqual([['0', 'image']]);
    expect(dropped).toHaveLength(1);
  });
});

describe('blank sections', () => {
  it('reads null, "" and PHP\'s [] for an empty object as "all defaults"', () => {
    const module = parseModuleStrict({
      settings: { pbar: null, nav: [], slideshow: '', general: { fallbackURL: null } },
      slides: { a: { id: 'a', slide: { thumb: [], attr: null }, layers: [] } },
    });
    expect(module.settings.pbar.t).toBe('horizontal');
    expect(module.settings.nav.arrows.set).toBe(false);
    expect(module.settings.slideshow.auto).toBe(true);
    expect(module.settings.general.fallbackURL).toBe('');
    expect(module.slides[0]?.attr.deepLink).toBe('');
  });
});
