/** What each benchmark page exposes as `window.bench`: the same driving for every library. */
export interface BenchHook {
  /** Resolves when the carousel can be driven. */
  ready: Promise<void>;
  /** Moves to the next slide; resolves when its transition has finished. */
  next(): Promise<void>;
}
