import { describe, expect, it } from 'vitest';
import type { SlideAction } from '../model/SlideSchema.js';
import { actionClasses, actionDelay, actionEvent, actionTargets } from './ActionNames.js';
import { actionSources } from './ActionSources.js';

const action = (fields: Record<string, unknown>) => ({ a: 'startIn', ...fields }) as SlideAction;

describe('slide action fields', () => {
  it('reads the delay in ms; anything not a positive number is none', () => {
    expect(actionDelay(action({ d: 300 }))).toBe(300);
    expect(actionDelay(action({ d: '1200' }))).toBe(1200);
    for (const d of [undefined, '', 0, -5, 'soon', null, Number.NaN]) {
      expect(actionDelay(action({ d }))).toBe(0);
    }
  });

  it('reads the event: mouseenter and mouseleave, else a click', () => {
    expect(actionEvent(action({ evt: 'mouseenter' }))).toBe('mouseenter');
    expect(actionEvent(action({ evt: 'mouseleave' }))).toBe('mouseleave');
    expect(actionEvent(action({}))).toBe('click');
    expect(actionEvent(action({ evt: 'hover' }))).toBe('click');
  });

  it('reads sources and targets as layer ids (engine 7 saves numbers too)', () => {
    expect(actionSources(action({ src: [13, '2'] }))).toEqual(['13', '2']);
    expect(actionSources(action({ src: 4 }))).toEqual(['4']);
    expect(actionSources(action({}))).toEqual([]);
    expect(actionTargets(action({ target: ['3', 5] }))).toEqual(['3', '5']);
    expect(actionTargets(action({ target: '' }))).toEqual([]);
  });

  it('keeps only valid class names, so nothing but a class reaches the layer', () => {
    expect(actionClasses(action({ class: ' is-open  big_text ' }))).toEqual([
      'is-open',
      'big_text',
    ]);
    expect(actionClasses(action({ class: 'ok "><script> 9lives a.b' }))).toEqual(['ok']);
    expect(actionClasses(action({}))).toEqual([]);
  });
});
