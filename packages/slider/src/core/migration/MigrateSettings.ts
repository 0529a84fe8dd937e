import { isRecord, toInteger, toText } from '../model/Normalise.js';
import { copy, type Json, type MigrationContext, put } from './Context.js';
import { migrateNav } from './MigrateNav.js';
import type { Source } from './Source.js';
import { V6_DEFAULTS } from './V6Defaults.js';
import { colour, colourObject, flag, length, levels, number, text } from './V6Values.js';

/**
 * Module settings (spec 3.1) from engine 6's `params` / `slider_params`. What Tribune's engine
 * reads is mapped; the editor's own values are ignored; the rest is reported (see README).
 */
export function migrateSettings(ctx: MigrationContext): Json {
  const { envelope } = ctx;
  const p = envelope.params;
  const out: Json = {
    migrated: 'sr6',
    ...(envelope.version ? { version: envelope.version } : {}),
    alias: envelope.alias ?? '',
    title: envelope.title ?? '',
  };
  put(out, 'type', copy(ctx, p, 'type', 'settings.type', moduleType));
  layout(ctx, p, out);
  size(ctx, p.at('size'), out);
  put(out, 'default.len', copy(ctx, p.at('def'), 'delay', 'settings.default.len', positive));
  slideshow(ctx, p.at('general', 'slideshow'), out);
  general(ctx, p.at('general'), out);
  progressBar(ctx, p.at('general', 'progressbar'), out);
  out.nav = migrateNav(ctx, p.at('nav'));
  carousel(ctx, p.at('carousel'), out);
  parallax(ctx, p.at('parallax'), out);
  modal(ctx, p.at('modal'), out);
  scrollTimeline(ctx, p.at('scrolltimeline'), out);
  background(ctx, p.at('layout'), out);
  fallback(ctx, p.at('troubleshooting'), out);
  source(ctx, p, out);
  fonts(ctx, p, out);
  put(out, 'class', copy(ctx, p, 'class', 'settings.class', text));
  put(out, 'wrapperclass', copy(ctx, p, 'wrapperclass', 'settings.wrapperclass', text));

  const { report } = ctx;
  p.drop('codes', 'custom CSS and JavaScript of the module are not run by Tribune', report);
  p.drop('addOns', 'engine-6 add-ons are not carried over', report);
  p.drop(
    'scrolleffects',
    'scroll effects (blur, fade, grayscale on scroll) have no engine-7 equivalent in Tribune',
    report,
  );
  p.drop(
    'visibility',
    'hiding the module or its layers under a width limit is not supported; use per-level layer visibility',
    report,
  );
  p.at('hero').drop(
    'activeSlide',
    'a hero shows its lowest-order slide; the chosen active slide is not carried over',
    report,
  );
  // Editor-only: shortcodes, snapping, colour skins, the editor's own ids and caches.
  p.ignore(
    'version',
    'shortcode',
    'modalshortcode',
    'id',
    'snap',
    'skins',
    'imported',
    'uid',
    'pakps',
    'layouttype',
  );
  // The editor's defaults for new slides; saved slides carry their own values.
  p.at('def').ignore(
    'intelligentInherit',
    'autoResponsive',
    'responsiveChilds',
    'responsiveOffset',
    'background',
    'panZoom',
    'transition',
    'transitionDuration',
  );
  return out;
}

function moduleType(raw: unknown): string | undefined {
  const type = toText(raw);
  if (type === 'hero' || type === 'carousel') return type;
  return type === undefined ? undefined : 'standard';
}

const positive = (raw: unknown) => {
  const n = number(raw);
  return n !== undefined && n > 0 ? n : undefined;
};
const nonNegative = (raw: unknown) => {
  const n = number(raw);
  return n !== undefined && n >= 0 ? n : undefined;
};

