import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One MediaQueryList for the page, its answer kept from its `change` events: React reads the
 * snapshot on every render, and reading `matches` after a DOM change can make the browser
 * recompute styles on the spot.
 */
let list: MediaQueryList | null | undefined;
let reduced = false;

function media(): MediaQueryList | null {
  if (list === undefined) {
    // None on the server, nor in test DOMs that lack it.
    list = globalThis.matchMedia?.(QUERY) ?? null;
    reduced = list?.matches ?? false;
    list?.addEventListener('change', (event) => {
      reduced = event.matches;
    });
  }
  return list;
}

// MediaQueryList has addEventListener in every browser the ES2022 build runs in (Safari 14+).
function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/** The reader asked for less motion: slide changes and layer timelines are skipped. */
export function prefersReducedMotion(): boolean {
  media();
  return reduced;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
