import { registerFeature } from './features.js';

// Part 2's lazily loaded features, one line each: a chunk of its own, downloaded only by a
// module that uses it (`featuresOf`).
registerFeature('modifiers', () => import('./modifiers/modifiersPlugin.js').then((m) => m.plugin));
registerFeature('sbt', () => import('./sbt/sbtPlugin.js').then((m) => m.plugin));
registerFeature('media', () => import('./media/mediaFeature.js'));
