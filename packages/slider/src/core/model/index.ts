export { type Feature, featuresOf } from '../Features.js';
export { compactModule, compactModuleData, moduleDefaults } from './CompactModule.js';
export { type CompactModuleData, type CompactSlide, expandModule } from './ExpandModule.js';
export {
  FrameSchema,
  LAYER_TYPES,
  type Layer,
  type LayerFrame,
  LayerSchema,
  type LayerType,
} from './LayerSchema.js';
export {
  type CarouselSettings,
  type ModuleSettings,
  type ProgressBarSettings,
  SettingsSchema,
  type SlideshowSettings,
} from './ModuleSchema.js';
export type {
  NavArrows,
  NavElement,
  NavList,
  NavSettings,
  ScrubberSettings,
} from './NavSchema.js';
export * from './Normalise.js';
export {
  formatIssue,
  type ModuleDrop,
  type ModuleIssue,
  parseModule,
  parseSlideEntry,
  type Slide,
  type SliderModule,
} from './ParseModule.js';
export { MODULE_LIMITS, unsafeIssues } from './Safety.js';
export type { SlideAction, SlideData, SlideParam } from './SlideSchema.js';
export { ModuleDataError, parseModuleStrict, validateModule } from './ValidateModule.js';
