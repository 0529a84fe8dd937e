import { actionsOnLayer } from '../../core/actions/ActionLayers.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import { slideOfElement } from './hoverActions.js';

/**
 * A hero has no engine, so its renderer makes no layer a button (the standard module's
 * LayerView does, for its moves). The actions part does it for the hero's layers with click
 * actions (scroll below the hero, play a layer in, go full screen): each becomes a button for
 * the pointer, the keyboard (Enter, Space) and assistive technology, named by its text or,
 * without one, by its alias, as the standard module names its action layers. A layer that is a
 * link stays one and runs its other click actions when followed, as in a standard module. What
 * it added goes when the hero leaves the page.
 */
export function bindHeroButtons(
  root: HTMLElement,
  module: SliderModule,
  run: (action: SlideAction) => void,
): () => void {
  const clicks = (el: HTMLElement): SlideAction[] => {
    const id = el.dataset.srLayer ?? '';
    const slide = slideOfElement(el, id, module);
    return slide ? actionsOnLayer(slide, id, 'click').filter((a) => a.a !== 'link') : [];
  };
  const buttons: HTMLElement[] = [];
  const links: HTMLElement[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-sr-layer]')) {
    if (clicks(el).length === 0) continue;
    // A link stays a link; following it (a click, or Enter, which clicks it) runs the rest.
    if (el.querySelector('a[href]')) {
      links.push(el);
      continue;
    }
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    el.style.cursor = 'pointer';
    if (!el.textContent?.trim()) {
      const layer = slideOfElement(el, el.dataset.srLayer ?? '', module)?.layers.find(
        (l) => l.id === el.dataset.srLayer,
      );
      el.setAttribute(
        'aria-label',
        layer?.alias ||
          clicks(el)
            .map((a) => a.a)
            .join(', '),
      );
    }
    buttons.push(el);
  }
  if (buttons.length === 0 && links.length === 0) return () => {};
  const follow = (event: Event) => {
    for (const action of clicks(event.currentTarget as HTMLElement)) run(action);
  };
  for (const el of links) el.addEventListener('click', follow);
  const activate = (event: Event) => {
    const el = buttons.find((b) => b === event.currentTarget);
    if (!el) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
    }
    for (const action of clicks(el)) run(action);
  };
  for (const el of buttons) {
    el.addEventListener('click', activate);
    el.addEventListener('keydown', activate);
  }
  return () => {
    for (const el of links) el.removeEventListener('click', follow);
    for (const el of buttons) {
      el.removeEventListener('click', activate);
      el.removeEventListener('keydown', activate);
      el.removeAttribute('role');
      el.removeAttribute('tabindex');
      el.removeAttribute('aria-label');
      el.style.removeProperty('cursor');
    }
  };
}
