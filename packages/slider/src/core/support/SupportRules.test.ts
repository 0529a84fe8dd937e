import { describe, expect, it } from 'vitest';
import { inUse, ruleMatcher, type SupportRule, switchedOn, valueRule } from './SupportRules.js';

const rules: SupportRule[] = [
  { path: 'slides.*.layers.*.hov.**', status: 'dropped', reason: 'hover', on: 'u', whole: true },
  { path: 'slides.*.layers.*.hov.frame.d', status: 'supported' },
  { path: 'slides.*.layers.*.tl.in.**', status: 'dropped', reason: 'timeline' },
  { path: 'slides.*.layers.*.tl.*.**', status: 'dropped', reason: 'scene' },
  {
    path: 'slides.*.layers.*.tl.in.content.all.*.t',
    status: 'supported',
    values: [{ match: /^w/, status: 'approximated' }],
  },
  { path: 'slides.*.layers.*.*', status: 'ignored' },
  { path: 'slides.*.layers.*.id', status: 'supported' },
  { path: '**.lib_id', status: 'ignored' },
];
const match = (path: string) =>
  ruleMatcher(rules).match(path.split('.'))?.reason ??
  ruleMatcher(rules).match(path.split('.'))?.status;

describe('the rule of a path', () => {
  it('is the exact rule with the most named keys, then the key anywhere, then the nearest **', () => {
    expect(match('slides.1.layers.6.id')).toBe('supported');
    expect(match('slides.1.layers.6.alias')).toBe('ignored');
    expect(match('slides.1.layers.6.hov.frame.d')).toBe('supported');
    expect(match('slides.1.layers.6.hov.frame.e')).toBe('hover');
    expect(match('slides.1.layers.6.bg.image.lib_id')).toBe('ignored');
    expect(match('slides.1.layers.6.tl.in.content.all.0.t')).toBe('supported');
    expect(match('slides.1.layers.6.tl.in.foo.bar')).toBe('timeline');
    expect(match('slides.1.layers.6.tl.scene_1.content.all.0.t')).toBe('scene');
    expect(match('settings.nothing')).toBeUndefined();
  });

  it('a value rule speaks for the values it names, in lists too', () => {
    const rule = rules[4] as SupportRule;
    expect(valueRule(rule, 'w0')?.status).toBe('approximated');
    expect(valueRule(rule, 300)).toBeUndefined();
    expect(valueRule({ ...rule, values: [{ match: /^1$/, status: 'supported' }] }, 1)?.status).toBe(
      'supported',
    );
    expect(
      valueRule({ ...rule, values: [{ match: ['left'], status: 'dropped' }] }, [0, 'left'])?.status,
    ).toBe('dropped');
  });

  it('a switch (`on`) is looked up from the object the rule is about', () => {
    const rule = rules[0] as SupportRule;
    const root = {
      slides: {
        1: { layers: { 6: { hov: { u: 'true', c: '#fff' } }, 7: { hov: { c: '#fff' } } } },
      },
    };
    expect(switchedOn(rule, ['slides', '1', 'layers', '6', 'hov', 'c'], root)).toBe(true);
    expect(switchedOn(rule, ['slides', '1', 'layers', '7', 'hov', 'c'], root)).toBe(false);
  });
});

describe('inUse', () => {
  it('reads the editor’s ways of saying "not used" as unused', () => {
    for (const value of [
      undefined,
      null,
      '',
      [],
      false,
      0,
      '0',
      '0px',
      '0%',
      'none',
      'off',
      '#a',
      'inherit',
      'transparent',
      ['#a', 0, 'none'],
    ]) {
      expect(inUse(value), JSON.stringify(value)).toBe(false);
    }
    for (const value of [1, '0.5', '5px', 'left', true, ['none', '10px'], { c: '#fff' }]) {
      expect(inUse(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('reads an engine colour object by its CSS', () => {
    expect(inUse({ type: 'solid', orig: 'transparent', string: 'transparent' })).toBe(false);
    expect(inUse({ type: 'solid', orig: '#000', string: 'rgba(0, 0, 0, 1)' })).toBe(true);
  });
});
