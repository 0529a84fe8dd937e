import type { Clock, TimerHandle } from '../Clock.js';

interface Pending {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * A clock that moves only when told. `advance(ms)` runs the timers that fall due, in order;
 * `advanceAsync(ms)` also lets promises settle between timers, for code that awaits a timer
 * (retries) or whose timers start after a promise (image loads).
 */
export class FakeClock implements Clock {
  #now: number;
  #seq = 0;
  readonly #timers = new Map<number, Pending>();

  constructor(start = 1000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = ++this.#seq;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), seq: id, fn });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#timers.delete(handle as number);
  }

  pending(): number {
    return this.#timers.size;
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (let due = this.#nextDue(end); due; due = this.#nextDue(end)) {
      this.#timers.delete(due.seq);
      this.#now = due.at;
      due.fn();
    }
    this.#now = end;
  }

  async advanceAsync(ms: number): Promise<void> {
    const end = this.#now + ms;
    await flush();
    for (let due = this.#nextDue(end); due; due = this.#nextDue(end)) {
      this.#timers.delete(due.seq);
      this.#now = due.at;
      due.fn();
      await flush();
    }
    this.#now = end;
    await flush();
  }

  #nextDue(end: number): Pending | null {
    let best: Pending | null = null;
    for (const t of this.#timers.values()) {
      if (
        t.at <= end &&
        (best === null || t.at < best.at || (t.at === best.at && t.seq < best.seq))
      ) {
        best = t;
      }
    }
    return best;
  }
}

/** Lets every queued promise callback run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
