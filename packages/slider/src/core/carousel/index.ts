/**
 * Carousel math (issue 4 item 1, spec 3.1 `carousel`, 9.1, 9.4, 9.6): visible count, track
 * layout, per-slide effects, drag physics and the drag model. Framework-free; the React layer
 * imports it when `featuresOf(module)` has "carousel". See README.md in this folder.
 */
export * from './CarouselBinding.js';
export * from './CarouselDrag.js';
export * from './CarouselLayout.js';
export * from './CarouselOptions.js';
export * from './DragPhysics.js';
export * from './SlideEffects.js';
export * from './VisibleCount.js';
