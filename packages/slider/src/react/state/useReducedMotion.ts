import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | null | undefined;

/** One MediaQueryList for the page: React reads the snapshot on every render. */
function media(): MediaQueryList | null {
  if (list === undefined) {
    list =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(QUERY)
        : null;
  }
  return list;
}

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener?.('change', onChange);
  return () => m?.removeEventListener?.('change', onChange);
}

/** The reader asked for less motion: slide changes and layer timelines are skipped. */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
