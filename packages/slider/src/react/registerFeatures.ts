import { registerFeature } from './features.js';

/** Part 2's lazily loaded features, one line each: each is a chunk of its own. */
registerFeature('carousel', () => import('./carousel/carouselFeature.js').then((m) => m.default));
