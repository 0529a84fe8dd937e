/**
 * An external store in the shape React's `useSyncExternalStore` wants: `subscribe` and a
 * snapshot that keeps its identity until something changed. Updates replace the snapshot
 * (never mutate it), so a component compares by reference.
 */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Applies a patch; listeners run only when some field really changed. */
  update(patch: Partial<T> | ((current: T) => Partial<T>)): void;
}

export function Store<T extends object>(initial: T): Store<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();

  function update(patch: Partial<T> | ((current: T) => Partial<T>)): void {
    const changes = typeof patch === 'function' ? patch(snapshot) : patch;
    let changed = false;
    for (const key of Object.keys(changes) as (keyof T)[]) {
      if (!Object.is(changes[key], snapshot[key])) changed = true;
    }
    if (!changed) return;
    snapshot = { ...snapshot, ...changes };
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
  };
}
