import { gridScale, type Level, type PerLevel } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import {
  followsScroll,
  onSlideTimeline,
  type SbtOptions,
  slideTimelineLength,
} from '../../core/sbt/ScrollTimeline.js';
import { clipTimeline, layerTimeline, type TimelineAnimation } from '../animation/timeline.js';

/**
 * A slide's scroll-driven layer entrances as keyframes on one common timeline: each layer's
 * entrance (content transforms and clip reveal) is placed on the slide's timeline, so every
 * animation spans the same scroll range and a layer that ends early holds its end state.
 */
export interface ScrollLayer {
  node: HTMLElement;
  keyframes: Keyframe[];
}

export interface SlideScroll {
  /** The slide timeline's length, ms. */
  length: number;
  layers: ScrollLayer[];
}

export function slideScroll(
  element: ParentNode,
  slide: Slide,
  options: Pick<SbtOptions, 'allLayers'>,
  level: Level,
  widths: PerLevel<number>,
  frameWidth: number,
): SlideScroll {
  const length = slideTimelineLength(slide, options);
  const layers: ScrollLayer[] = [];
  if (length <= 0) return { length, layers };
  const scale = gridScale(frameWidth, widths[level]);
  for (const node of element.querySelectorAll<HTMLElement>('[data-sr-layer]')) {
    const layer = slide.layers.find((l) => l.id === node.dataset.srLayer);
    if (!layer || !followsScroll(layer, options)) continue;
    const tl = layer.tl.in;
    const content = tl?.content?.all?.length
      ? layerTimeline(tl.content.all, 'in', level, scale)
      : null;
    const clip = clipTimeline(tl?.clip as Parameters<typeof clipTimeline>[0], 'in');
    for (const timeline of [content, clip]) {
      if (timeline) layers.push({ node, keyframes: placed(timeline, length) });
    }
  }
  return { length, layers };
}

function placed(timeline: TimelineAnimation, length: number): Keyframe[] {
  const offsets = timeline.keyframes.map((k) => (k.offset as number | null) ?? 0);
  const moved = onSlideTimeline(offsets, timeline.duration, length);
  const keyframes = timeline.keyframes.map((k, i) => ({ ...k, offset: moved[i] }));
  const last = keyframes[keyframes.length - 1];
  if (last && (last.offset ?? 0) < 1) {
    // Held at the end for the rest of the slide's timeline.
    const { easing: _easing, ...rest } = last;
    keyframes.push({ ...rest, offset: 1 });
  }
  return keyframes;
}