/** `layouttype`: "fullwidth", "fullscreen" (full width and height) or "auto". */
function layout(ctx: MigrationContext, p: Source, out: Json): void {
  const type = toText(p.get('layouttype'));
  if (type === undefined) return;
  ctx.report.rule(`${p.path}.layouttype`, 'settings.size.fullWidth, settings.size.fullHeight');
  put(out, 'size.fullWidth', type === 'fullwidth' || type === 'fullscreen');
  put(out, 'size.fullHeight', type === 'fullscreen');
}

function size(ctx: MigrationContext, s: Source, out: Json): void {
  const grid = (key: 'width' | 'height') => {
    const raw = s.get(key);
    const values = levels(raw, positive, undefined);
    if (!values) return undefined;
    ctx.report.rule(`${s.path}.${key}`, `settings.size.${key}`);
    return values;
  };
  put(out, 'size.width', grid('width') ?? levels(V6_DEFAULTS.module.width, positive));
  put(out, 'size.height', grid('height') ?? levels(V6_DEFAULTS.module.height, positive));
  const custom = s.get('custom');
  if (isRecord(custom)) {
    // Which levels have a layout of their own; engine 7's extra 1600 level never has one.
    const used = levels(custom, flag, true);
    if (used) put(out, 'uSize', [false, used[2] ?? true, used[2], used[3], used[4]]);
  }
  put(out, 'size.maxWidth', copy(ctx, s, 'maxWidth', 'settings.size.maxWidth', nonNegative));
  put(out, 'size.minHeight', copy(ctx, s, 'minHeight', 'settings.size.minHeight', nonNegative));
  put(
    out,
    'size.fullHeightOffset',
    copy(ctx, s, 'fullScreenOffsetContainer', 'settings.size.fullHeightOffset', text),
  );
  if (flag(s.get('overflowHidden')) === false && flag(s.get('overflow')) === true) {
    put(out, 'size.overflow', true);
    ctx.report.rule(`${s.path}.overflow`, 'settings.size.overflow');
  }
  s.ignore(
    'editorCache',
    'enableUpscaling',
    'respectAspectRatio',
    'disableForceFullWidth',
    'gridEQModule',
    'ignoreHeightChanges',
    'keepBPHeight',
    'useFullScreenHeight',
    'forceOverflow',
    'minHeightFullScreen',
    'maxHeight',
  );
  s.drop(
    'fullScreenOffset',
    'a fixed full-height offset is not supported; fullHeightOffset (selectors) is',
    ctx.report,
  );
}

function slideshow(ctx: MigrationContext, s: Source, out: Json): void {
  put(out, 'slideshow.auto', copy(ctx, s, 'slideShow', 'settings.slideshow.auto', flag));
  put(out, 'slideshow.sOH', copy(ctx, s, 'stopOnHover', 'settings.slideshow.sOH', flag));
  put(out, 'slideshow.shuffle', copy(ctx, s, 'shuffle', 'settings.slideshow.shuffle', flag));
  const stop = flag(s.get('stopSlider'));
  const loops = toInteger(s.get('stopAfterLoops'));
  const at = toInteger(s.get('stopAtSlide'));
  if (stop === true) {
    // Engine 6: stop after N loops at slide M (1-based); engine 7 spells it loop / stopAt.
    put(out, 'slideshow.loop', Math.max(0, loops ?? 0));
    put(out, 'slideshow.stopAt', at !== undefined && at >= 1 ? at : 1);
    ctx.report.rule(
      `${s.path}.stopSlider, stopAfterLoops, stopAtSlide`,
      'settings.slideshow.loop, settings.slideshow.stopAt',
    );
  } else if (stop === false) {
    put(out, 'slideshow.loop', -1);
    put(out, 'slideshow.stopAt', -1);
  }
  viewport(ctx, s, out);
  s.drop('loopSingle', 'looping a single slide is not supported', ctx.report);
  s.drop(
    'initDelay',
    'a start delay is not supported; the module starts when it is ready',
    ctx.report,
  );
  s.ignore('viewPortStart', 'presetSliderHeight', 'waitForInit');
}

