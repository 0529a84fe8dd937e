import { describe, expect, it } from 'vitest';
import { validateModule } from '../model/ValidateModule.js';
import { readRealFixture, realFixtureNames } from '../test-support/fixtures.js';
import { type ModuleReport, reportModule } from './ModuleReport.js';
import { summariseModuleReport } from './ReportSummary.js';

function report(data: unknown): ModuleReport {
  const reading = validateModule(data);
  if (!reading.ok) throw new Error(JSON.stringify(reading.issues));
  return reportModule(data, reading);
}

const finding = (r: ModuleReport, path: string) =>
  [...r.approximated, ...r.dropped].find((entry) => entry.path === path);

/** One slide whose layer `l` has `layer`'s fields, and `settings`. */
const module = (layer: Record<string, unknown>, settings: Record<string, unknown> = {}) => ({
  settings: { alias: 'essai', version: '6.7.20', ...settings },
  slides: {
    1: {
      id: 1,
      slide: { id: 1, order: 1, title: 'Un', ojsv: '7.0.2', actions: [] as unknown[] },
      layers: { 6: { id: 6, type: 'text', content: { text: 'Bonjour' }, ...layer } },
    },
  },
});

describe('the report of an engine-7 module', () => {
  it('counts what is read as saved, off, editor-only, and lists the rest with a reason', () => {
    const r = report(
      module({
        border: { c: '#fff', s: ['solid', '#a'], w: { t: ['2px'], b: 0 } },
        bShdw: { use: false, color: 'rgba(0, 0, 0, 0.5)', blur: ['20px'] },
        vA: 'top',
        tShdw: { use: true, color: '#000', blur: ['5px'] },
        secret: 'x',
      }),
    );
    expect(r.source).toEqual({ format: 'engine-7', version: '6.7.20', alias: 'essai' });
    expect(r.counts).toMatchObject({ slides: 1, layers: 1, layersByType: { text: 1 } });
    // A border in use: one finding for the whole border. A box shadow switched off: nothing.
    expect(finding(r, 'slides.1.layers.6.border')?.message).toBe(
      'a layer’s border is not drawn by Tribune',
    );
    expect(finding(r, 'slides.1.layers.6.bShdw')).toBeUndefined();
    expect(finding(r, 'slides.1.layers.6.tShdw')).toMatchObject({
      pattern: 'slides.*.layers.*.tShdw',
      message: 'text shadows are not drawn by Tribune',
    });
    expect(finding(r, 'slides.1.layers.6.vA')).toBeUndefined();
    expect(finding(r, 'slides.1.layers.6.secret')).toEqual({
      path: 'slides.1.layers.6.secret',
      pattern: 'slides.*.layers.*.secret',
      value: '"x"',
      message: 'not read by Tribune’s engine (no rule in core/support/Support.ts)',
    });
    const { values } = r;
    expect(values.total).toBe(
      values.supported + values.unused + values.ignored + values.approximated + values.dropped,
    );
    expect(values.ignored).toBeGreaterThanOrEqual(2); // settings.version, slide.ojsv
  });

  it('names what the reader read differently: "w0", an unknown value, a lazily loaded slide', () => {
    const data = module(
      {
        tl: {
          in: {
            content: {
              all: [
                { t: 'w0', o: 0 },
                { t: 0, d: 500, o: 1 },
              ],
            },
          },
        },
      },
      { nav: { k: { use: 'horizontal' } } },
    );
    (data.slides as Record<string, unknown>)[2] = { id: 2, slide: { id: 2, order: 2 }, layers: [] };
    const r = report(data);
    expect(finding(r, 'slides.1.layers.6.tl.in.content.all.0.t')).toMatchObject({
      value: '"w0"',
      message: expect.stringMatching(/^waits for an action \(`tl.in.wait`\)/),
    });
    expect(r.approximated.map((e) => e.path)).toContain('slides.2.layers');
    expect(r.dropped.filter((e) => e.path === 'settings.nav.k.use')).toEqual([
      {
        path: 'settings.nav.k.use',
        pattern: 'settings.nav.k.use',
        value: '"horizontal"',
        message: 'expected true or false, got "horizontal": the default is used',
      },
    ]);
  });

  it('an action Tribune does not run is one finding, its details with it', () => {
    const data = module({});
    data.slides[1].slide.actions = [
      { a: 'callback', cb: 'alert(1)', evt: 'click', src: [6], target: [6] },
      { a: 'next', evt: 'click', src: [6] },
    ];
    const r = report(data);
    expect(r.dropped.filter((e) => e.pattern.startsWith('slides.*.slide.actions'))).toEqual([
      {
        path: 'slides.1.slide.actions.0',
        pattern: 'slides.*.slide.actions.*',
        value: '"callback"',
        message: 'an action Tribune does not run',
      },
    ]);
  });

  it('engine 7’s slide and layer actions run: only the options Tribune does not read are listed', () => {
    const data = module({});
    data.slides[1].slide.actions = [
      { a: 'playScene', sc: 'in', evt: 'mouseenter', src: [6], target: [6], rec: true },
      { a: 'toggleScenes', scn: 'in', scm: 'out', src: [6], target: ['6'], atst: 'hidden' },
      { a: 'callSlide', evt: 'click', target: 17, src: [6] },
      { a: 'simulate', evt: 'click', typ: 'click', target: ['6'], src: [6] },
      { a: 'scroll', e: 'power1.inOut', s: '1000ms', target: 'plans', offset: '-50px', src: [6] },
      { a: 'scrollbelow', e: 'power0.in', s: '750', offset: '-100px', src: [6] },
    ];
    const r = report(data);
    expect(
      [...r.dropped, ...r.approximated]
        .filter((e) => e.pattern.startsWith('slides.*.slide.actions'))
        .map((e) => e.path),
    ).toEqual(['slides.1.slide.actions.0.rec', 'slides.1.slide.actions.1.atst']);
  });

  it('a layer the reader leaves out is reported once, not walked', () => {
    const r = report(module({ type: 'hologram', hov: { u: true, c: '#fff' } }));
    expect(r.dropped).toEqual([
      expect.objectContaining({
        path: 'slides.1.layers.6.type',
        message: expect.stringMatching(
          /^unknown layer type "hologram".*: slides\.1\.layers\.6 is left out$/,
        ),
      }),
    ]);
  });

  it('sums up in a few lines', () => {
    const lines = summariseModuleReport(
      report(module({ border: { c: '#fff', w: { t: ['2px'] } }, hov: { u: true, c: '#fff' } })),
    );
    expect(lines[0]).toBe('read: 1 slide(s), 0 static slide(s), 1 layer(s) (1 text), 0 action(s)');
    expect(lines[1]).toMatch(
      /^values: \d+: \d+ read as saved, \d+ off or blank, \d+ editor-only, 0 approximated, \d+ dropped$/,
    );
    expect(lines).toContain('approximated: nothing');
    expect(lines).toContain('dropped: 2 finding(s)');
    expect(lines).toContain(
      '  slides.*.layers.*.hov = {"u":true,"c":"#fff"}: hover styles are not drawn by Tribune',
    );
  });
});

