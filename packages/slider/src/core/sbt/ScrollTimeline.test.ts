import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../model/ModuleSchema.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { readFixture } from '../test-support/fixtures.js';
import {
  entranceLength,
  followsScroll,
  moduleHold,
  nativeRange,
  onSlideTimeline,
  type SbtOptions,
  sbtOptions,
  slideTimelineLength,
  timelineTime,
  viewportMargin,
} from './ScrollTimeline.js';

const settings = (sbt: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  SettingsSchema.parse({ sbt, ...extra });

const options = (over: Partial<SbtOptions> = {}): SbtOptions => ({
  use: true,
  align: 'top',
  hold: false,
  holdUntil: 0,
  smoothing: 0,
  allLayers: true,
  ...over,
});

describe('sbt settings (spec 3.1: f, a, nL, fEnd, s)', () => {
  it('defaults: off, top, not held, no smoothing, every layer', () => {
    expect(sbtOptions(settings({}).sbt)).toEqual(options({ use: false }));
  });

  it('reads every field, numbers as text too', () => {
    expect(
      sbtOptions(
        settings({ use: true, f: 'true', a: 'bottom', fEnd: '1200', s: '300ms', nL: false }).sbt,
      ),
    ).toEqual(
      options({ hold: true, align: 'bottom', holdUntil: 1200, smoothing: 300, allLayers: false }),
    );
  });

  it('a real module without sbt stays off', () => {
    const m = parseModuleStrict(readFixture('sr7_njairbnb_fashion1_standard_SR7_1_1.json'));
    expect(sbtOptions(m.settings.sbt).use).toBe(false);
  });
});

describe('the viewport offset (spec 9.2: -200 px with a scroll-based timeline)', () => {
  it('is 200 px of margin with sbt, the level vPort otherwise', () => {
    const plain = settings({}, { vPort: [100, 100, 80, 60, 40] });
    expect(viewportMargin(plain, 3)).toBe(60);
    const sbt = settings({ use: true }, { vPort: [100, 100, 80, 60, 40] });
    expect(viewportMargin(sbt, 3)).toBe(200);
  });
});

describe('the time for a scroll position', () => {
  const v = 900;
  const h = 600;
  const at = (top: number, o: Partial<SbtOptions>, length = 1000) =>
    timelineTime({ top, moduleHeight: h, viewportHeight: v }, options(o), length);

  it('"top": from the top entering at the bottom to the top reaching the top', () => {
    expect(at(950, {})).toBe(0);
    expect(at(900, {})).toBe(0);
    expect(at(450, {})).toBe(500);
    expect(at(0, {})).toBe(1000);
    expect(at(-300, {})).toBe(1000);
  });

  it('"bottom": ends once the module is fully in view', () => {
    expect(at(900, { align: 'bottom' })).toBe(0);
    expect(at(600, { align: 'bottom' })).toBe(500);
    expect(at(300, { align: 'bottom' })).toBe(1000);
  });

  it('"travel": ends once the module has left at the top', () => {
    expect(at(900, { align: 'travel' })).toBe(0);
    expect(at(150, { align: 'travel' })).toBe(500);
    expect(at(-600, { align: 'travel' })).toBe(1000);
  });

  it('held: one pixel per millisecond from the moment the module reaches its place', () => {
    // Pinned at the top: the runway's top has passed the viewport's top by 250 px.
    expect(at(10, { hold: true })).toBe(0);
    expect(at(-250, { hold: true })).toBe(250);
    expect(at(-5000, { hold: true })).toBe(1000);
    // Pinned at the bottom: the runway's top is 250 px above where the module first fits.
    expect(at(v - h - 250, { hold: true, align: 'bottom' })).toBe(250);
    expect(at(v - 100, { hold: true, align: 'travel' })).toBe(100);
  });
});

describe('the same stretch as CSS ranges, for browsers with scroll-driven animations', () => {
  it('named view-timeline ranges without a hold', () => {
    expect(nativeRange(options(), 1000, 600)).toEqual({
      start: 'entry-crossing 0%',
      end: 'exit-crossing 0%',
    });
    expect(nativeRange(options({ align: 'bottom' }), 1000, 600)).toEqual({
      start: 'entry-crossing 0%',
      end: 'entry-crossing 100%',
    });
    expect(nativeRange(options({ align: 'travel' }), 1000, 600)).toEqual({
      start: 'cover 0%',
      end: 'cover 100%',
    });
  });

  it('pixel offsets on the runway with a hold', () => {
    expect(nativeRange(options({ hold: true }), 1500, 600)).toEqual({
      start: 'exit-crossing 0px',
      end: 'exit-crossing 1500px',
    });
    expect(nativeRange(options({ hold: true, align: 'bottom' }), 1500, 600)).toEqual({
      start: 'entry-crossing 600px',
      end: 'entry-crossing 2100px',
    });
  });
});

describe('the hold (f with fEnd)', () => {
  const sbt = (over: Record<string, unknown>) => settings({ use: true, ...over }).sbt;

  it('pins for fEnd px of scrolling, at the top or the bottom', () => {
    expect(moduleHold(sbt({ f: true, fEnd: 800 }))).toEqual({ align: 'top', spacer: 800 });
    expect(moduleHold(sbt({ f: 'true', fEnd: '1500', a: 'bottom' }))).toEqual({
      align: 'bottom',
      spacer: 1500,
    });
  });

  it('pins nothing with "travel", without f, without fEnd, or when sbt is off', () => {
    expect(moduleHold(sbt({ f: true, fEnd: 800, a: 'travel' }))).toBeNull();
    expect(moduleHold(sbt({ fEnd: 800 }))).toBeNull();
    expect(moduleHold(sbt({ f: true }))).toBeNull();
    expect(moduleHold(settings({ use: false, f: true, fEnd: 800 }).sbt)).toBeNull();
  });
});

describe('timelines of a slide', () => {
  const frame = (t: number, d: number) => ({ t, d }) as never;

  it('an entrance ends where its last moving frame ends; its first frame is the start state', () => {
    expect(entranceLength([frame(0, 0), frame(100, 600)])).toBe(700);
    expect(entranceLength([frame(500, 300), frame(0, 10)])).toBe(800);
    expect(entranceLength([frame(0, 0)])).toBe(0);
    expect(entranceLength(undefined)).toBe(0);
  });

  it('a layer that ends early holds its end for the rest of the slide timeline', () => {
    expect(onSlideTimeline([0, 0.5, 1], 500, 1000)).toEqual([0, 0.25, 0.5]);
    expect(onSlideTimeline([0, 1], 1000, 1000)).toEqual([0, 1]);
  });

  it('with nL false only layers marked sbt follow the scroll', () => {
    const layer = (extra: Record<string, unknown>) => ({ ...extra }) as never;
    expect(followsScroll(layer({}), { allLayers: true })).toBe(true);
    expect(followsScroll(layer({}), { allLayers: false })).toBe(false);
    expect(followsScroll(layer({ sbt: true }), { allLayers: false })).toBe(true);
    expect(followsScroll(layer({ sbt: { use: 'on' } }), { allLayers: false })).toBe(true);
  });

  it('the slide timeline is its longest scroll-driven entrance', () => {
    const m = parseModuleStrict(readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'));
    // Its layers sit on its static slide.
    const slide = m.statics.find((sl) =>
      sl.layers.some((l) => entranceLength(l.tl.in?.content?.all) > 0),
    );
    if (!slide) throw new Error('no slide with an entrance');
    const longest = Math.max(...slide.layers.map((l) => entranceLength(l.tl.in?.content?.all)));
    expect(longest).toBeGreaterThan(0);
    expect(slideTimelineLength(slide, { allLayers: true })).toBeGreaterThanOrEqual(longest);
  });
});
