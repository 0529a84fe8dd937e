import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';

/**
 * The WAI-ARIA disclosure pattern as a hook: a button that shows and hides a region. Returns
 * prop objects for the button and the region; Escape inside either closes and returns focus to
 * the button.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close(true);
      }
    },
    [open, close],
  );

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': regionId,
      onClick: () => setOpen((value) => !value),
      onKeyDown,
    },
    regionProps: {
      id: regionId,
      'data-open': open ? '' : undefined,
      onKeyDown,
    },
  };
}
