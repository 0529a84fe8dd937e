import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. On the server (and during hydration) it answers
 * `serverValue`, which must be what the server-rendered HTML assumed, so hydration agrees.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
