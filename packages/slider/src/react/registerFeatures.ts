import { registerFeature } from './features.js';

// Part 2's features, each a chunk of its own that only modules using it download: one line each.
registerFeature('media', () => import('./media/mediaFeature.js'));
