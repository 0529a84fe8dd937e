import * as z from 'zod/mini';
import { DEFAULTS } from '../Defaults.js';
import {
  anything,
  bool,
  choice,
  color,
  levelBools,
  levelNums,
  loose,
  maybeSection,
  ms,
  num,
  optText,
  section,
  text,
} from './Fields.js';
import { moduleBackground } from './ModuleBackground.js';
import { NavSchema } from './NavSchema.js';
import { isRecord, oneOf, toBoolean, toInteger, toText, VERTICAL_ALIASES } from './Normalise.js';

/** Hero, carousel, or (any other value) standard: spec 2.1. */
const moduleType = z._default(
  z.pipe(
    z.unknown(),
    z.transform((v) => oneOf(['hero', 'carousel'] as const)(v) ?? 'standard'),
  ),
  'standard' as const,
);

/** Loop count: -1 for unlimited (also `true` or absent); 0 or more loops otherwise. */
const loopCount = z._default(
  z.pipe(
    z.unknown(),
    z.transform((v): number => {
      const n = toInteger(v);
      if (n !== undefined) return n < 0 ? -1 : n;
      // `true` loops without end; `false` uses no loop before `stopAt`.
      return toBoolean(v) === false ? 0 : -1;
    }),
  ),
  -1,
);

/** `size.overflow`: a flag, or "forceTrue". */
const overflow = z._default(
  z.pipe(
    z.unknown(),
    z.transform((v): boolean | 'forceTrue' => (v === 'forceTrue' ? v : (toBoolean(v) ?? false))),
  ),
  false,
);

export const SlideshowSettingsSchema = loose({
  /** Rotate automatically. Default true, as the engine saves modules. */
  auto: bool(true),
  /** Loops before `stopAt` applies; -1 unlimited. */
  loop: loopCount,
  /** 1-based slide to stop at once the loops are used up; -1 never. */
  stopAt: z._default(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const n = toInteger(v);
        return n === undefined || n < 1 ? -1 : n;
      }),
    ),
    -1,
  ),
  shuffle: bool(false),
  /** Pause on hover. */
  sOH: bool(false),
});

export const ProgressBarSchema = loose({
  set: bool(false),
  t: choice(['horizontal', 'vertical', 'cw', 'ccw'] as const, 'horizontal'),
  base: choice(['slide', 'all'] as const, 'slide'),
  /** Bar thickness (stroke width for circles). */
  s: num(5),
  /** Circle radius. */
  r: num(10),
  g: bool(false),
  gs: num(10),
  c: color('rgba(255,255,255,0.5)'),
  bg: color('transparent'),
  gc: color('transparent'),
  h: choice(['left', 'center', 'right'] as const, 'left'),
  v: choice(['top', 'middle', 'bottom'] as const, 'bottom', VERTICAL_ALIASES),
  x: num(0),
  y: num(0),
  a: text('slider'),
  vis: levelBools(true),
  /** "animate": the bar runs back to 0 when a slide starts instead of jumping. */
  rev: text(),
});

export const CarouselSchema = loose({
  type: choice(['h', 'v'] as const, 'h'),
  justify: bool(false),
  jMWidth: bool(false),
  stretch: bool(false),
  showAllLayers: z._default(
    z.pipe(
      z.unknown(),
      z.transform((v): 'all' | 'individual' | 'false' =>
        v === 'all' || v === 'individual' ? v : 'false',
      ),
    ),
    'false' as const,
  ),
  maxV: num(DEFAULTS.carousel.maxV),
  space: num(0),
  align: choice(['left', 'center', 'right', 'top', 'bottom'] as const, 'center'),
  infinity: bool(false),
  snap: bool(true),
  scale: bool(false),
  minS: num(50),
  rotation: bool(false),
  maxR: num(0),
  opacity: bool(false),
  maxO: num(100),
  varO: bool(false),
  varR: bool(false),
  vScale: bool(false),
  oScale: bool(false),
  spin: choice(['off', '2d', '3d'] as const, 'off'),
  spinA: num(0),
  skewX: num(0),
  skewY: num(0),
  bR: num(0),
  dur: ms(DEFAULTS.carouselDuration),
  ease: text('power3.inOut'),
  overshoot: bool(false),
});

