import { DEFAULTS } from '../Defaults.js';
import type { PerLevel } from '../Levels.js';
import { isRecord, toText } from '../model/Normalise.js';
import { copy, type Json, type MigrationContext, put } from './Context.js';
import { engine7ClassNames } from './NavStyleText.js';
import type { Source } from './Source.js';
import { V6_DEFAULTS } from './V6Defaults.js';
import { flag, length, number, text } from './V6Values.js';

const ELEMENTS = ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const;

/**
 * Navigation (spec 3.1 `nav`) from engine 6's `params.nav`: keyboard, wheel, swipe, and each
 * element with its placement, timing and style. A style is named by id in engine 6; its
 * template, CSS and placeholder defaults come from the navigation library (`navs`, or the
 * export's `navigation.txt`), and the module's chosen placeholder values become `cst`.
 */
export function migrateNav(ctx: MigrationContext, nav: Source): Json {
  const out: Json = {};
  const { report } = ctx;
  put(out, 'k.use', copy(ctx, nav.at('keyboard'), 'set', 'settings.nav.k.use', flag));
  nav.at('keyboard').ignore('direction');
  const mouse = nav.at('mouse');
  put(
    out,
    'm.use',
    copy(ctx, mouse, 'set', 'settings.nav.m.use', (raw) =>
      raw === 'off' ? false : raw === 'on' || raw === 'carousel' ? true : flag(raw),
    ),
  );
  put(out, 'm.cd', copy(ctx, mouse, 'calldelay', 'settings.nav.m.cd', number));
  mouse.drop('reverse', 'reversed wheel direction is not supported', report);
  mouse.ignore('viewport', 'threshold', 'target');

  const swipe = nav.at('swipe');
  const carousel = toText(ctx.envelope.params.get('type')) === 'carousel';
  // Carousels have their own swipe switches in engine 6.
  const [mobile, desktop] = carousel
    ? ['setMobileCarousel', 'setDesktopCarousel']
    : ['set', 'setOnDesktop'];
  put(out, 's.mobC', copy(ctx, swipe, mobile, 'settings.nav.s.mobC', flag));
  put(out, 's.deskC', copy(ctx, swipe, desktop, 'settings.nav.s.deskC', flag));
  swipe.ignore(
    ...(carousel ? ['set', 'setOnDesktop'] : ['setMobileCarousel', 'setDesktopCarousel']),
  );
  swipe.drop(
    'blockDragVertical',
    'blocking vertical page scroll while swiping is not supported',
    report,
  );
  swipe.drop(
    'direction',
    'swipe direction follows the module (vertical for vertical carousels)',
    report,
  );
  // Swipe distance and speed thresholds: Tribune applies the spec's touch rules.
  swipe.ignore('minTouch', 'velocity');
  put(out, 'p.w', copy(ctx, nav.at('preview'), 'width', 'settings.nav.p.w', number));
  put(out, 'p.h', copy(ctx, nav.at('preview'), 'height', 'settings.nav.p.h', number));

  for (const kind of ELEMENTS) {
    const element = nav.at(kind);
    if (!element.isRecord()) continue;
    out[kind] = navElement(ctx, kind, element);
  }
  return out;
}

function navElement(ctx: MigrationContext, kind: (typeof ELEMENTS)[number], e: Source): Json {
  const out: Json = {};
  const to = (key: string) => `settings.nav.${kind}.${key}`;
  const { report } = ctx;
  const set = flag(e.get('set'));
  out.set = set ?? false;
  report.rule(`${e.path}.set`, to('set'));
  if (set !== true) {
    // An element that is off: its placement does not matter.
    for (const [key] of e.entries()) if (key !== 'set') e.ignore(key);
    return out;
  }
  style(ctx, kind, e, out);
  const alwaysOn = flag(e.get('alwaysOn'));
  if (alwaysOn !== undefined) {
    out.on = !alwaysOn;
    report.rule(`${e.path}.alwaysOn`, `${to('on')} (negated: hide when the pointer leaves)`);
  }
  const desktop = number(e.get('hideDelay')) ?? V6_DEFAULTS.navHideDelay;
  const mobile = number(e.get('hideDelayMobile')) ?? V6_DEFAULTS.navHideDelayMobile;
  out.dOut = [desktop, desktop, desktop, desktop, mobile];
  report.rule(`${e.path}.hideDelay, hideDelayMobile`, to('dOut'));
  const delay = copy(ctx, e, 'animDelay', to('dIn'), ms);
  if (delay !== undefined) out.dIn = [delay, delay, delay, delay, delay];
  put(out, 's', copy(ctx, e, 'animSpeed', to('s'), ms));
  put(out, 'anim', copy(ctx, e, 'anim', to('anim'), text));
  const show = visibility(e);
  if (show) {
    out.show = show;
    report.rule(`${e.path}.hideUnder, hideUnderLimit, hideOver, hideOverLimit`, to('show'));
  }
  e.drop('rtl', 'right-to-left navigation order is not supported', report);
  e.ignore('preset');

  if (kind === 'arrows') {
    // Engine 7 places each arrow on its own, as `l` and `r`.
    const left = placement(ctx, e.at('left'), to('l'), true);
    const right = placement(ctx, e.at('right'), to('r'), true);
    out.l = left;
    out.r = right;
    // The element's own placement is the left arrow's (engine 7 reads l / r first).
    for (const key of ['h', 'v', 'x', 'y'] as const)
      if (left[key] !== undefined) out[key] = left[key];
    out.d = fill('horizontal');
    return out;
  }
  Object.assign(out, placement(ctx, e, to('')));
  const direction = copy(ctx, e, 'direction', to('d'), (raw) =>
    raw === 'horizontal' || raw === 'vertical' ? raw : undefined,
  );
  if (direction) out.d = fill(direction);
  put(out, 'g', copy(ctx, e, 'space', to('g'), number));
  put(
    out,
    'io',
    copy(ctx, e, 'innerOuter', to('io'), (raw) =>
      raw === 'inner' ? 'i' : typeof raw === 'string' && raw.startsWith('outer') ? 'o' : undefined,
    ),
  );
  if (kind === 'tabs' || kind === 'thumbs') {
    put(out, 'm', copy(ctx, e, 'amount', to('m'), number));
    put(out, 'size.w', copy(ctx, e, 'width', to('size.w'), number));
    put(out, 'size.h', copy(ctx, e, 'height', to('size.h'), number));
    put(out, 'size.mw', copy(ctx, e, 'widthMin', to('size.mw'), number));
    put(out, 'wr.p', copy(ctx, e, 'padding', to('wr.p'), number));
    put(out, 'wr.c', copy(ctx, e, 'wrapperColor', to('wr.c'), text));
    put(out, 'wr.mx', copy(ctx, e, 'mhoffset', to('wr.mx'), number));
    put(out, 'wr.my', copy(ctx, e, 'mvoffset', to('wr.my'), number));
    e.drop('spanWrapper', 'a wrapper spanning the whole module is not supported', report);
  }
  return out;
}

