/**
 * A typed event emitter. A listener that throws is reported and skipped: the engine's events
 * are the host page's hooks, and one broken hook must not stop the slider or the other hooks.
 */
export type Listener<T> = (detail: T) => void;

export interface EventEmitter<Events extends object> {
  on<K extends keyof Events>(type: K, fn: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(type: K, fn: Listener<Events[K]>): void;
  emit<K extends keyof Events>(type: K, detail: Events[K]): void;
  clear(): void;
}

export function EventEmitter<Events extends object>(
  onListenerError: (error: unknown) => void = () => {},
): EventEmitter<Events> {
  // Copy-on-write lists: a listener that unsubscribes during emit does not skip its neighbour.
  let store = new Map<keyof Events, readonly Listener<never>[]>();

  function off<K extends keyof Events>(type: K, fn: Listener<Events[K]>): void {
    const list = store.get(type);
    if (list)
      store.set(
        type,
        list.filter((l) => l !== fn),
      );
  }

  function on<K extends keyof Events>(type: K, fn: Listener<Events[K]>): () => void {
    store.set(type, [...(store.get(type) ?? []), fn as Listener<never>]);
    return () => off(type, fn);
  }

  function emit<K extends keyof Events>(type: K, detail: Events[K]): void {
    for (const fn of store.get(type) ?? []) {
      try {
        (fn as Listener<Events[K]>)(detail);
      } catch (error) {
        onListenerError(error);
      }
    }
  }

  return {
    on,
    off,
    emit,
    clear: () => {
      store = new Map();
    },
  };
}
