/**
 * The slider engine's framework-free core: the module model, the spec's rules as small
 * factories and pure functions, and one engine composing them for the renderer.
 * See packages/slider/README.md for the API and the model's normalisation rules.
 */
export * from './Announcer.js';
export * from './ChangeRequest.js';
export * from './Clock.js';
export * from './carousel/index.js';
export * from './DeepLink.js';
export * from './Defaults.js';
export * from './data/DataClient.js';
export * from './data/Http.js';
export * from './data/RepairJson.js';
export * from './Engine.js';
export * from './EventEmitter.js';
export * from './Fallback.js';
export * from './FrameRate.js';
export * from './fonts/ModuleFonts.js';
export * from './html/HtmlPolicy.js';
export * from './html/Markup.js';
export * from './html/SanitizeModule.js';
export * from './ImageQueue.js';
export * from './KeyboardNav.js';
export * from './Levels.js';
export * from './Messages.js';
export * from './media/index.js';
export * from './migration/index.js';
export * from './modal/index.js';
export * from './model/index.js';
export * from './modifiers/index.js';
export * from './NavSize.js';
export * from './NavTemplate.js';
export * from './NavVisibility.js';
export * from './ParentSize.js';
export * from './Progress.js';
export * from './ResizeCheck.js';
export * from './ScrubberNav.js';
export * from './SlideChanger.js';
export * from './SlideOrder.js';
export * from './Slideshow.js';
export * from './Store.js';
export * from './Swipe.js';
export * from './sbt/ScrollTimeline.js';
export * from './stream/index.js';
export * from './support/index.js';
export * from './Thumbnail.js';
export * from './WheelNav.js';