/**
 * Viewport margin: engine 6 waits until `viewPortArea` of the module is visible (with
 * `viewPort` on), or uses the site-wide `globalViewDist`; engine 7 keeps the opposite sign
 * (a negative margin shrinks the viewport), as its migrated modules show (200px → -200px).
 */
function viewport(ctx: MigrationContext, s: Source, out: Json): void {
  const use = flag(s.get('viewPort'));
  const area = s.get('viewPortArea');
  const global = flag(s.get('globalViewPort'));
  const distance = s.get('globalViewDist');
  const pixels = (raw: unknown) => {
    const n = length(raw);
    return n && /px$/.test(n.value) ? -Number.parseFloat(n.value) : undefined;
  };
  if (use === true) {
    const values = levels(area, pixels);
    if (values) {
      put(out, 'vPort', values);
      ctx.report.rule(`${s.path}.viewPortArea`, 'settings.vPort (sign reversed)');
    } else if (area !== undefined) {
      ctx.report.drop(
        `${s.path}.viewPortArea`,
        'a viewport area in percent is not supported; the default margin applies',
      );
    }
  } else if (global === true) {
    const n = length(distance);
    if (n && /px$/.test(n.value)) {
      const px = Number.parseFloat(n.value);
      put(out, 'vPort', [px, px, px, px, px]);
      ctx.report.rule(`${s.path}.globalViewDist`, 'settings.vPort');
    }
  }
}

function general(ctx: MigrationContext, g: Source, out: Json): void {
  put(out, 'lazyLoad', copy(ctx, g, 'lazyLoad', 'settings.lazyLoad', text));
  put(
    out,
    'browser.useURLDeeplink',
    copy(ctx, g, 'enableurlhash', 'settings.browser.useURLDeeplink', flag),
  );
  put(
    out,
    'general.perspectiveType',
    copy(ctx, g, 'perspectiveType', 'settings.general.perspectiveType', text),
  );
  put(
    out,
    'general.perspective',
    copy(ctx, g, 'perspective', 'settings.general.perspective', positive),
  );
  const { report } = ctx;
  g.at('firstSlide').drop('set', 'a separate first-slide transition is not supported', report);
  g.at('firstSlide').drop(
    'alternativeFirstSlideSet',
    'starting on another slide than the first is not supported',
    report,
  );
  g.drop(
    'disableOnMobile',
    'hiding the module on mobile is not supported; use a fallback image (general.fallbackType "mobile")',
    report,
  );
  g.drop('nextSlideOnFocus', 'changing slide when the window gets focus is not supported', report);
  g.drop('disablePanZoomMobile', 'pan and zoom play on every device', report);
  g.ignore(
    'firstSlide',
    'layerSelection',
    'useWPML',
    'autoPlayVideoOnMobile',
    'disableFocusListener',
    'icache',
    'DPR',
    'observeWrap',
    'freezeOnBlur',
  );
}

