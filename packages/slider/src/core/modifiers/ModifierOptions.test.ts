import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../model/ModuleSchema.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { readFixture } from '../test-support/fixtures.js';
import {
  DEFAULT_FOLLOW,
  followTime,
  layerStrengths,
  modifierOptions,
  modifiersActive,
} from './ModifierOptions.js';

const settings = (mod: Record<string, unknown>) => SettingsSchema.parse({ mod });

describe('the module mod settings (spec 3.1)', () => {
  it('defaults: off, mouse, depth 65 px, same direction, 400 ms power3.out', () => {
    expect(modifierOptions(settings({}).mod)).toEqual({
      use: false,
      mouse: true,
      drag: false,
      scroll: false,
      d3: false,
      depth: 65,
      cropZ: 0,
      follow: DEFAULT_FOLLOW,
      ease: 'power3.out',
      sign: 1,
      multiplyX: 1,
      multiplyY: 1,
      disableOnMobile: false,
    });
  });

  it('t picks the inputs; "mousedrag" follows the pointer only while pressed', () => {
    const of = (t: string) => modifierOptions(settings({ use: true, t }).mod);
    expect(of('scroll')).toMatchObject({ mouse: false, scroll: true, drag: false });
    expect(of('mousescroll')).toMatchObject({ mouse: true, scroll: true, drag: false });
    expect(of('mousedrag')).toMatchObject({ mouse: true, scroll: false, drag: true });
  });

  it('the editor switches (mouse, scroll) win over t', () => {
    const o = modifierOptions(settings({ use: true, t: 'mouse', mouse: false, scroll: 'on' }).mod);
    expect(o).toMatchObject({ mouse: false, scroll: true });
  });

  it('reads d3, d3d, d3z, d3s, d3e, dir, sm, om and dOM', () => {
    const o = modifierOptions(
      settings({
        use: true,
        d3: true,
        d3d: '40',
        d3z: 120,
        d3s: '1.5',
        d3e: 'power2.inOut',
        dir: 'opposite',
        sm: 2,
        om: '0.5',
        dOM: true,
      }).mod,
    );
    expect(o).toMatchObject({
      d3: true,
      depth: 40,
      cropZ: 120,
      follow: 1500,
      ease: 'power2.inOut',
      sign: -1,
      multiplyX: 2,
      multiplyY: 0.5,
      disableOnMobile: true,
    });
  });

  it('d3s is seconds as the editor saves it; above 20 it can only be milliseconds', () => {
    expect(followTime(3)).toBe(3000);
    expect(followTime('0.1')).toBe(100);
    expect(followTime(300)).toBe(300);
    expect(followTime('fast')).toBe(DEFAULT_FOLLOW);
    expect(followTime(-1)).toBe(DEFAULT_FOLLOW);
  });

  it('reads the real modules: a 27.5 px depth, and a module that asks for scroll', () => {
    const kr = parseModuleStrict(readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'));
    expect(modifierOptions(kr.settings.mod)).toMatchObject({ use: false, depth: 27.5 });
    const nj = parseModuleStrict(readFixture('sr7_njairbnb_fashion1_standard_SR7_1_1.json'));
    expect(modifierOptions(nj.settings.mod)).toMatchObject({ use: true, scroll: true });
  });
});

describe('when the modifiers run', () => {
  it('never under prefers-reduced-motion; not on mobile with dOM', () => {
    const on = { disableOnMobile: false };
    const dOM = { disableOnMobile: true };
    expect(modifiersActive(on, { mobile: false, reducedMotion: false })).toBe(true);
    expect(modifiersActive(on, { mobile: true, reducedMotion: false })).toBe(true);
    expect(modifiersActive(on, { mobile: false, reducedMotion: true })).toBe(false);
    expect(modifiersActive(dOM, { mobile: true, reducedMotion: false })).toBe(false);
    expect(modifiersActive(dOM, { mobile: false, reducedMotion: false })).toBe(true);
  });
});

describe('layer strengths (spec 3.3 mod: mouse, scroll)', () => {
  it('numbers or numeric text; none means the layer stays put', () => {
    expect(layerStrengths({ mod: { mouse: 20, scroll: '-10' } })).toEqual({
      mouse: 20,
      scroll: -10,
    });
    expect(layerStrengths({ mod: { mouse: 15 } })).toEqual({ mouse: 15, scroll: 0 });
    expect(layerStrengths({ mod: { mouse: 'lots' } })).toBeNull();
    expect(layerStrengths({})).toBeNull();
  });
});
