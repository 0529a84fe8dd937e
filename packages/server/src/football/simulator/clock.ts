/**
 * Time for the simulator behind one replaceable provider: tests hand in vitest's fake timers
 * (the real clock looks the globals up on every call, so `vi.useFakeTimers()` drives it) or a
 * clock of their own.
 */
export interface SimulatorClock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: SimulatorClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