function progressBar(ctx: MigrationContext, b: Source, out: Json): void {
  const pbar: Json = {};
  put(pbar, 'set', copy(ctx, b, 'set', 'settings.pbar.set', flag));
  put(
    pbar,
    't',
    copy(ctx, b, 'style', 'settings.pbar.t', (raw) =>
      ['horizontal', 'vertical', 'cw', 'ccw'].includes(String(raw)) ? String(raw) : undefined,
    ),
  );
  put(
    pbar,
    'base',
    copy(ctx, b, 'basedon', 'settings.pbar.base', (raw) =>
      raw === 'slide' ? 'slide' : raw === 'module' || raw === 'all' ? 'all' : undefined,
    ),
  );
  put(pbar, 's', copy(ctx, b, 'size', 'settings.pbar.s', nonNegative));
  put(pbar, 'r', copy(ctx, b, 'radius', 'settings.pbar.r', nonNegative));
  put(pbar, 'h', copy(ctx, b, 'horizontal', 'settings.pbar.h', text));
  put(
    pbar,
    'v',
    copy(ctx, b, 'vertical', 'settings.pbar.v', (raw) => (raw === 'center' ? 'middle' : text(raw))),
  );
  put(pbar, 'x', copy(ctx, b, 'x', 'settings.pbar.x', number));
  put(pbar, 'y', copy(ctx, b, 'y', 'settings.pbar.y', number));
  put(pbar, 'c', copy(ctx, b, 'color', 'settings.pbar.c', colour));
  put(pbar, 'bg', copy(ctx, b, 'bgcolor', 'settings.pbar.bg', colour));
  put(pbar, 'g', copy(ctx, b, 'gap', 'settings.pbar.g', flag));
  put(pbar, 'gs', copy(ctx, b, 'gapsize', 'settings.pbar.gs', nonNegative));
  put(pbar, 'gc', copy(ctx, b, 'gapcolor', 'settings.pbar.gc', colour));
  put(pbar, 'a', copy(ctx, b, 'alignby', 'settings.pbar.a', text));
  put(
    pbar,
    'vis',
    copy(ctx, b, 'visibility', 'settings.pbar.vis', (raw) => levels(raw, flag, true)),
  );
  put(
    pbar,
    'rev',
    copy(ctx, b, 'reset', 'settings.pbar.rev', (raw) => (raw === 'animate' ? 'animate' : '')),
  );
  if (Object.keys(pbar).length > 0) out.pbar = pbar;
}

function carousel(ctx: MigrationContext, c: Source, out: Json): void {
  const car: Json = {};
  const set = <T>(key: string, to: string, convert: (raw: unknown) => T | undefined) =>
    put(car, to, copy(ctx, c, key, `settings.carousel.${to}`, convert));
  set('orientation', 'type', (raw) =>
    raw === 'v' || raw === 'vertical' ? 'v' : raw === 'h' || raw === 'horizontal' ? 'h' : undefined,
  );
  set('justify', 'justify', flag);
  set('justifyMaxWidth', 'jMWidth', flag);
  set('snap', 'snap', flag);
  set('stretch', 'stretch', flag);
  set('infinity', 'infinity', flag);
  set('maxItems', 'maxV', positive);
  set('space', 'space', number);
  set('borderRadius', 'bR', nonNegative);
  set('borderRadiusUnit', 'bRU', text);
  set('ease', 'ease', text);
  set('speed', 'dur', nonNegative);
  set('fadeOut', 'opacity', flag);
  set('maxOpacity', 'maxO', nonNegative);
  set('varyFade', 'varO', flag);
  set('scale', 'scale', flag);
  set('scaleDown', 'minS', nonNegative);
  set('varyScale', 'vScale', flag);
  set('offsetScale', 'oScale', flag);
  set('rotation', 'rotation', flag);
  set('maxRotation', 'maxR', number);
  set('varyRotate', 'varR', flag);
  set('spin', 'spin', (raw) => (raw === '2d' || raw === '3d' || raw === 'off' ? raw : undefined));
  set('spinAngle', 'spinA', number);
  set('skewX', 'skewX', number);
  set('skewY', 'skewY', number);
  set('overshoot', 'overshoot', flag);
  set('paddingTop', 'pT', number);
  set('paddingBottom', 'pB', number);
  set('prevNextVis', 'pNV', text);
  set('showAllLayers', 'showAllLayers', (raw) =>
    raw === 'all' || raw === 'individual' ? raw : flag(raw) === true ? 'all' : 'false',
  );
  // Engine 6 aligns horizontal carousels by `horizontal` and vertical ones by `vertical`.
  const vertical = car.type === 'v';
  const align = vertical ? c.get('vertical') : c.get('horizontal');
  const alignTo = align === 'center' || align === 'middle' ? 'center' : text(align);
  if (alignTo && ['left', 'center', 'right', 'top', 'bottom'].includes(alignTo)) {
    car.align = alignTo;
    ctx.report.rule(`${c.path}.${vertical ? 'vertical' : 'horizontal'}`, 'settings.carousel.align');
  }
  c.ignore(vertical ? 'horizontal' : 'vertical');
  if (Object.keys(car).length > 0) out.carousel = car;
}

