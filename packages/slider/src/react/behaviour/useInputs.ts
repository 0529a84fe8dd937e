import { type PointerEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import { KeyboardNav } from '../../core/KeyboardNav.js';
import type { NavSettings } from '../../core/model/NavSchema.js';
import { cancelsTap, decideSwipe, type PointerSample } from '../../core/Swipe.js';
import { WheelNav } from '../../core/WheelNav.js';

/**
 * Keyboard, wheel and swipe/drag navigation. Keys work while focus is inside the module, and
 * page-wide when the module enables keyboard navigation (`nav.k.use`) and is in view; the wheel
 * when `nav.m.use`; swipes follow `nav.s.mobC` (touch) and `nav.s.deskC` (mouse, pen). A press
 * that moved more than 5 px is a drag, so the click it ends in does not follow a link.
 */
export function useInputs(
  engine: SliderEngine | null,
  nav: NavSettings,
  frame: RefObject<HTMLElement | null>,
  region: RefObject<HTMLElement | null>,
  inViewport: boolean,
) {
  const keyboard = useMemo(() => KeyboardNav(), []);
  const wheel = useMemo(() => WheelNav({ cooldown: nav.m.cd }), [nav.m.cd]);
  const start = useRef<(PointerSample & { id: number; touch: boolean }) | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const el = region.current;
    if (!engine || !el) return;
    const onKey = (event: KeyboardEvent) => {
      // Alt+Left is the browser's Back; other modifiers are the page's or the reader's own.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      const inside = el.contains(target);
      if (!inside && !(nav.k.use && inViewport)) return;
      // Keys pressed in a modal dialog are not for the modules behind it.
      const dialog = target?.closest?.('dialog');
      if (dialog && !dialog.contains(el)) return;
      if (target?.closest('input, textarea, select, [contenteditable], [role="slider"]')) return;
      const request = keyboard.press(event.key, event.timeStamp);
      if (request === null) return;
      event.preventDefault();
      engine.goTo(request, 'user');
    };
    const scope: Document | HTMLElement = nav.k.use ? document : el;
    scope.addEventListener('keydown', onKey as EventListener);
    return () => scope.removeEventListener('keydown', onKey as EventListener);
  }, [engine, keyboard, nav.k.use, region, inViewport]);

  useEffect(() => {
    const el = frame.current;
    if (!engine || !el || !nav.m.use) return;
    const onWheel = (event: WheelEvent) => {
      const request = wheel.wheel(event.deltaY, event.timeStamp);
      if (request !== null) engine.goTo(request, 'user');
      event.preventDefault();
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [engine, wheel, nav.m.use, frame]);

  const pointer = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!engine || (event.pointerType === 'mouse' && event.button !== 0)) return;
      if ((event.target as HTMLElement).closest('.sr7-nav')) return;
      start.current = {
        x: event.clientX,
        y: event.clientY,
        id: event.pointerId,
        touch: event.pointerType === 'touch',
      };
      dragged.current = false;
      engine.setPauseReason('interaction', true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (s && s.id === event.pointerId && cancelsTap(s, { x: event.clientX, y: event.clientY })) {
        dragged.current = true;
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      start.current = null;
      if (!engine || !s || s.id !== event.pointerId) return;
      engine.setPauseReason('interaction', false);
      const decision = decideSwipe(
        s,
        { x: event.clientX, y: event.clientY },
        {
          mobile: s.touch,
          allowMobile: nav.s.mobC,
          allowDesktop: nav.s.deskC,
        },
      );
      if (decision.kind === 'swipe') engine.goTo(decision.request, 'user');
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      if (start.current?.id !== event.pointerId) return;
      start.current = null;
      engine?.setPauseReason('interaction', false);
    },
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event: { preventDefault(): void }) {
      event.preventDefault();
    },
  };
  return pointer;
}
