import type { Layer } from '../../core/model/LayerSchema.js';
import type { SliderModule } from '../../core/model/ParseModule.js';
import { type LayerStrengths, layerStrengths } from '../../core/modifiers/ModifierOptions.js';
import { slideElement } from '../animation/slideAnimations.js';

/**
 * The elements the modifiers move on the slide on screen: the content box of each layer with a
 * strength (the inner element: the outer one belongs to the layer's timelines; a layer inside
 * a row, column or group moves with its container and adds its own part), the slide
 * background, and in 3D mode the layer grid, which tilts with the background. Static layers
 * (on every slide) are included. Collected when the slide changes, not on every frame.
 */
export interface LayerTarget {
  element: HTMLElement;
  strengths: LayerStrengths;
}

export interface SlideTargets {
  slide: HTMLElement | null;
  layers: LayerTarget[];
  background: { element: HTMLElement; strengths: LayerStrengths | null } | null;
  grid: HTMLElement | null;
}

export interface LayerIndex {
  /** A layer by its slide (null: the static slides) and id; ids repeat across slides. */
  layer(slideId: string | null, id: string): Layer | undefined;
  /** A slide's background layer (subtype "slidebg"). */
  background(slideId: string): Layer | undefined;
}

export function layerIndex(module: SliderModule): LayerIndex {
  const bySlide = new Map<string, Map<string, Layer>>();
  for (const slide of [...module.slides, ...module.statics]) {
    bySlide.set(slide.id, new Map(slide.layers.map((l) => [l.id, l])));
  }
  const statics = module.statics.map((s) => bySlide.get(s.id) as Map<string, Layer>);
  return {
    layer(slideId, id) {
      if (slideId !== null) return bySlide.get(slideId)?.get(id);
      for (const layers of statics) {
        const layer = layers.get(id);
        if (layer) return layer;
      }
      return undefined;
    },
    background(slideId) {
      for (const layer of bySlide.get(slideId)?.values() ?? []) {
        if (layer.subtype === 'slidebg') return layer;
      }
      return undefined;
    },
  };
}

export function collectTargets(
  frame: HTMLElement,
  slideId: string | null,
  index: LayerIndex,
  threeD: boolean,
): SlideTargets {
  const slide = slideId === null ? null : slideElement(frame, slideId);
  const layers: LayerTarget[] = [];
  const add = (node: HTMLElement, owner: string | null) => {
    const layer = index.layer(owner, node.dataset.srLayer ?? '');
    const strengths = layer ? layerStrengths(layer) : null;
    if (!strengths) return;
    const element =
      node.querySelector<HTMLElement>(':scope > .sr7-layer-inner, :scope > a > .sr7-layer-inner') ??
      (node.firstElementChild as HTMLElement | null);
    if (element) layers.push({ element, strengths });
  };
  if (slide) {
    for (const node of slide.querySelectorAll<HTMLElement>('[data-sr-layer]')) add(node, slideId);
  }
  for (const node of frame.querySelectorAll<HTMLElement>('.sr7-static [data-sr-layer]')) {
    add(node, null);
  }
  const bgLayer = slideId === null ? undefined : index.background(slideId);
  const bgStrengths = bgLayer ? layerStrengths(bgLayer) : null;
  const bgElement = slide?.querySelector<HTMLElement>(':scope > .sr7-bg') ?? null;
  return {
    slide,
    layers,
    background:
      bgElement && (bgStrengths || threeD) ? { element: bgElement, strengths: bgStrengths } : null,
    grid: threeD ? (slide?.querySelector<HTMLElement>(':scope > .sr7-grid') ?? null) : null,
  };
}

/** Everything the modifiers wrote, removed: the slide is back to its own styles. */
export function releaseTargets(targets: SlideTargets): void {
  const clear = (el: HTMLElement | null | undefined, ...props: string[]) => {
    for (const prop of props) el?.style.removeProperty(prop);
  };
  for (const t of targets.layers) clear(t.element, 'transform', 'will-change');
  clear(targets.background?.element, 'transform', 'will-change');
  clear(targets.grid, 'transform', 'will-change');
  clear(targets.slide, 'perspective');
}

/** Prepares the slide for 3D (the spec's 1600 px slide perspective) and the compositor. */
export function prepareTargets(targets: SlideTargets, perspective: number | null): void {
  if (perspective !== null && targets.slide) targets.slide.style.perspective = `${perspective}px`;
  for (const t of targets.layers) t.element.style.willChange = 'transform';
  if (targets.background) targets.background.element.style.willChange = 'transform';
  if (targets.grid) targets.grid.style.willChange = 'transform';
}
