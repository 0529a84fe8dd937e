import type * as z from 'zod/mini';
import { DEFAULTS } from '../Defaults.js';
import {
  anything,
  bool,
  choice,
  levelBools,
  levelChoice,
  levelMs,
  levelNums,
  loose,
  maybeSection,
  ms,
  num,
  section,
  text,
} from './Fields.js';
import { VERTICAL_ALIASES } from './Normalise.js';

/**
 * Navigation settings (spec 3.1 `nav`). Every element kind shares placement and timing fields;
 * tabs and thumbs add their size and wrapper, the scrubber its pattern. Per-level fields hold
 * five values (see `Levels.ts`).
 */
const common = {
  set: bool(false),
  /** The navigation style's key (e.g. "hermes"); its template and CSS follow. */
  key: text(),
  /** Template with `{{title}}`, `{{description}}`, `{{paramN}}` placeholders. */
  html: text(),
  css: text(),
  /** Style values chosen for the template's `##name##` placeholders, and their defaults. */
  cst: anything(),
  def: anything(),
  /**
   * Hide when the pointer leaves the module (shown again when it enters). Our reading of the
   * saved data: `dOut` 200 on desktop and 1200 on mobile match the engine's hide delays.
   */
  on: bool(false),
  show: levelBools(true),
  d: levelChoice(['horizontal', 'vertical'] as const, 'horizontal'),
  h: levelChoice(['left', 'center', 'right'] as const, 'center'),
  v: levelChoice(['top', 'middle', 'bottom'] as const, 'bottom', VERTICAL_ALIASES),
  x: levelNums(0),
  y: levelNums(20),
  /** "o": outside the content, "i": over it. */
  io: choice(['i', 'o'] as const, 'i', { inner: 'i', outer: 'o' }),
  /** Delay before showing, and before hiding after the pointer left. */
  dIn: levelMs(0),
  dOut: levelMs(DEFAULTS.navHideShow),
  /** Hide/show animation speed. */
  s: ms(DEFAULTS.navHideShow),
  anim: text('fade'),
  /** Gap between items. */
  g: num(5),
  /** Aligned to the "slider" or the layer "grid". */
  a: text('slider'),
};

const sized = {
  size: section(
    loose({
      t: text(),
      w: num(100),
      h: num(50),
      nw: num(0),
      nh: num(0),
      /** Smallest width, reached at a 480 px window. */
      mw: num(100),
    }),
  ),
  wr: section(loose({ p: num(0), c: text('transparent'), s: text(), mx: num(0), my: num(0) })),
  /** Maximum visible items. */
  m: num(5),
};

export const NavElementSchema = loose(common);

/**
 * One arrow's placement (engine 7 places each arrow on its own: `l` and `r`), per level. An
 * arrow without one sits at its side, vertically centred, the element's `x` in from the edge.
 */
const arrowPlacement = (side: 'left' | 'right') =>
  maybeSection(
    loose({
      h: levelChoice(['left', 'center', 'right'] as const, side),
      v: levelChoice(['top', 'middle', 'bottom'] as const, 'middle', { center: 'middle' }),
      x: levelNums(0),
      y: levelNums(0),
    }),
  );

export const NavArrowsSchema = loose({
  ...common,
  l: arrowPlacement('left'),
  r: arrowPlacement('right'),
});
export const NavListSchema = loose({ ...common, ...sized });
export const ScrubberSchema = loose({
  ...common,
  tp: choice(['dots', 'vlines', 'hlines'] as const, 'dots'),
  ha: anything(),
  hp: anything(),
  pa: anything(),
  sc: anything(),
  to: anything(),
  hs: anything(),
  ms: anything(),
  ts: anything(),
  tn: anything(),
  sk: anything(),
  cor: anything(),
  ho: anything(),
});

export const NavSchema = loose({
  /** Delay between navigation calls while a scene animates (ms, 0: no queueing). */
  nd: ms(0),
  /** Accessible labels and roles; empty ones take the renderer's localized defaults. */
  acc: section(
    loose({
      hidden: bool(false),
      next: text(),
      prev: text(),
      bullet: text(),
      tabs: text(),
      thumbs: text(),
      role: text(),
      pressed: text(),
    }),
  ),
  /**
   * Drag allowed on mobile and on desktop. Engine-7 data also spells these `use` and `desk`;
   * the module parser folds those in.
   */
  s: section(loose({ mobC: bool(true), deskC: bool(false) })),
  arrows: section(NavArrowsSchema),
  bullets: section(NavElementSchema),
  tabs: section(NavListSchema),
  thumbs: section(NavListSchema),
  scrubber: section(ScrubberSchema),
  /** Keyboard (`k`) and mouse wheel (`m`) navigation toggles as the engine saves them. */
  k: section(loose({ use: bool(false) })),
  m: section(loose({ use: bool(false), cd: ms(DEFAULTS.wheelCooldown) })),
});

export type NavSettings = z.output<typeof NavSchema>;
export type NavElement = z.output<typeof NavElementSchema>;
export type NavArrows = z.output<typeof NavArrowsSchema>;
export type NavList = z.output<typeof NavListSchema>;
export type ScrubberSettings = z.output<typeof ScrubberSchema>;
