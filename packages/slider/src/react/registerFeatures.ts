import { registerFeature } from './featureLoaders.js';

/**
 * Part 2's lazily loaded features, one line each: every loader is a dynamic import, so each part
 * is a chunk of its own that a module not using it never downloads. Each chunk exports its
 * engine plugin as `plugin`.
 */
registerFeature('carousel', () => import('./carousel/carouselFeature.js'));
registerFeature('modifiers', () => import('./modifiers/modifiersPlugin.js'));
registerFeature('sbt', () => import('./sbt/sbtPlugin.js'));
registerFeature('media', () => import('./media/mediaFeature.js'));
registerFeature('stream', () => import('./stream/streamPlugin.js'));
registerFeature('modal', () => import('./modal/modalFeature.js'));
registerFeature('actions', () => import('./actions/actionsFeature.js'));
registerFeature('html', () => import('./html/htmlFeature.js'));
