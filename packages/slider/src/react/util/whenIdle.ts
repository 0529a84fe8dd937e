/**
 * Runs `fn` when the main thread has a moment (requestIdleCallback, at most `timeout` ms
 * later), or after a short timeout where the browser has no idle callbacks. Returns a cancel.
 */
export function whenIdle(fn: () => void, timeout = 500): () => void {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof g.requestIdleCallback === 'function') {
    const handle = g.requestIdleCallback(fn, { timeout });
    return () => g.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(fn, 50);
  return () => clearTimeout(handle);
}