function parallax(ctx: MigrationContext, m: Source, out: Json): void {
  const mod: Json = {};
  put(mod, 'use', copy(ctx, m, 'set', 'settings.mod.use', flag));
  put(mod, 'd3', copy(ctx, m, 'setDDD', 'settings.mod.d3', flag));
  put(mod, 'dOM', copy(ctx, m, 'disableOnMobile', 'settings.mod.dOM', flag));
  put(mod, 'd3d', copy(ctx, m.at('ddd'), 'zCorrection', 'settings.mod.d3d', positive));
  put(
    mod,
    't',
    copy(ctx, m.at('mouse'), 'type', 'settings.mod.t', (raw) =>
      raw === 'mouse' || raw === 'scroll' || raw === 'mousescroll' || raw === 'mousedrag'
        ? raw
        : undefined,
    ),
  );
  put(
    mod,
    'dir',
    copy(ctx, m.at('mouse'), 'dir', 'settings.mod.dir', (raw) =>
      raw === 'same' || raw === 'opposite' ? raw : undefined,
    ),
  );
  put(mod, 'sm', copy(ctx, m.at('mouse'), 'smulti', 'settings.mod.sm', number));
  put(mod, 'om', copy(ctx, m.at('mouse'), 'omulti', 'settings.mod.om', number));
  if (flag(m.get('set')) === true) {
    // Per-layer depth levels need the layers' own modifier settings in engine 7.
    m.drop(
      'levels',
      'parallax depth levels are not carried over; layers keep no mouse/scroll parallax',
      ctx.report,
    );
  } else {
    m.ignore('levels');
  }
  m.ignore('ddd', 'mouse');
  if (Object.keys(mod).length > 0) out.mod = mod;
}

function modal(ctx: MigrationContext, m: Source, out: Json): void {
  const modal: Json = {};
  put(modal, 'h', copy(ctx, m, 'horizontal', 'settings.modal.h', text));
  put(
    modal,
    'v',
    copy(ctx, m, 'vertical', 'settings.modal.v', (raw) =>
      raw === 'center' ? 'middle' : text(raw),
    ),
  );
  put(modal, 'sp', copy(ctx, m, 'coverSpeed', 'settings.modal.sp', nonNegative));
  const cover = flag(m.get('cover'));
  if (cover === true) put(modal, 'bg', copy(ctx, m, 'coverColor', 'settings.modal.bg', colour));
  else m.ignore('coverColor');
  // Engine 7's pS: the page behind may scroll while the modal shows.
  put(modal, 'pS', copy(ctx, m, 'allowPageScroll', 'settings.modal.pS', flag));
  m.ignore('bodyclass');
  if (Object.keys(modal).length > 0) out.modal = modal;
}

function scrollTimeline(ctx: MigrationContext, s: Source, out: Json): void {
  const sbt: Json = {};
  put(sbt, 'use', copy(ctx, s, 'set', 'settings.sbt.use', flag));
  if (sbt.use !== true) {
    s.ignore('fixed', 'fixedStart', 'fixedEnd', 'layers', 'ease', 'speed', 'pullcontent');
  } else {
    put(sbt, 'f', copy(ctx, s, 'fixed', 'settings.sbt.f', flag));
    put(sbt, 'fEnd', copy(ctx, s, 'fixedEnd', 'settings.sbt.fEnd', nonNegative));
    put(sbt, 's', copy(ctx, s, 'speed', 'settings.sbt.s', nonNegative));
    s.drop('fixedStart', 'the start of the fixed part is not carried over', ctx.report);
    s.drop('layers', 'per-layer scroll timelines are not carried over', ctx.report);
    s.drop('ease', 'the scroll timeline ease is not carried over', ctx.report);
    s.drop('pullcontent', 'pulling the page content is not supported', ctx.report);
  }
  out.sbt = sbt;
}

