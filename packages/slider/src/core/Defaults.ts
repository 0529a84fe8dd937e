/**
 * Every number the engine's behaviour depends on, in one place (spec section 9 unless noted).
 * The module schema, the factories and the React layer read their fallbacks from here, so a
 * spec constant is changed once. Times are milliseconds, sizes CSS pixels.
 */
export const DEFAULTS = {
  /** Slide duration when neither `default.len` nor `slide.slideshow.len` says otherwise. */
  slideLength: 9000,
  /** `vPort`: how far outside the viewport the module still counts as visible. */
  viewportMargin: 100,
  /** Modal settings (3.1 / 2.1), used by part 2's modals. */
  modal: { sp: 1000, bg: 'transparent', v: 'middle', h: 'center' },
  /** Frame-rate check: averaged over this window, `sr7.lowfps` below `lowFps`. */
  frameRateWindow: 4000,
  lowFps: 30,
  /** After play on the first video service, mute and replay when not playing (part 2). */
  youtubeCheck: 1000,
  /** Resize check interval (part 2). */
  resizeCheck: 19,
  /** Scrubber and carousel slide-change debounce. */
  scrubberDebounce: 200,
  /** Navigation element hide and show animation. */
  navHideShow: 200,
  /**
   * `pbar.rev: "animate"`: how long the bar takes to run back to empty when a new slide
   * starts. The spec names the option but not the time; this matches the navigation's own
   * hide/show scale so the rewind reads as one gesture, not a second slideshow.
   */
  progressRewind: 300,
  /** Arrow thumbnail slide or fade. */
  arrowThumb: 400,
  /** Carousel slide duration, capped at the slide length (part 2). */
  carouselDuration: 800,
  /** Keyboard navigation: presses closer than this to the last accepted one are ignored. */
  keyboardDebounce: 500,
  /** Wheel navigation: after a wheel-driven change, wheel events are ignored this long. */
  wheelCooldown: 1500,
  /** Minimum height basis (9.2). */
  minHeightMobile: 320,
  minHeightDesktop: 640,
  /** Responsive breakpoints, largest first: level 0 … level 4. */
  breakpoints: [1600, 1240, 1024, 778, 480] as const,
  /** Device pixel ratio is clamped to this range. */
  dprMin: 1,
  dprMax: 2,
  /** A touch that moves more than this cancels a navigation tap (9.3). */
  tapTolerance: 5,
  /** On mobile, a resize counts only when the height changes by more than this (part 2). */
  mobileResizeHeight: 30,
  /** 3D and layer effects (9.4, part 2). */
  depth3d: 65,
  perspective3d: 1600,
  carouselPerspective: 1200,
  mouseDivisor: 100,
  mouseDivisor3dLayer: 200,
  mouseDivisor3dBg: { x: 155, y: 80 },
  /** Scrubber base size. */
  scrubber: { width: 400, height: 50 },
  /** Tabs and thumbnails scale with window width between these two widths. */
  navAutoSize: { from: 480, to: 980 },
  /** Navigation params: at most this many per slide, each cut to its `l` or this default. */
  maxParams: 10,
  paramTextLimit: 500,
  /** An unknown "#N" slide request with N above this goes to slide 0. */
  unknownKeyLimit: 50,
  /** Carousel (9.6, part 2). */
  carousel: {
    maxV: 3,
    throwResistanceSnap: 8000,
    throwResistance: 500,
    edgeResistance: 0.8,
    dragMinTime: 130,
    dragMinShare: 0.1,
    sightSnap: 0.75,
    zIndexBase: 100,
    zIndexStep: 5,
  },
  /** Error slide font sizes per level (9.7). */
  errorSlide: { title: [30, 30, 24, 18, 11], icon: [50, 50, 41, 31, 19] },
  /** Image loading (4.12 / 9.7). */
  imageConcurrency: 5,
  imageRegistry: 5000,
  /** Ajax status 0 (network failure): retried this many times, this far apart (8.1). */
  ajaxRetries: 5,
  ajaxRetryDelay: 750,
  /** Stream items without a source engine were saved by engine 7 (3.5). */
  sourceModuleEngine: 7,
  /** Engine version sent with every ajax call (7.2). */
  engineVersion: 7,
} as const;

export type Defaults = typeof DEFAULTS;
