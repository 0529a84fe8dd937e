/**
 * The engine-6 editor's defaults that Tribune assumes for values an engine-6 save left out.
 * Engine 6 saves only what differs from these (a text layer without `idle.fontSize.d` has the
 * default 20 px; a layer whose first frame has no opacity fades in from 0), so the migration
 * must put them back to show the layer as engine 6 did.
 */
export const V6_DEFAULTS = {
  module: {
    /** `params.def.delay`: slide duration. */
    delay: 9000,
    width: { d: 1240, n: 1024, t: 778, m: 480 },
    height: { d: 900, n: 768, t: 960, m: 720 },
    /** `layout.bg.color` of a module, `params.bg.color` of a solid slide background. */
    slideBackground: '#ffffff',
  },
  layer: {
    x: '0px',
    y: '0px',
    horizontal: 'left',
    vertical: 'top',
    width: 'auto',
    height: 'auto',
    fontSize: '20px',
    lineHeight: '25px',
    fontWeight: '400',
    letterSpacing: '0px',
    color: '#ffffff',
  },
  /** Layer frames: the default entrance is a 300 ms fade in, the exit a 300 ms fade out. */
  frame: {
    speed: 300,
    ease: 'power3.inOut',
    /** `frame_0` ("anim from") opacity; the other frames default to 1 (`frame_999`: 0). */
    fromOpacity: 0,
    outOpacity: 0,
  },
  /** Slide transition length when a slide gives none. */
  transitionDuration: 300,
  /** Navigation hide delays (desktop, mobile), ms. */
  navHideDelay: 200,
  navHideDelayMobile: 1200,
} as const;