/** Placement of an element (or of one arrow): h, v, x, y per level and the alignment. */
function placement(ctx: MigrationContext, p: Source, to: string, withAnim = false): Json {
  const out: Json = {};
  const prefix = to.endsWith('.') ? to : `${to}.`;
  const h = copy(ctx, p, 'horizontal', `${prefix}h`, (raw) =>
    raw === 'left' || raw === 'center' || raw === 'right' ? raw : undefined,
  );
  const v = copy(ctx, p, 'vertical', `${prefix}v`, (raw) =>
    raw === 'top' || raw === 'bottom'
      ? raw
      : raw === 'center' || raw === 'middle'
        ? 'middle'
        : undefined,
  );
  const x = copy(ctx, p, 'offsetX', `${prefix}x`, pixels);
  const y = copy(ctx, p, 'offsetY', `${prefix}y`, pixels);
  if (h) out.h = fill(h);
  if (v) out.v = fill(v);
  if (x !== undefined) out.x = fill(x);
  if (y !== undefined) out.y = fill(y);
  put(out, 'a', copy(ctx, p, 'align', `${prefix}a`, text));
  if (withAnim) put(out, 'anim', copy(ctx, p, 'anim', `${prefix}anim`, text));
  return out;
}

/**
 * The style: its library entry (template, CSS, placeholder defaults) when the library is
 * there, and the module's placeholder values (`presets`, without the editor's `-def` flags).
 */
function style(ctx: MigrationContext, kind: string, e: Source, out: Json): void {
  const id = toText(e.get('style'));
  if (!id) return;
  out.t = id;
  const found = ctx.envelope.navigationStyles(kind, id);
  if (found) {
    out.key = found.handle;
    out.css = engine7ClassNames(found.css);
    out.html = engine7ClassNames(found.markup);
    out.def = found.placeholders;
    ctx.report.rule(
      `${e.path}.style`,
      `settings.nav.${kind}.key, css, html, def (from the navigation library; engine 6's class names as engine 7's: tparrows → sr7-arrows, tp-bullet → sr7-bullet, …)`,
    );
  } else {
    ctx.report.drop(
      `${e.path}.style`,
      `navigation style ${id} is not in the navigation library given with the module; the element keeps Tribune's default look`,
    );
  }
  const presets = e.get('presets');
  if (isRecord(presets)) {
    const cst: Json = {};
    for (const [name, value] of Object.entries(presets))
      if (!name.endsWith('-def')) cst[name] = value;
    if (Object.keys(cst).length > 0) {
      out.cst = presets;
      ctx.report.rule(`${e.path}.presets`, `settings.nav.${kind}.cst`);
    }
  }
}

/** hideUnder / hideOver with their limits, as engine 7's per-level visibility. */
function visibility(e: Source): PerLevel<boolean> | undefined {
  const underLimit = number(e.get('hideUnderLimit'));
  const overLimit = number(e.get('hideOverLimit'));
  const under = flag(e.get('hideUnder')) === true ? underLimit : undefined;
  const over = flag(e.get('hideOver')) === true ? overLimit : undefined;
  if (under === undefined && over === undefined) return undefined;
  return DEFAULTS.breakpoints.map(
    (width) =>
      !((under !== undefined && width < under) || (over !== undefined && over > 0 && width > over)),
  ) as unknown as PerLevel<boolean>;
}

function fill<T>(value: T): PerLevel<T> {
  return [value, value, value, value, value];
}

function ms(raw: unknown): number | undefined {
  const n = number(raw);
  return n !== undefined && n >= 0 ? n : undefined;
}

/** Navigation offsets are pixels in engine 7. */
function pixels(raw: unknown): number | undefined {
  const l = length(raw);
  if (!l) return undefined;
  return /px$/.test(l.value) ? Number.parseFloat(l.value) : undefined;
}
