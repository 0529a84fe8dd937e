import { expect, it } from 'vitest';
import { makeModule } from '../core/test-support/modules.js';
import { type FeaturePlugin, loadedFeatures, loadFeatures, registerFeature } from './features.js';

const modifiers: FeaturePlugin = { name: 'modifiers', setup: () => undefined };
let loads = 0;
registerFeature('modifiers', async () => {
  loads++;
  return { plugin: modifiers };
});
const withModifiers = () => makeModule(2, { mod: { use: true } });

it('a module needing no feature has its (empty) plugin list at once, the same each time', () => {
  const module = makeModule(2);
  const list = loadedFeatures(module);
  expect(list).toEqual([]);
  expect(loadedFeatures(module)).toBe(list);
});

it('a module waits for its features’ chunks once; later modules have them at once', async () => {
  const first = withModifiers();
  expect(loadedFeatures(first)).toBeNull();
  await loadFeatures(first);
  const list = loadedFeatures(first);
  expect(list).toEqual([modifiers]);
  // One array per module: a stable dependency for the engine's and the features' effects.
  expect(loadedFeatures(first)).toBe(list);
  // Another module using the same feature, mounted afterwards, does not wait a task for it.
  expect(loadedFeatures(withModifiers())).toEqual([modifiers]);
  expect(loads).toBe(1);
});

it('a feature whose chunk fails is left out rather than waited for', async () => {
  registerFeature('sbt', () => Promise.reject(new Error('offline')));
  const module = makeModule(2, { sbt: { use: true } });
  const errors = console.error;
  console.error = () => {};
  try {
    await loadFeatures(module);
  } finally {
    console.error = errors;
  }
  expect(loadedFeatures(module)).toEqual([]);
});
