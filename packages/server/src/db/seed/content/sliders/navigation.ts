import { all, type Json, lv } from './build.js';

/**
 * Navigation of the demo modules, in the engine-7 shape the core's `NavSchema` reads (spec 3.1
 * `nav`). Templates use the placeholders of spec 3.2 (`{{title}}`, `{{description}}`,
 * `{{paramN}}` and `{{paramsN}}`); styles use `##name##` placeholders whose values are in `cst`
 * (with their editor defaults in `def`), as the engine saves them.
 */

/** Colours of the site (packages/site): navy, gold, white. */
const NAVY = '#111936';
const GOLD = '#f2c230';

/** Shared timing: fade in at once, hide 200 ms after the pointer left (dIn/dOut, spec 9.1). */
const timing = { on: false, dIn: all(0), dOut: all(200), s: 200, anim: 'fade' };

/**
 * Arrows: the title of the slide each one leads to. As engine 7 draws them, each arrow carries
 * the style's key with `sr7-arrows` and its side (`.tribune-arrows.sr7-leftarrow`), starts
 * bare, and is placed on its own (`l`, `r`); the element's own h/v/x/y are the left arrow's.
 */
export const ARROWS: Json = {
  set: true,
  key: 'tribune-arrows',
  html: '<span class="sr7-arrow-title">{{title}}</span>',
  // The style draws the chevron and shows the title beside the arrow while it is hovered or
  // focused; without the template (the carousels', the modal's) it is the chevron alone.
  css: [
    '.tribune-arrows.sr7-arrows{display:grid;place-items:center;width:##size##px;height:##size##px;border-radius:50%;background:##bg##;color:##color##;cursor:pointer}',
    '.tribune-arrows.sr7-arrows::before{content:"";width:11px;height:11px;border:solid currentColor;border-width:0 0 3px 3px}',
    '.tribune-arrows.sr7-leftarrow::before{transform:translateX(2px) rotate(45deg)}',
    '.tribune-arrows.sr7-rightarrow::before{transform:translateX(-2px) rotate(-135deg)}',
    '.tribune-arrows .sr7-arrow-title{position:absolute;top:50%;width:max-content;max-width:220px;padding:6px 10px;border-radius:6px;background:##bg##;font:600 14px/1.3 system-ui,sans-serif;text-align:start;opacity:0;visibility:hidden;transition:opacity .2s,visibility .2s;pointer-events:none}',
    '.tribune-arrows.sr7-leftarrow .sr7-arrow-title{left:calc(100% + 8px);transform:translateY(-50%)}',
    '.tribune-arrows.sr7-rightarrow .sr7-arrow-title{right:calc(100% + 8px);transform:translateY(-50%)}',
    '.tribune-arrows.sr7-arrows.sr7-touchhover .sr7-arrow-title{opacity:1;visibility:visible}',
  ].join(''),
  cst: { size: '48', bg: 'rgba(17,25,54,0.72)', color: '#ffffff' },
  def: {
    size: { title: 'Taille', type: 'custom', data: '48' },
    bg: { title: 'Fond', type: 'color', data: 'rgba(17,25,54,0.72)' },
    color: { title: 'Flèche', type: 'color', data: '#ffffff' },
  },
  ...timing,
  // On a 480 px screen the arrows would cover the text: swipes and bullets remain.
  show: lv(true, true, true, true, false),
  d: all('horizontal'),
  h: all('left'),
  v: all('middle'),
  x: lv(24, 20, 16, 12, 8),
  y: all(0),
  io: 'i',
  l: { h: all('left'), v: all('middle'), x: lv(24, 20, 16, 12, 8), y: all(0) },
  r: { h: all('right'), v: all('middle'), x: lv(24, 20, 16, 12, 8), y: all(0) },
  g: 0,
  a: 'slider',
};

/** Bullets along the bottom edge, over the picture. */
export const BULLETS: Json = {
  set: true,
  key: 'tribune-bullets',
  html: '<span class="sr7-bullet-title">{{title}}</span>',
  // Dots; a dot's title shows above it while it is hovered (with a mouse: after a tap a
  // touch screen keeps :hover, and the title stayed over what lies above the dots) or focused
  // from the keyboard.
  css: [
    '.tribune-bullets .sr7-bullet{display:block;width:##size##px;height:##size##px;border-radius:50%;background:rgba(17,25,54,0.5);box-shadow:inset 0 0 0 2px ##color##}',
    '.tribune-bullets .sr7-bullet.selected{background:##color##}',
    '.tribune-bullets .sr7-bullet-title{position:absolute;bottom:calc(100% + 10px);left:50%;transform:translateX(-50%);width:max-content;max-width:220px;padding:6px 10px;border-radius:6px;background:rgba(17,25,54,0.9);color:#fff;font:600 13px/1.3 system-ui,sans-serif;opacity:0;visibility:hidden;transition:opacity .2s,visibility .2s;pointer-events:none}',
    '@media (hover:hover){.tribune-bullets .sr7-bullet-hit:hover .sr7-bullet-title{opacity:1;visibility:visible}}',
    '.tribune-bullets .sr7-bullet-hit:focus-visible .sr7-bullet-title{opacity:1;visibility:visible}',
  ].join(''),
  cst: { size: '14', color: '#ffffff' },
  def: {
    size: { title: 'Taille', type: 'custom', data: '14' },
    color: { title: 'Couleur', type: 'color', data: '#ffffff' },
  },
  ...timing,
  show: all(true),
  d: all('horizontal'),
  h: all('center'),
  v: all('bottom'),
  x: all(0),
  y: lv(24, 24, 20, 16, 12),
  io: 'i',
  g: 12,
  a: 'slider',
};

