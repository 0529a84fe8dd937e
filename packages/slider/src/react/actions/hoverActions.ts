import { actionsOnLayer } from '../../core/actions/ActionLayers.js';
import { actionEvent } from '../../core/actions/ActionNames.js';
import type { Slide, SliderModule } from '../../core/model/ParseModule.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';

/**
 * Actions on "mouseenter" and "mouseleave" (`evt`): a layer triggers them when the pointer
 * enters or leaves it, and, so that a keyboard reaches them too, when the focus enters or
 * leaves it (a link or button layer, or one holding one). Pointer and focus count as one
 * "inside": a layer entered by the pointer and then focused by its click is not entered twice,
 * and it is left when neither is inside any more. Listeners sit on the module's element
 * (capturing, as mouseenter does not bubble), so layers drawn later are covered too.
 */
export function bindHoverActions(
  root: HTMLElement,
  module: SliderModule,
  run: (action: SlideAction) => void,
): () => void {
  const hovers = [...module.slides, ...module.statics].some((s) =>
    s.actions.some((a) => actionEvent(a) !== 'click'),
  );
  if (!hovers) return () => {};
  const pointer = new WeakSet<Element>();
  const focus = new WeakSet<Element>();
  const inside = (el: Element) => pointer.has(el) || focus.has(el);

  const mark = (el: HTMLElement, holder: WeakSet<Element>, on: boolean) => {
    const before = inside(el);
    if (on) holder.add(el);
    else holder.delete(el);
    const now = inside(el);
    if (now === before) return;
    const id = el.dataset.srLayer ?? '';
    const slide = slideOfElement(el, id, module);
    if (!slide) return;
    for (const action of actionsOnLayer(slide, id, now ? 'mouseenter' : 'mouseleave')) run(action);
  };

  const onPointer = (event: Event) => {
    const el = event.target;
    if (el instanceof HTMLElement && el.dataset.srLayer !== undefined) {
      mark(el, pointer, event.type === 'mouseenter');
    }
  };
  const onFocus = (event: FocusEvent) => {
    const other = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    for (const el of layersAround(event.target, root)) {
      if (!other || !el.contains(other)) mark(el, focus, event.type === 'focusin');
    }
  };
  root.addEventListener('mouseenter', onPointer, true);
  root.addEventListener('mouseleave', onPointer, true);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onFocus);
  return () => {
    root.removeEventListener('mouseenter', onPointer, true);
    root.removeEventListener('mouseleave', onPointer, true);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onFocus);
  };
}

/** The layer elements around a node, innermost first (layers nest in rows, columns, groups). */
function layersAround(node: EventTarget | null, root: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  let el = node instanceof Element ? node.closest<HTMLElement>('[data-sr-layer]') : null;
  while (el && root.contains(el)) {
    out.push(el);
    el = el.parentElement?.closest<HTMLElement>('[data-sr-layer]') ?? null;
  }
  return out;
}

/** The slide a layer element is drawn for: its slide's element, else a static slide. */
export function slideOfElement(
  el: Element,
  layerId: string,
  module: SliderModule,
): Slide | undefined {
  const holder = el.closest<HTMLElement>('[data-slide-id]');
  const id = holder?.dataset.slideId;
  if (id !== undefined && !holder?.hasAttribute('data-static-slide')) {
    return module.slides.find((s) => s.id === id);
  }
  return module.statics.find((s) => s.layers.some((l) => l.id === layerId));
}
