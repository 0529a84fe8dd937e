import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateV6Module } from '../../core/migration/MigrateModule.js';
import { V6_ACTIONS, v6ActionsModule } from '../../test-support/v6ActionsModule.js';
import { preloadChunks, renderSlider, settle } from '../test-support/renderSlider.js';

/**
 * The actions part in a rendered module (jsdom): a migrated engine-6 module whose buttons play
 * a hidden layer in and out, toggle it and a class on it, hover a tooltip in, and pause the
 * slideshow; delays wait on the module's timers. jsdom runs no animations: `animate` is
 * recorded here (what the browser test sees played, this one sees asked for).
 */
interface Played {
  layer: string | undefined;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancelled: boolean;
}
let played: Played[] = [];
const original = HTMLElement.prototype.animate;

beforeAll(async () => {
  await preloadChunks();
  await import('./actionsFeature.js');
  HTMLElement.prototype.animate = function (this: HTMLElement, keyframes, options) {
    const record: Played = {
      layer: this.dataset.srLayer,
      keyframes: keyframes as Keyframe[],
      options: (typeof options === 'number' ? { duration: options } : options) ?? {},
      cancelled: false,
    };
    played.push(record);
    return {
      finished: Promise.resolve(),
      cancel: () => {
        record.cancelled = true;
      },
      finish: () => {},
    } as unknown as Animation;
  };
});
afterAll(() => {
  HTMLElement.prototype.animate = original;
});
beforeEach(() => {
  vi.useFakeTimers();
  played = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function migrated() {
  const result = migrateV6Module(v6ActionsModule());
  if (!result.ok) throw new Error(result.error);
  return result.module;
}

/** The migrated module on screen, its first entrance over: what is played from now on is the actions'. */
async function open() {
  const view = await renderSlider({ data: migrated(), lang: 'fr' });
  played = [];
  return view;
}

const layer = (container: HTMLElement, id: string, slide = '601') =>
  container.querySelector<HTMLElement>(`[data-slide-id="${slide}"] [data-sr-layer="${id}"]`)!;

/** The visibility an action's animations leave a layer in (their last visibility keyframe). */
function heldVisibility(id: string): string | undefined {
  const last = played.filter((p) => p.layer === id && !p.cancelled).at(-1);
  return last?.keyframes.at(-1)?.visibility as string | undefined;
}

describe('the actions of a migrated engine-6 module', { timeout: 15_000 }, () => {
  it('keep a layer that waits for an action hidden until start_in shows it, after its delay', async () => {
    const { container } = await open();
    const answer = layer(container, V6_ACTIONS.answer);
    expect(answer.style.visibility).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la réponse' }));
    await settle(V6_ACTIONS.showDelay - 1);
    expect(heldVisibility(V6_ACTIONS.answer)).toBeUndefined();
    await settle(1);
    // Its own entrance (a rise and a fade over 300 ms) and, held, "visible".
    const entrance = played.filter((p) => p.layer === V6_ACTIONS.answer);
    expect(entrance.map((p) => p.options.duration ?? 0)).toEqual([300, 0]);
    expect(entrance[0]!.keyframes.at(-1)).toMatchObject({ opacity: 1 });
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('visible');
    // start_out plays its exit and leaves it hidden.
    fireEvent.click(screen.getByRole('button', { name: 'Masquer la réponse' }));
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('hidden');
    expect(played.filter((p) => p.layer === V6_ACTIONS.answer && p.cancelled)).toHaveLength(2);
  });

  it('toggle_layer plays the layer in when it is out and out when it is in; Enter works it too', async () => {
    const { container } = await open();
    const toggle = screen.getByRole('button', { name: 'Basculer la réponse' });
    fireEvent.click(toggle);
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('visible');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('hidden');
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('visible');
    expect(layer(container, V6_ACTIONS.answer)).toBeDefined();
  });

  it('toggle_class toggles the class on the layer, and the slide puts it back once left', async () => {
    const { container, api } = await open();
    const answer = layer(container, V6_ACTIONS.answer);
    const highlight = screen.getByRole('button', { name: 'Surligner la réponse' });
    fireEvent.click(highlight);
    expect(answer.classList.contains(V6_ACTIONS.highlight)).toBe(true);
    fireEvent.click(highlight);
    expect(answer.classList.contains(V6_ACTIONS.highlight)).toBe(false);
    fireEvent.click(highlight);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la réponse' }));
    await settle(V6_ACTIONS.showDelay);
    expect(heldVisibility(V6_ACTIONS.answer)).toBe('visible');
    // To the next slide and back: the first slide is as it was saved.
    act(() => api.current?.next());
    await settle(3000);
    expect(api.current?.state()?.current).toBe('602');
    expect(answer.classList.contains(V6_ACTIONS.highlight)).toBe(false);
    // What held the answer shown is cancelled: its inline "hidden" is back.
    const holds = played.filter(
      (p) => p.layer === V6_ACTIONS.answer && 'visibility' in p.keyframes[0]!,
    );
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.every((p) => p.cancelled)).toBe(true);
  });

  it('a mouseenter action runs when the pointer enters its layer, mouseleave when it leaves', async () => {
    const { container } = await open();
    const hint = layer(container, '6');
    // Not a button: it has no click action.
    expect(hint.getAttribute('role')).toBeNull();
    expect(layer(container, V6_ACTIONS.tooltip).style.visibility).toBe('hidden');
    fireEvent.mouseEnter(hint);
    expect(heldVisibility(V6_ACTIONS.tooltip)).toBe('visible');
    // Moving inside the layer enters nothing new.
    fireEvent.mouseEnter(hint.firstElementChild as HTMLElement);
    expect(played.filter((p) => p.layer === V6_ACTIONS.tooltip)).toHaveLength(2);
    fireEvent.mouseLeave(hint);
    expect(heldVisibility(V6_ACTIONS.tooltip)).toBe('hidden');
  });

  it('pause and resume buttons pause and resume the slideshow as the rotation control does', async () => {
    const { api } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(api.current?.state()?.pauseReasons).toContain('user');
    expect(screen.getByRole('button', { name: 'Lancer le défilement automatique' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    expect(api.current?.state()?.pauseReasons).not.toContain('user');
  });

  it('drops an action still waiting for its delay when the module leaves the page', async () => {
    const view = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la réponse' }));
    view.unmount();
    await settle(V6_ACTIONS.showDelay * 2);
    expect(played.filter((p) => p.layer === V6_ACTIONS.answer)).toEqual([]);
  });
});

/** Engine-7 data: the shapes the migration writes, and actions it does not (hover moves). */
function v7(type: 'standard' | 'hero', actions: Record<string, unknown>[], layers = {}) {
  const button = (id: string, text: string) => ({
    id,
    type: 'text',
    subtype: 'button',
    content: { text },
  });
  return {
    settings: { alias: `v7-${type}`, type, slideshow: { auto: false } },
    slides: {
      a: {
        id: 'a',
        slide: { order: 1, actions },
        layers: {
          w: { id: 'w', type: 'text', content: { text: 'En attente' }, tl: { in: { wait: true } } },
          b1: button('b1', 'Un'),
          b2: button('b2', 'Deux'),
          ...layers,
        },
      },
      b: { id: 'b', slide: { order: 2 }, layers: {} },
      c: { id: 'c', slide: { order: 3 }, layers: {} },
    },
  };
}

describe('actions in engine-7 data', { timeout: 15_000 }, () => {
  it('a delayed next waits for its delay; a jump on mouse enter runs on hover', async () => {
    const { container, api } = await renderSlider({
      data: v7('standard', [
        { a: 'next', src: ['b1'], d: 1000 },
        { a: 'jumpto', evt: 'mouseenter', src: ['b2'], target: 'c' },
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Un' }));
    await settle(999);
    expect(api.current?.state()?.current).toBe('a');
    await settle(1);
    await settle(3000);
    expect(api.current?.state()?.current).toBe('b');
    act(() => api.current?.goTo('#a'));
    await settle(3000);
    fireEvent.mouseEnter(layer(container, 'b2', 'a'));
    await settle(3000);
    expect(api.current?.state()?.current).toBe('c');
  });

  it('says which actions it does not know, and a toggleClass without a class once', async () => {
    const { container, lines } = await renderSlider({
      data: v7('standard', [
        { a: 'simulateClick', src: ['b1'] },
        { a: 'toggleClass', evt: 'mouseenter', src: ['b2'], target: ['w'] },
      ]),
    });
    const warnings = () => lines.filter((l) => l.level === 'warn').map((l) => l.text);
    expect(warnings()).toContain(
      'Tribune slider: the slide action "simulateClick" is not one Tribune runs',
    );
    const b2 = layer(container, 'b2', 'a');
    for (let i = 0; i < 3; i++) {
      fireEvent.mouseEnter(b2);
      fireEvent.mouseLeave(b2);
    }
    expect(warnings().filter((w) => w.includes('toggleClass action names no class'))).toHaveLength(
      1,
    );
  });

  it('a hero’s action layers become buttons: toggle a layer, scroll below the hero', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const { container } = await renderSlider({
      data: v7(
        'hero',
        [
          { a: 'toggleLayer', src: ['b1'], target: ['w'] },
          { a: 'scrollBelow', src: ['arrow'], offset: 120, sp: 500, e: 'none' },
        ],
        { arrow: { id: 'arrow', type: 'shape', alias: 'Descendre' } },
      ),
    });
    await settle();
    const toggle = screen.getByRole('button', { name: 'Un' });
    expect(toggle.tabIndex).toBe(0);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(heldVisibility('w')).toBe('visible');
    fireEvent.click(toggle);
    expect(heldVisibility('w')).toBe('hidden');
    // A shape has no text: its alias names it.
    fireEvent.click(screen.getByRole('button', { name: 'Descendre' }));
    await settle(600);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 120 }));
    // Not a button: it has no click action.
    expect(layer(container, 'b2', 'a').getAttribute('role')).toBeNull();
  });

  it('a hero’s link layer with another click action stays a link and runs it when followed', async () => {
    const { container } = await renderSlider({
      data: v7('hero', [
        { a: 'link', src: ['b2'], link: '#programme' },
        { a: 'toggleLayer', src: ['b2'], target: ['w'] },
      ]),
    });
    await settle();
    const link = screen.getByRole('link', { name: 'Deux' });
    expect(link.getAttribute('href')).toBe('#programme');
    expect(layer(container, 'b2', 'a').getAttribute('role')).toBeNull();
    fireEvent.click(link);
    expect(heldVisibility('w')).toBe('visible');
  });
});
