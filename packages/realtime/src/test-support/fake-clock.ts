import type { Clock, TimerHandle } from '../clock.js';

interface Timer {
  at: number;
  fn: () => void;
  every: number | null;
}

/** A clock that moves only when told: `advance(ms)` runs the timers that fall due, in order. */
export class FakeClock implements Clock {
  #now: number;
  #next = 1;
  readonly #timers = new Map<number, Timer>();

  constructor(start = Date.UTC(2030, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }
  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + ms, fn, every: null });
    return id;
  }
  clearTimeout(handle: TimerHandle): void {
    this.#timers.delete(handle as number);
  }
  setInterval(fn: () => void, ms: number): TimerHandle {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + ms, fn, every: ms });
    return id;
  }
  clearInterval(handle: TimerHandle): void {
    this.#timers.delete(handle as number);
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      let dueId: number | null = null;
      let due: Timer | null = null;
      for (const [id, t] of this.#timers) {
        if (t.at <= end && (due === null || t.at < due.at)) {
          dueId = id;
          due = t;
        }
      }
      if (dueId === null || due === null) break;
      this.#now = due.at;
      if (due.every !== null) due.at += due.every;
      else this.#timers.delete(dueId);
      due.fn();
    }
    this.#now = end;
  }
}
