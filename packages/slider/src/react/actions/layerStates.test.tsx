import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Layer } from '../../core/model/LayerSchema.js';
import { LayerStates } from './layerStates.js';

/** What actions do to layers, and how a left slide's layers go back as saved. */
const cancelled: string[] = [];
beforeEach(() => {
  cancelled.length = 0;
  HTMLElement.prototype.animate = vi.fn(function (this: HTMLElement) {
    const id = this.id;
    return {
      cancel: () => cancelled.push(id),
      finished: Promise.resolve(),
    } as unknown as Animation;
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

const timing = { level: 0 as const, scale: 1, reduced: false };
const waiting = { id: 'w', tl: { in: { wait: true } } } as unknown as Layer;
const plain = { id: 'p', tl: {} } as unknown as Layer;

function nodes() {
  document.body.innerHTML = '<div id="a1"></div><div id="a2"></div><div id="s1"></div>';
  return ['a1', 'a2', 's1'].map((id) => document.getElementById(id)!) as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];
}

describe('LayerStates', () => {
  it('knows whether a layer shows: it waits until played in; the last action decides after', () => {
    const [a1] = nodes();
    const states = LayerStates();
    expect(states.shown(a1, waiting)).toBe(false);
    expect(states.shown(a1, plain)).toBe(true);
    states.play(a1, waiting, 'a', 'in', timing);
    expect(states.shown(a1, waiting)).toBe(true);
    states.play(a1, waiting, 'a', 'out', timing);
    expect(states.shown(a1, waiting)).toBe(false);
    // Each play cancels what held the previous one.
    expect(cancelled).toEqual(['a1']);
  });

  it('under reduced motion, only the end state (no movement)', () => {
    const [a1] = nodes();
    LayerStates().play(a1, plain, 'a', 'out', { ...timing, reduced: true });
    expect(HTMLElement.prototype.animate).toHaveBeenCalledTimes(1);
    expect(vi.mocked(HTMLElement.prototype.animate).mock.calls[0]![1]).toMatchObject({
      duration: 0,
      fill: 'forwards',
    });
  });

  it('puts the layers of left slides back, never a static slide’s', () => {
    const [a1, a2, s1] = nodes();
    const states = LayerStates();
    states.toggleClasses(a1, 'a', ['x', 'y']);
    states.toggleClasses(a1, 'a', ['y']);
    a2.classList.add('kept');
    states.toggleClasses(a2, 'b', ['kept']);
    states.toggleClasses(s1, null, ['x']);
    states.play(a1, waiting, 'a', 'in', timing);
    expect(a1.className).toBe('x');
    expect(a2.className).toBe('');
    states.reset('b');
    // Slide a was left: back as saved; b is the current one; the static layer keeps its class.
    expect(a1.className).toBe('');
    expect(states.shown(a1, waiting)).toBe(false);
    expect(cancelled).toContain('a1');
    expect(a2.className).toBe('');
    expect(s1.className).toBe('x');
    states.clear();
    expect(a2.className).toBe('kept');
    expect(s1.className).toBe('');
  });
});
