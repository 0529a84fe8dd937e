/**
 * A token bucket per connection: `burst` commands at once, refilled at `rate` per second.
 * Time comes from the caller so the bucket stays a pure value (and fake-timer friendly).
 */
export class TokenBucket {
  readonly #rate: number;
  readonly #burst: number;
  #tokens: number;
  #last: number;

  constructor(rate: number, burst: number, now: number) {
    this.#rate = rate;
    this.#burst = burst;
    this.#tokens = burst;
    this.#last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.#last) / 1000;
    this.#last = now;
    this.#tokens = Math.min(this.#burst, this.#tokens + elapsed * this.#rate);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
