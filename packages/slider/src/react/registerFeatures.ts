import { registerFeature } from './features.js';

/**
 * Part 2's lazily loaded features, one line each: a dynamic import, so each is a chunk a module
 * that does not use it never downloads (`featuresOf` in core/Features.ts names them).
 */
registerFeature('modal', () => import('./modal/modalFeature.js').then((m) => m.modalPlugin));
