import { afterEach, describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { bindHoverActions } from './hoverActions.js';

/**
 * Pointer and focus on a layer with mouseenter / mouseleave actions: the keyboard reaches them
 * through the focus; the two count as one "inside", so no action runs twice.
 */
const module = parseModuleStrict({
  settings: {},
  slides: {
    a: {
      id: 'a',
      slide: {
        actions: [
          { a: 'startIn', evt: 'mouseenter', src: ['1'], target: ['9'] },
          { a: 'startOut', evt: 'mouseleave', src: ['1'], target: ['9'] },
          { a: 'toggleClass', evt: 'mouseenter', src: ['2'], target: ['9'], class: 'x' },
        ],
      },
      layers: {
        1: { id: '1', type: 'text', content: { text: 'Lien' } },
        2: { id: '2', type: 'text', content: { text: 'Dans le lien' }, pid: '1' },
      },
    },
    s: {
      id: 's',
      slide: { global: true, actions: [{ a: 'pause', evt: 'mouseenter', src: ['5'] }] },
      layers: { 5: { id: '5', type: 'text', content: { text: 'Fixe' } } },
    },
  },
});

function page() {
  document.body.innerHTML = `
    <section class="sr7-module"><div class="sr7-frame">
      <div data-slide-id="a">
        <div data-sr-layer="1"><a href="/x" id="link">Lien</a>
          <div data-sr-layer="2"><span id="inner">Dans le lien</span></div>
        </div>
      </div>
      <div class="sr7-static"><div data-sr-layer="5"><button id="fixed">Fixe</button></div></div>
      <button id="outside">Ailleurs</button>
    </div></section>`;
  const root = document.querySelector<HTMLElement>('.sr7-module')!;
  const ran: string[] = [];
  const unbind = bindHoverActions(root, module, (action) => ran.push(`${action.a}:${action.src}`));
  const el = (id: string) => document.getElementById(id)!;
  const layer = (id: string) => root.querySelector<HTMLElement>(`[data-sr-layer="${id}"]`)!;
  const enter = (node: Element, type: 'mouseenter' | 'mouseleave') =>
    node.dispatchEvent(new MouseEvent(type, { bubbles: false }));
  const focus = (from: Element | null, to: Element | null) => {
    from?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
    to?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: from }));
  };
  return { ran, unbind, el, layer, enter, focus };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hover actions', () => {
  it('run on pointer enter and leave, each nested layer on its own', () => {
    const { ran, layer, enter } = page();
    enter(layer('1'), 'mouseenter');
    enter(layer('2'), 'mouseenter');
    enter(layer('2'), 'mouseleave');
    enter(layer('1'), 'mouseleave');
    expect(ran).toEqual(['startIn:1', 'toggleClass:2', 'startOut:1']);
  });

  it('run for the keyboard when the focus enters and leaves the layer', () => {
    const { ran, el, focus } = page();
    focus(el('outside'), el('link'));
    expect(ran).toEqual(['startIn:1']);
    focus(el('link'), el('outside'));
    expect(ran).toEqual(['startIn:1', 'startOut:1']);
  });

  it('count pointer and focus as one: a click that focuses does not enter twice', () => {
    const { ran, el, layer, enter, focus } = page();
    enter(layer('1'), 'mouseenter');
    focus(null, el('link'));
    // The pointer leaves, the focus stays: still inside.
    enter(layer('1'), 'mouseleave');
    expect(ran).toEqual(['startIn:1']);
    focus(el('link'), el('outside'));
    expect(ran).toEqual(['startIn:1', 'startOut:1']);
  });

  it('find a static slide’s layer, and stop listening once unbound', () => {
    const { ran, layer, enter, unbind } = page();
    enter(layer('5'), 'mouseenter');
    expect(ran).toEqual(['pause:5']);
    unbind();
    enter(layer('1'), 'mouseenter');
    expect(ran).toEqual(['pause:5']);
  });
});