export const SettingsSchema = loose({
  type: moduleType,
  alias: text(),
  dbid: text(),
  title: text(),
  source: maybeSection(loose({ type: optText(), sourceids: anything() })),
  size: section(
    loose({
      fullWidth: bool(false),
      fullHeight: bool(false),
      overflow,
      /** Layout grid width and height per level. */
      width: levelNums(1240),
      height: levelNums(600),
    }),
  ),
  general: section(
    loose({
      fallbackURL: text(),
      fallbackType: z._default(
        z.pipe(
          z.unknown(),
          z.transform((v) => oneOf(['mobile', 'ie8', 'mobile-ie8'] as const)(v) ?? 'none'),
        ),
        'none' as const,
      ),
    }),
  ),
  default: section(loose({ len: ms(DEFAULTS.slideLength) })),
  slideshow: section(SlideshowSettingsSchema),
  pbar: section(ProgressBarSchema),
  nav: section(NavSchema),
  carousel: section(CarouselSchema),
  mod: section(
    loose({
      use: bool(false),
      dOM: bool(false),
      d3: bool(false),
      d3d: num(DEFAULTS.depth3d),
      d3s: anything(),
      d3e: anything(),
      d3z: anything(),
      t: text('mouse'),
      sm: anything(),
      om: anything(),
      dir: choice(['same', 'opposite'] as const, 'same'),
    }),
  ),
  sbt: section(
    loose({
      use: bool(false),
      f: anything(),
      a: choice(['top', 'travel', 'bottom'] as const, 'top'),
      nL: anything(),
      fEnd: anything(),
      s: anything(),
    }),
  ),
  acc: section(loose({ use: bool(true), live: text('polite') })),
  browser: section(loose({ useURLDeeplink: bool(false) })),
  /** Viewport margin per level, px. */
  vPort: levelNums(DEFAULTS.viewportMargin),
  /** The module's own background under its slides, as its frame's CSS (`moduleBackground`). */
  bg: z._default(z.pipe(z.unknown(), z.transform(moduleBackground)), {}),
  /**
   * Fixed to the top of the window, over the page, taking no room in its flow (a header or menu
   * module); the page under it takes the clicks its controls and layers do not.
   */
  fixed: bool(false),
  useAsModal: bool(false),
  modal: section(
    loose({
      sp: ms(DEFAULTS.modal.sp),
      bg: color(DEFAULTS.modal.bg),
      pS: anything(),
      v: text(DEFAULTS.modal.v),
      h: text(DEFAULTS.modal.h),
    }),
  ),
});

export type ModuleSettings = z.output<typeof SettingsSchema>;
export type SlideshowSettings = z.output<typeof SlideshowSettingsSchema>;
export type ProgressBarSettings = z.output<typeof ProgressBarSchema>;
export type CarouselSettings = z.output<typeof CarouselSchema>;

/**
 * Field spellings of saved engine-7 data folded onto the spec's names before validation:
 * `nav.s.use`/`nav.s.desk` are the mobile/desktop swipe toggles (`mobC`/`deskC`), and the
 * module's database id may sit beside the settings (`{settings, id}`) instead of in them.
 */
export function canonicalSettings(settings: unknown, outerId: unknown): unknown {
  if (!isRecord(settings)) return settings;
  const out: Record<string, unknown> = { ...settings };
  if (out.dbid === undefined && toText(outerId) !== undefined) out.dbid = toText(outerId);
  const nav = out.nav;
  if (isRecord(nav) && isRecord(nav.s)) {
    const s = { ...nav.s };
    if (s.mobC === undefined && s.use !== undefined) s.mobC = s.use;
    if (s.deskC === undefined && s.desk !== undefined) s.deskC = s.desk;
    out.nav = { ...nav, s };
  }
  return out;
}