/** Tabs below the module (outside the content): kicker and headline of each slide. */
export const TABS: Json = {
  set: true,
  key: 'tribune-tabs',
  html: '<span class="sr7-tab-kicker">{{param1}}</span><span class="sr7-tab-title">{{title}}</span>',
  // Kicker above the headline (two lines at most), the current tab marked in gold.
  css: [
    '.tribune-tabs .sr7-tab{background:##bg##;color:##color##;border-top:3px solid transparent;padding:8px 10px;font:14px/1.3 system-ui,sans-serif}',
    '.tribune-tabs .sr7-tab[aria-current="true"]{border-top-color:##accent##}',
    '.tribune-tabs .sr7-tab-kicker{display:block;margin-bottom:4px;color:##accent##;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase}',
    '.tribune-tabs .sr7-tab-title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;font-weight:600}',
  ].join(''),
  cst: { bg: NAVY, color: '#ffffff', accent: GOLD },
  def: {
    bg: { title: 'Fond', type: 'color', data: NAVY },
    color: { title: 'Texte', type: 'color', data: '#ffffff' },
    accent: { title: 'Onglet actif', type: 'color', data: GOLD },
  },
  ...timing,
  show: lv(true, true, true, true, false),
  d: all('horizontal'),
  h: all('center'),
  v: all('bottom'),
  x: all(0),
  y: all(0),
  io: 'o',
  g: 4,
  a: 'slider',
  size: { t: 'tabs', w: 240, h: 84, nw: 0, nh: 0, mw: 160 },
  wr: { p: 8, c: NAVY, s: '', mx: 0, my: 0 },
  m: 4,
};

/** Thumbnails stacked on the right, hidden on small screens. */
export const THUMBS: Json = {
  set: true,
  key: 'tribune-thumbs',
  html: '<span class="sr7-thumb-image"></span><span class="sr7-thumb-title">{{params2}}</span>',
  css: '.tribune-thumbs .sr7-thumb{border:2px solid transparent;border-radius:4px;overflow:hidden}.tribune-thumbs .sr7-thumb[aria-current="true"]{border-color:##accent##}',
  cst: { accent: GOLD },
  def: { accent: { title: 'Vignette active', type: 'color', data: GOLD } },
  ...timing,
  show: lv(true, true, true, false, false),
  d: all('vertical'),
  h: all('right'),
  v: all('middle'),
  x: lv(96, 88, 80, 0, 0),
  y: all(0),
  io: 'i',
  g: 8,
  a: 'slider',
  size: { t: 'thumbs', w: 128, h: 72, nw: 0, nh: 0, mw: 96 },
  wr: { p: 6, c: 'rgba(17,25,54,0.55)', s: '', mx: 0, my: 0 },
  m: 4,
};

/** The scrubber along the top: one dot per slide on a 400 × 50 base (spec 9.5). */
export const SCRUBBER: Json = {
  set: true,
  key: 'tribune-scrubber',
  html: '',
  css: '',
  ...timing,
  show: lv(true, true, true, true, false),
  d: all('horizontal'),
  h: all('center'),
  v: all('top'),
  x: all(0),
  y: lv(20, 20, 16, 12, 8),
  io: 'i',
  g: 0,
  a: 'slider',
  tp: 'dots',
};

const OFF = { set: false };

/** Every kind of navigation, the keyboard, the wheel and swipes everywhere. */
export function everyNavigation(): Json {
  return {
    nd: 300,
    acc: { hidden: false },
    s: { mobC: true, deskC: true },
    k: { use: true },
    m: { use: true, cd: 1500 },
    arrows: ARROWS,
    bullets: BULLETS,
    tabs: TABS,
    thumbs: THUMBS,
    scrubber: SCRUBBER,
  };
}

/** Arrows and bullets only (the progress bar demos). */
export function arrowsAndBullets(): Json {
  return {
    nd: 0,
    acc: { hidden: false },
    s: { mobC: true, deskC: false },
    k: { use: true },
    m: { use: false, cd: 1500 },
    arrows: ARROWS,
    bullets: BULLETS,
    tabs: OFF,
    thumbs: OFF,
    scrubber: OFF,
  };
}

/** A hero has no navigation at all (spec 2.1). */
export function noNavigation(): Json {
  return {
    arrows: OFF,
    bullets: OFF,
    tabs: OFF,
    thumbs: OFF,
    scrubber: OFF,
    k: { use: false },
    m: { use: false },
    s: { mobC: false, deskC: false },
  };
}
