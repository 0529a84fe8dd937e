import { type RefObject, useEffect, useState } from 'react';

/**
 * Spec 2.3: the header takes a shrunken style once the page is scrolled past the header's
 * height. Measured once per animation frame at most, with a passive listener.
 */
export function useShrinkOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    // The full height is read before shrinking changes it, so the threshold does not oscillate.
    const threshold = element.offsetHeight;
    let frame = 0;
    const update = () => {
      frame = 0;
      setShrunk(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [header]);
  return shrunk;
}