describe.skipIf(realFixtureNames().length === 0)('the real engine-7 modules', () => {
  it.each(realFixtureNames())(
    '%s: every value is accounted for, no field without a rule but the few known',
    (name) => {
      const data = readRealFixture(name);
      const r = report(data);
      const { values } = r;
      expect(values.total).toBe(
        values.supported + values.unused + values.ignored + values.approximated + values.dropped,
      );
      expect(values.supported).toBeGreaterThan(values.dropped / 2);
      const unknown = r.dropped.filter((e) => e.message.includes('no rule')).map((e) => e.pattern);
      // Navigation arrows' `m` ("hslide"): what it does is not known here, so it has no rule.
      expect([...new Set(unknown)].filter((p) => p !== 'settings.nav.arrows.m')).toEqual([]);
    },
  );

  it('jsc-plans: its line breaks read, its waiting entrances and its scenes approximated', () => {
    const r = report(readRealFixture('jsc-plans.json'));
    expect(r.counts.layersByType.linebreak).toBe(4);
    const waits = r.approximated.filter((e) => e.value === '"w0"').map((e) => e.path);
    expect(waits).toContain('slides.473.layers.6.tl.in.content.all.0.t');
    expect(r.approximated.map((e) => e.path)).toContain(
      'slides.473.layers.0.tl.scene_1.content.all',
    );
    // What a scene holds beside its moves (perspective, origin, masks) is not played.
    expect(r.dropped.some((e) => e.pattern === 'slides.*.layers.*.tl.scene_1')).toBe(true);
  });
});
