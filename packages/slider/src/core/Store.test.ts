import { expect, it, vi } from 'vitest';
import { Store } from './Store.js';

it('replaces the snapshot and notifies only on real changes', () => {
  const store = Store({ a: 1, b: 'x' });
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  const first = store.getSnapshot();
  store.update({ a: 1 });
  expect(store.getSnapshot()).toBe(first);
  expect(listener).not.toHaveBeenCalled();
  store.update((s) => ({ a: s.a + 1 }));
  expect(store.getSnapshot()).toEqual({ a: 2, b: 'x' });
  expect(first).toEqual({ a: 1, b: 'x' });
  expect(listener).toHaveBeenCalledOnce();
  unsubscribe();
  store.update({ b: 'y' });
  expect(listener).toHaveBeenCalledOnce();
});
