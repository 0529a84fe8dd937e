/**
 * The slider's React layer: `<SliderModule/>`, its imperative API and the page registry.
 * See packages/slider/README.md, "Embedding".
 */
export type { SliderApi } from './api.js';
export { registerFeature } from './features.js';
export { DEFAULT_LABELS, labelsFor, type SliderLabels } from './labels.js';
export { type SliderRegistry, sliderRegistry } from './registry.js';
export { type LayerKindProps, registerLayerKind } from './render/layerKinds.js';
export { dependsOnLevel } from './render/levelDependence.js';
export { SliderModule, type SliderModuleProps } from './SliderModule.js';
