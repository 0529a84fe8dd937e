/** Spec 9.10: the lightbox's touch thresholds, in CSS pixels. */
export const GESTURE_DEFAULTS = {
  /** A horizontal move this long starts a swipe (to the previous or next item). */
  swipeStart: 10,
  /** A vertical move this long starts the vertical drag. */
  dragStart: 50,
  /** A vertical drag this long closes the lightbox. */
  dragClose: 100,
} as const;

export type GestureThresholds = typeof GESTURE_DEFAULTS;

/** Where a pointer's move has got to. */
export type GestureMove =
  | { kind: 'none' }
  | { kind: 'swipe'; dx: number }
  | { kind: 'drag'; dy: number };

/** What a finished gesture asks for. */
export type GestureOutcome = 'none' | 'prev' | 'next' | 'close' | 'cancel';

export interface GestureTracker {
  start(pointerId: number, x: number, y: number): void;
  move(pointerId: number, x: number, y: number): GestureMove;
  end(pointerId: number, x: number, y: number): GestureOutcome;
  /** The current gesture, if one has started. */
  current(): GestureMove;
  reset(): void;
}

/**
 * Swipe and vertical drag, without the DOM: the first axis to pass its threshold decides the
 * gesture (10 px horizontally, 50 px vertically), and it keeps that axis until the pointer
 * lifts. A swipe released at least 10 px from where it began changes item (left: next); a
 * vertical drag released 100 px or more away closes, anything shorter springs back.
 */
export function createGestureTracker(
  thresholds: GestureThresholds = GESTURE_DEFAULTS,
): GestureTracker {
  let pointer: { id: number; x: number; y: number } | null = null;
  let gesture: GestureMove = { kind: 'none' };

  const track = (id: number, x: number, y: number): GestureMove => {
    if (!pointer || pointer.id !== id) return { kind: 'none' };
    const dx = x - pointer.x;
    const dy = y - pointer.y;
    if (gesture.kind === 'none') {
      if (Math.abs(dx) >= thresholds.swipeStart && Math.abs(dx) >= Math.abs(dy)) {
        gesture = { kind: 'swipe', dx };
      } else if (Math.abs(dy) >= thresholds.dragStart && Math.abs(dy) > Math.abs(dx)) {
        gesture = { kind: 'drag', dy };
      }
    } else if (gesture.kind === 'swipe') {
      gesture = { kind: 'swipe', dx };
    } else {
      gesture = { kind: 'drag', dy };
    }
    return gesture;
  };

  return {
    start(id, x, y) {
      pointer = { id, x, y };
      gesture = { kind: 'none' };
    },
    move: track,
    end(id, x, y) {
      if (!pointer || pointer.id !== id) return 'none';
      const final = track(id, x, y);
      pointer = null;
      gesture = { kind: 'none' };
      if (final.kind === 'swipe') {
        if (Math.abs(final.dx) < thresholds.swipeStart) return 'cancel';
        return final.dx < 0 ? 'next' : 'prev';
      }
      if (final.kind === 'drag') {
        return Math.abs(final.dy) >= thresholds.dragClose ? 'close' : 'cancel';
      }
      return 'none';
    },
    current: () => gesture,
    reset() {
      pointer = null;
      gesture = { kind: 'none' };
    },
  };
}
