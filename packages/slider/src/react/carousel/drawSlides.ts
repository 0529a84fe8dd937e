import { slideTransform, slotOf } from '../../core/carousel/index.js';
import { type CarouselGeometry, slideCss } from './geometry.js';

/**
 * One slide's look with the track at `position`: transform and opacity (what moves on the
 * compositor), z-index 100 − 5 per position from the focused slide (spec 9.6), and whether it
 * shows at all (slides past the visible ones, and the back of a 3D spin, do not).
 */
export interface SlideLook {
  transform: string;
  opacity: number;
  zIndex: number;
  visible: boolean;
}

export function lookAt(
  g: CarouselGeometry,
  index: number,
  position: number,
  /** How fast the track moves there, px per frame (the skew follows it). */
  velocity = 0,
): SlideLook {
  const fx = slideTransform(slotOf(g.track, index, position), g.effects, velocity);
  return {
    transform: slideCss(g, index, position, fx),
    opacity: fx.visible ? Math.round(fx.opacity * 1000) / 1000 : 0,
    zIndex: fx.zIndex,
    visible: fx.visible,
  };
}

/** Writes a slide's look as inline style (and its length, when slides differ: justify). */
export function drawSlide(
  g: CarouselGeometry,
  index: number,
  position: number,
  element: HTMLElement,
  justified: boolean,
): void {
  const look = lookAt(g, index, position);
  const style = element.style;
  style.transform = look.transform;
  style.opacity = String(look.opacity);
  style.zIndex = String(look.zIndex);
  // A slide out of sight takes no clicks (it is still in the DOM for the next move).
  style.pointerEvents = look.visible ? '' : 'none';
  if (justified) {
    const size = `${g.track.sizes[index] ?? 0}px`;
    if (g.axis === 'h') style.width = size;
    else style.height = size;
  }
}

/** What a keyframe of a move holds: only what the compositor animates. */
export function keyframeAt(
  g: CarouselGeometry,
  index: number,
  position: number,
  velocity = 0,
): Keyframe {
  const look = lookAt(g, index, position, velocity);
  return { transform: look.transform, opacity: look.opacity };
}
