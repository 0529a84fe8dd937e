/**
 * Every timer of the widget goes through one provider (TanStack Query's `timeoutManager` idea):
 * tests hand in fake time, and nothing in the core calls `setTimeout` on its own.
 */
export type TimerId = unknown;

export interface TimerProvider {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

/**
 * The platform's timers, looked up at call time rather than captured at import, so that
 * `vi.useFakeTimers()` installed after this module loaded still applies.
 */
export const systemTimers: TimerProvider = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout> | undefined),
};

/** A promise that resolves after `ms` on the given provider (used between RPC retries). */
export function delay(timers: TimerProvider, ms: number): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });
}
