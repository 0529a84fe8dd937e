import { registerFeature } from './featureLoaders.js';

/**
 * Part 2's lazily loaded features, one line each: every loader is a dynamic import, so each part
 * is a chunk of its own that a module not using it never downloads.
 */
registerFeature('carousel', () => import('./carousel/carouselFeature.js').then((m) => m.default));
registerFeature('modifiers', () => import('./modifiers/modifiersPlugin.js').then((m) => m.plugin));
registerFeature('sbt', () => import('./sbt/sbtPlugin.js').then((m) => m.plugin));
registerFeature('media', () => import('./media/mediaFeature.js'));
registerFeature('stream', () => import('./stream/streamPlugin.js').then((m) => m.streamPlugin));
registerFeature('modal', () => import('./modal/modalFeature.js').then((m) => m.modalPlugin));
