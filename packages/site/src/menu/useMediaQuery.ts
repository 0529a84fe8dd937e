import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches, kept current. On the server (and during hydration) it answers
 * `serverValue`, which must be what the server-rendered HTML assumed, so hydration agrees.
 *
 * Once hydrated, the browser's answer replaces it as a transition: on a phone the whole header
 * re-renders for it (the menu folds, mega panels turn into accordions, all out of sight behind
 * "Menu"), and as a transition React does that in slices that yield to the browser instead of
 * one long task at load. (`useSyncExternalStore` would redo it synchronously.) Later changes,
 * a window resized or a phone turned, apply at once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
