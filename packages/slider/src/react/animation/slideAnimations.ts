import type { Level } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { play } from './run.js';
import { clipTimeline, layerTimeline } from './timeline.js';

/** A rendered slide element inside a module frame, by slide id. */
export function slideElement(root: ParentNode, id: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>('[data-slide-id]')) {
    if (el.dataset.slideId === id) return el;
  }
  return null;
}

/** Starts the in or out timelines of a slide's layers (content transforms and clip reveals). */
export function layerAnimations(
  element: ParentNode | null,
  slide: Slide | undefined,
  direction: 'in' | 'out',
  level: Level,
  /** The grid's scale, read only when a layer moves (reading it forces a layout). */
  scale: () => number,
): (Animation | null)[] {
  if (!slide || !element) return [];
  const out: (Animation | null)[] = [];
  const fill: FillMode = direction === 'in' ? 'backwards' : 'forwards';
  for (const node of element.querySelectorAll<HTMLElement>('[data-sr-layer]')) {
    const layer = slide.layers.find((l) => l.id === node.dataset.srLayer);
    const tl = layer?.tl[direction];
    if (!tl) continue;
    const content = tl.content?.all?.length
      ? layerTimeline(tl.content.all, direction, level, scale())
      : null;
    if (content) out.push(play(node, content.keyframes, { duration: content.duration, fill }));
    const clip = clipTimeline(tl.clip as Parameters<typeof clipTimeline>[0], direction);
    if (clip) out.push(play(node, clip.keyframes, { duration: clip.duration, fill }));
  }
  return out;
}

/** The background's slow pan and zoom (`tl.in.pan` of the slide background): not waited for. */
export function startPan(
  element: ParentNode | null,
  slide: Slide | undefined,
  level: Level,
  scale: () => number,
): void {
  const pan = slide?.layers.find((l) => l.subtype === 'slidebg')?.tl.in?.pan;
  if (!slide || !pan || !element) return;
  const img = element.querySelector('.sr7-bg-img');
  const timeline = layerTimeline(pan.all, 'in', level, scale());
  if (img && timeline)
    play(img, timeline.keyframes, { duration: timeline.duration, fill: 'forwards' });
}