/** The module background (`layout.bg`) and preloader (`layout.spinner`). */
function background(ctx: MigrationContext, l: Source, out: Json): void {
  const bg = l.at('bg');
  const css = copy(ctx, bg, 'color', 'settings.bg.color', colour);
  if (css) put(out, 'bg.color', colourObject(css));
  if (flag(bg.get('useImage')) === true) {
    const src = copy(ctx, bg, 'image', 'settings.bg.image.src', text);
    if (src) {
      put(out, 'bg.image', {
        src,
        size: text(bg.get('fit')) ?? 'cover',
        pos: text(bg.get('position')) ?? 'center center',
        repeat: text(bg.get('repeat')) ?? 'no-repeat',
      });
    }
  } else bg.ignore('image', 'fit', 'position', 'repeat');
  put(out, 'shdw', copy(ctx, bg, 'shadow', 'settings.shdw', nonNegative));
  bg.drop('dottedOverlay', 'dotted overlays are not supported', ctx.report);
  bg.drop('padding', 'module padding is not supported', ctx.report);
  bg.ignore('imageSourceType', 'dottedOverlaySize', 'dottedColorA', 'dottedColorB');
  const spinner = l.at('spinner');
  put(out, 'pLoader.type', copy(ctx, spinner, 'type', 'settings.pLoader.type', text));
  put(out, 'pLoader.color', copy(ctx, spinner, 'color', 'settings.pLoader.color', colour));
  l.drop('position', "the module's margins and alignment belong to the host page", ctx.report);
}

function fallback(ctx: MigrationContext, t: Source, out: Json): void {
  const type = copy(ctx, t, 'alternateImageType', 'settings.general.fallbackType', (raw) =>
    raw === 'mobile' || raw === 'ie8' || raw === 'mobile-ie8'
      ? raw
      : raw === 'off'
        ? 'none'
        : undefined,
  );
  if (type && type !== 'none') {
    put(out, 'general.fallbackType', type);
    put(
      out,
      'general.fallbackURL',
      copy(ctx, t, 'alternateURL', 'settings.general.fallbackURL', text),
    );
  } else t.ignore('alternateURL');
  t.ignore(
    'jsNoConflict',
    'jsInBody',
    'outPutFilter',
    'simplify_ie8_ios4',
    'ignoreHeightChanges',
    'ignoreHeightChangesUnderLimit',
    'debugMode',
  );
}

/**
 * Engine 6's `sourcetype` "gallery" means the module's own slides; posts, products and social
 * feeds have no engine-7 source in Tribune, so the module keeps its own slides.
 */
function source(ctx: MigrationContext, p: Source, out: Json): void {
  const type = toText(p.get('sourcetype'));
  if (type && type !== 'gallery') {
    ctx.report.drop(
      `${p.path}.sourcetype`,
      `content source "${type}" is not supported; the module shows its own slides`,
    );
  } else ctx.report.rule(`${p.path}.sourcetype`, '(own slides: no settings.source)');
  p.ignore('source');
  void out;
}

/** `googleFont`: ["Roboto:400,700", …] → engine 7's `fonts` record. */
function fonts(ctx: MigrationContext, p: Source, out: Json): void {
  const list = p.get('googleFont');
  if (!Array.isArray(list) || list.length === 0) return;
  const fonts: Json = {};
  for (const entry of list) {
    const [name = '', weights = '400'] = String(entry).split(':');
    if (!name.trim()) continue;
    const normal: Record<string, boolean> = {};
    for (const w of weights.split(',')) if (/^\d+$/.test(w.trim())) normal[w.trim()] = true;
    fonts[name.trim()] = { name: name.trim(), normal };
  }
  out.fonts = fonts;
  ctx.report.rule(`${p.path}.googleFont`, 'settings.fonts');
}
