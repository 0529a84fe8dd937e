import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createHoverIntent, type HoverIntent } from './hoverIntent.js';

/**
 * Which sub-menu is open (one at a time per level, identified by its item's key) and the prop
 * objects that open it: a disclosure button for keyboard, touch and screen readers, and hover
 * intent for mice on wide screens. Escape closes the open sub-menu and returns focus to its
 * button.
 */
export function useSubmenus(hover: boolean) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const intents = useRef(new Map<string, HoverIntent>());

  useEffect(() => {
    const current = intents.current;
    return () => {
      for (const intent of current.values()) intent.dispose();
      current.clear();
    };
  }, []);

  const intentFor = useCallback((key: string) => {
    let intent = intents.current.get(key);
    if (!intent) {
      intent = createHoverIntent({
        onEnter: () => setOpenKey(key),
        onLeave: () => setOpenKey((open) => (open === key ? null : open)),
      });
      intents.current.set(key, intent);
    }
    return intent;
  }, []);

  const close = useCallback((key: string, returnFocus: boolean) => {
    setOpenKey((open) => (open === key ? null : open));
    intents.current.get(key)?.reset(false);
    if (returnFocus) buttons.current.get(key)?.focus();
  }, []);

  const itemProps = (key: string) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (hover && event.pointerType === 'mouse')
        intentFor(key).pointerEnter(event.clientX, event.clientY);
    },
    onPointerMove: (event: PointerEvent) => {
      if (hover && event.pointerType === 'mouse')
        intentFor(key).pointerMove(event.clientX, event.clientY);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (hover && event.pointerType === 'mouse') intentFor(key).pointerLeave();
    },
    onTouchStart: () => intentFor(key).touch(),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openKey === key) {
        event.stopPropagation();
        close(key, true);
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // On the bar, leaving the item with the keyboard closes its floating panel, as leaving
      // with the mouse does. Not in the folded menu: there a panel is part of the list, and a
      // tap on the next chevron blurs this item before its click lands, so closing here would
      // pull the tapped chevron up from under the finger and the click would miss it (two taps
      // to open it). The chevron's own click folds this panel instead.
      if (
        hover &&
        openKey === key &&
        !event.currentTarget.contains(event.relatedTarget as Node | null)
      ) {
        close(key, false);
      }
    },
  });

  const buttonProps = (key: string, controls: string) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    type: 'button' as const,
    'aria-expanded': openKey === key,
    'aria-controls': controls,
    onClick: () => {
      const opening = openKey !== key;
      setOpenKey(opening ? key : null);
      intents.current.get(key)?.reset(opening);
    },
  });

  return { openKey, itemProps, buttonProps, isOpen: (key: string) => openKey === key };
}
