import { useEffect, useRef } from 'react';
import {
  cleanup,
  createModule,
  EVENT_ON_KEY_DOWN,
  EVENT_ON_POINTER_CANCEL,
  EVENT_ON_POINTER_DOWN,
  EVENT_ON_POINTER_MOVE,
  EVENT_ON_POINTER_UP,
  MODULE_CONTROLLER,
  type Plugin,
  useController,
} from 'yet-another-react-lightbox';
import type { Timers } from '../timers.js';
import { focusableIn, wrapTarget } from './focusable.js';
import { createGestureTracker, type GestureMove, type GestureThresholds } from './gestures.js';

const SWIPE_OFFSET = '--yarl__swipe_offset';
const PULL_OFFSET = '--yarl__pull_offset';
const PULL_OPACITY = '--yarl__pull_opacity';

/**
 * Swipe and vertical drag with the spec's thresholds (9.10: 10 px, 50 px, 100 px), in place of
 * the lightbox's own (30 px and 60 px, not configurable). It moves the carousel through the
 * same CSS variables the lightbox uses, then hands over to its prev/next/close, whose 0.4 s
 * animation starts from where the finger let go.
 */
export function gesturesPlugin(
  thresholds: GestureThresholds,
  reducedMotion: () => boolean,
): Plugin {
  function Gestures() {
    const { prev, next, close, subscribeSensors, containerRef } = useController();
    const tracker = useRef(createGestureTracker(thresholds));

    useEffect(() => {
      const style = () => containerRef.current?.style;
      const clear = () => {
        style()?.removeProperty(SWIPE_OFFSET);
        style()?.removeProperty(PULL_OFFSET);
        style()?.removeProperty(PULL_OPACITY);
      };
      const springBack = (from: GestureMove) => {
        clear();
        const carousel = containerRef.current?.querySelector<HTMLElement>('.yarl__carousel');
        if (!carousel || reducedMotion() || from.kind === 'none') return;
        const start =
          from.kind === 'swipe' ? `translate(${from.dx}px, 0)` : `translate(0, ${from.dy}px)`;
        carousel.animate?.([{ transform: start }, { transform: 'translate(0, 0)' }], {
          duration: 200,
          easing: 'ease-out',
        });
      };
      return cleanup(
        subscribeSensors(EVENT_ON_POINTER_DOWN, (event) => {
          if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
          // Video controls own their drags (the seek bar).
          if (event.target instanceof Element && event.target.closest('video')) return;
          tracker.current.start(event.pointerId, event.clientX, event.clientY);
        }),
        subscribeSensors(EVENT_ON_POINTER_MOVE, (event) => {
          const move = tracker.current.move(event.pointerId, event.clientX, event.clientY);
          if (move.kind === 'swipe') {
            style()?.setProperty(SWIPE_OFFSET, `${Math.round(move.dx)}px`);
          } else if (move.kind === 'drag') {
            style()?.setProperty(PULL_OFFSET, `${Math.round(move.dy)}px`);
            const fade = Math.min(Math.abs(move.dy) / (2 * thresholds.dragClose), 0.5);
            style()?.setProperty(PULL_OPACITY, String(Math.round((1 - fade) * 100) / 100));
          }
        }),
        subscribeSensors(EVENT_ON_POINTER_UP, (event) => {
          const before = tracker.current.current();
          const outcome = tracker.current.end(event.pointerId, event.clientX, event.clientY);
          if (outcome === 'next' || outcome === 'prev') {
            // The lightbox measures the carousel where it is now, then animates from there.
            (outcome === 'next' ? next : prev)();
            clear();
          } else if (outcome === 'close') {
            close();
          } else if (outcome === 'cancel') {
            springBack(before);
          }
        }),
        subscribeSensors(EVENT_ON_POINTER_CANCEL, () => {
          const before = tracker.current.current();
          tracker.current.reset();
          springBack(before);
        }),
      );
    }, [subscribeSensors, containerRef, prev, next, close]);
    return null;
  }
  return ({ addChild }) => addChild(MODULE_CONTROLLER, createModule('rl-gestures', Gestures));
}

/**
 * Spec 9.10: the toolbar, the arrows and the caption fade out after `delay` ms without pointer,
 * key or wheel activity, and come back on the next one. They stay focusable: a Tab brings them
 * back before the focus lands.
 */
export function idleBarsPlugin(delay: number, timers: Timers): Plugin {
  function IdleBars() {
    const { containerRef } = useController();
    useEffect(() => {
      const container = containerRef.current;
      if (!container || delay <= 0) return;
      const root = container.closest('.yarl__portal') ?? container;
      let timer: number | null = null;
      const hide = () => {
        timer = null;
        root.setAttribute('data-bars', 'hidden');
      };
      const wake = () => {
        root.setAttribute('data-bars', 'shown');
        if (timer !== null) timers.clearTimeout(timer);
        timer = timers.setTimeout(hide, delay);
      };
      wake();
      const events = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'focusin'] as const;
      for (const name of events) root.addEventListener(name, wake, { passive: true });
      return () => {
        if (timer !== null) timers.clearTimeout(timer);
        for (const name of events) root.removeEventListener(name, wake);
      };
    }, [containerRef]);
    return null;
  }
  return ({ addChild }) => addChild(MODULE_CONTROLLER, createModule('rl-idle-bars', IdleBars));
}

/** The WAI-ARIA modal dialog pattern's focus wrap: Tab never leaves the lightbox. */
export const focusTrapPlugin: Plugin = ({ addChild }) => {
  function FocusTrap() {
    const { subscribeSensors, containerRef, focus } = useController();
    useEffect(
      () =>
        subscribeSensors(EVENT_ON_KEY_DOWN, (event) => {
          if (event.key !== 'Tab') return;
          const container = containerRef.current;
          if (!container) return;
          const items = focusableIn(container);
          if (items.length === 0) {
            event.preventDefault();
            focus();
            return;
          }
          const target = wrapTarget(items, container.ownerDocument.activeElement, event.shiftKey);
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }),
      [subscribeSensors, containerRef, focus],
    );
    return null;
  }
  addChild(MODULE_CONTROLLER, createModule('rl-focus-trap', FocusTrap));
};
