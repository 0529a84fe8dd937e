import { registerFeature } from './features.js';
import { expectLayerKinds } from './render/layerKinds.js';

// Part 2's features, each a chunk of its own that only modules using it download: one line each.
registerFeature('media', () => import('./media/mediaFeature.js').then((m) => m.mediaPlugin));
expectLayerKinds(['video', 'audio']);
