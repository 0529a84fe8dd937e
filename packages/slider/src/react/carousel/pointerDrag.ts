import type { PointerEvent as ReactPointerEvent } from 'react';
import type { CarouselDrag, Release } from '../../core/carousel/index.js';
import { cancelsTap } from '../../core/Swipe.js';

/**
 * Mouse, pen and touch on the carousel, fed to the drag model with the events' own
 * timestamps (the 130 ms rule reads them). A press becomes a drag once it has moved more than
 * 5 px (spec 9.3), mostly along the carousel's axis; a move mostly across it is left to the
 * page (touch scrolls natively: the stage's `touch-action` lets the browser pan across the
 * axis). Drags follow `nav.s`: `mobC` for touch, `deskC` for mouse and pen. A drag counts from
 * the press, so the track follows the pointer from its first pixel, and the click it ends in
 * is swallowed.
 */
export interface PointerDragOptions {
  axis: 'h' | 'v';
  allowTouch: boolean;
  allowMouse: boolean;
  /** The drag model, once the carousel is measured and bound to the engine. */
  drag(): CarouselDrag | null;
  /** The track is grabbed: stop any move and return where it is on screen. */
  grab(): number;
  /** The pointer moved the track to `position`. */
  follow(position: number): void;
  /** Released (or cancelled: `release` null, the track goes back to `position`). */
  release(release: Release | null, position: number): void;
}

interface Press {
  id: number;
  x: number;
  y: number;
  time: number;
  dragging: boolean;
}

export interface PointerDragHandlers {
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
  onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
  onPointerCancel(event: ReactPointerEvent<HTMLElement>): void;
  onClickCapture(event: { preventDefault(): void; stopPropagation(): void }): void;
  onDragStart(event: { preventDefault(): void }): void;
}

export function pointerDrag(options: PointerDragOptions): PointerDragHandlers & {
  dragging(): boolean;
} {
  let press: Press | null = null;
  let swallowClick = false;
  const along = (e: { clientX: number; clientY: number }) =>
    options.axis === 'h' ? e.clientX : e.clientY;

  function begin(event: ReactPointerEvent<HTMLElement>, p: Press, drag: CarouselDrag): void {
    p.dragging = true;
    swallowClick = true;
    try {
      event.currentTarget.setPointerCapture(p.id);
    } catch {
      // A pointer that is already gone cannot be captured; its up event still ends the drag.
    }
    drag.setPosition(options.grab());
    drag.start(options.axis === 'h' ? p.x : p.y, p.time);
  }

  return {
    dragging: () => press?.dragging ?? false,
    onPointerDown(event) {
      if (press || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const allowed = event.pointerType === 'touch' ? options.allowTouch : options.allowMouse;
      if (!allowed || !options.drag()) return;
      if ((event.target as Element).closest('.sr7-nav')) return;
      swallowClick = false;
      press = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        time: event.timeStamp,
        dragging: false,
      };
    },
    onPointerMove(event) {
      const p = press;
      const drag = options.drag();
      if (!p || p.id !== event.pointerId || !drag) return;
      if (!p.dragging) {
        const now = { x: event.clientX, y: event.clientY };
        if (!cancelsTap(p, now)) return;
        const dx = Math.abs(now.x - p.x);
        const dy = Math.abs(now.y - p.y);
        // Across the axis: the page's gesture, not ours.
        if (options.axis === 'h' ? dy > dx : dx > dy) {
          press = null;
          return;
        }
        begin(event, p, drag);
      }
      options.follow(drag.move(along(event), event.timeStamp));
    },
    onPointerUp(event) {
      const p = press;
      if (!p || p.id !== event.pointerId) return;
      press = null;
      const drag = options.drag();
      if (!p.dragging || !drag) return;
      const release = drag.end(along(event), event.timeStamp);
      options.release(release, release.to);
    },
    onPointerCancel(event) {
      const p = press;
      if (!p || p.id !== event.pointerId) return;
      press = null;
      const drag = options.drag();
      if (p.dragging && drag) options.release(null, drag.cancel());
    },
    onClickCapture(event) {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event) {
      event.preventDefault();
    },
  };
}
