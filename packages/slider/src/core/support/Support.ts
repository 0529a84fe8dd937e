import { ENGINE7_ACTIONS, LAYER_ACTIONS, MODULE_ACTIONS } from '../actions/ActionNames.js';
import type { SupportRule, SupportStatus, ValueRule } from './SupportRules.js';

/**
 * What Tribune's engine does with each field of engine-7 module data as the original editor
 * saves it: supported (read as saved), approximated (read, drawn differently), dropped (not
 * read: lost) or ignored (editor bookkeeping). `reportModule` walks a module's data against it,
 * so every value the data holds is accounted for; a field this table does not name is reported
 * as dropped ("no rule"), never passed over.
 *
 * Keep it in step with the engine: a feature that starts reading a field moves it to
 * `supported` here (the report's test on the real modules shows what changes). Server and
 * import side only: nothing in the browser imports this file.
 */

type Options = Pick<SupportRule, 'on' | 'values' | 'whole'>;
type Entry = SupportStatus | readonly [SupportStatus, string?, Options?];

const S = 'supported';
const A = 'approximated';
const D = 'dropped';
const I = 'ignored';

/** Rules for the keys under `prefix`; an entry is a status or [status, reason, options]. */
function under(prefix: string, entries: Record<string, Entry>): SupportRule[] {
  return Object.entries(entries).map(([key, entry]) => {
    const [status, reason, options] = typeof entry === 'string' ? [entry] : entry;
    return { path: prefix ? `${prefix}.${key}` : key, status, reason, ...options };
  });
}

const NOT_DRAWN = 'not drawn by Tribune';

// ---------------------------------------------------------------------------------------------
// Anywhere: the media library's bookkeeping and editor caches.

const ANYWHERE = under('**', {
  lib: I,
  lib_id: I,
  lib_size: I,
  libId: I,
  srcId: I,
  adminId: I,
  ojsv: I,
  fromStream: I,
  streamType: I,
  seo: I,
  runtime: I,
  locked: I,
});

// ---------------------------------------------------------------------------------------------
// The module: `settings`, and what sits beside it.

const MODULE = [
  ...under('', {
    id: S,
    'addOns.**': [
      D,
      'engine-7 add-ons (transition pack, typewriter, particle wave, …) are not run',
      { whole: true },
    ],
  }),
  ...under('settings', {
    type: S,
    alias: S,
    title: S,
    id: [I, 'the editor’s name for the module (the alias names it)'],
    version: I,
    migrated: I,
    prem: I,
    hasYT: I,
    uSize: I,
    thumb: [I, 'the editor’s picture of the module'],
    'imgs.**': [I, 'the editor’s list of the module’s pictures'],
    aU: [I, 'the add-ons the module used (reported where they are used)'],
    'addOns.*.**': [D, 'an engine-7 add-on is not run', { whole: true, on: 'u' }],
    'codes.**': [
      D,
      'custom CSS and JavaScript of the module are not run by Tribune',
      { whole: true },
    ],
    class: [D, 'classes on the module’s wrapper are not set'],
    wrapperclass: [D, 'classes on the module’s wrapper are not set'],
    fixed: [
      A,
      'fixed to the window’s top, over the page and out of its flow; its layers keep their clicks (the original passes those of layers without actions through to the page)',
    ],
    shdw: [D, `the module’s shadow is ${NOT_DRAWN}`],
    'bg.color.**': S,
    'bg.image.src': S,
    'bg.image.size': S,
    'bg.image.repeat': S,
    'bg.image.position': S,
    'bg.image.pos.**': S,
    'bg.image.**': [D, 'a background picture option Tribune does not read'],
    'bg.overlay.type': S,
    'bg.overlay.size': S,
    'bg.overlay.cA.**': S,
    'bg.overlay.cB.**': S,
    'bg.**': [D, `a module background option ${NOT_DRAWN}`],
    'pLoader.**': [
      D,
      'Tribune shows no loading spinner: the first slide is in the server’s HTML',
      { whole: true },
    ],
    lazyLoad: [
      A,
      'Tribune loads pictures its own way (the first at once, the others ahead of need)',
    ],
    'snap.**': I,
    'size.fullWidth': S,
    'size.fullHeight': S,
    'size.width': S,
    'size.height': S,
    'size.overflow': [A, 'the module always clips its slides to its box'],
    'size.cachedHeight': I,
    'size.maxWidth': [D, 'the module takes its parent’s width (up to its grid)'],
    'size.minHeight': [D, 'the module’s height follows its grid and the window'],
    'size.contentFH': [D, 'the module’s height follows its grid and the window'],
    'size.fullHeightOffset': [
      D,
      'a full-height module fills the window (no offset by other elements)',
    ],
    'size.FHOU': [D, 'a full-height module fills the window (no offset by other elements)'],
    'size.MMOU': [D, 'the module’s margins are not set'],
    'size.m.**': [D, 'the module’s margins are not set', { whole: true }],
    'size.p.**': [D, 'the module’s padding is not set', { whole: true }],
    'general.fallbackURL': S,
    'general.fallbackType': S,
    'general.lazyLoad': [
      A,
      'Tribune loads pictures its own way (the first at once, the others ahead of need)',
    ],
    'general.icache': I,
    'general.perspective': [D, 'layers in 3D use the slide’s own perspective'],
    'general.perspectiveType': [D, 'layers in 3D use the slide’s own perspective'],
    'general.D3OU': I,
    'general.slideshow.globalViewPort': [A, 'the module counts as in view by `vPort` alone'],
    'general.slideshow.globalViewDist': [A, 'the module counts as in view by `vPort` alone'],
    'default.len': S,
    'default.**': I,
    'slideshow.auto': S,
    'slideshow.loop': S,
    'slideshow.stopAt': S,
    'slideshow.shuffle': S,
    'slideshow.sOH': S,
    'slideshow.initDelay': [D, 'the slideshow starts as soon as the module is in view'],
    'slideshow.naios': I,
    'pbar.**': S,
    vPort: S,
    useAsModal: S,
    'modal.sp': S,
    'modal.bg': S,
    'modal.pS': S,
    'modal.v': S,
    'modal.h': S,
    'modal.cover': [A, 'the modal’s backdrop is drawn with `bg` whether or not `cover` is set'],
    'acc.use': S,
    'acc.live': S,
    'browser.useURLDeeplink': S,
    'fonts.*.name': S,
    'fonts.*.normal.*': S,
    'fonts.*.italic.*': S,
    'fonts.*.subset.*': [I, 'self-hosted faces carry the character sets Tribune ships'],
    'fonts.**': S,
    'source.**': S,
    'carousel.type': S,
    'carousel.justify': S,
    'carousel.jMWidth': S,
    'carousel.stretch': S,
    'carousel.showAllLayers': S,
    'carousel.maxV': S,
    'carousel.space': S,
    'carousel.align': S,
    'carousel.infinity': S,
    'carousel.snap': S,
    'carousel.scale': S,
    'carousel.minS': S,
    'carousel.rotation': S,
    'carousel.maxR': S,
    'carousel.opacity': S,
    'carousel.maxO': S,
    'carousel.varO': S,
    'carousel.varR': S,
    'carousel.vScale': S,
    'carousel.oScale': S,
    'carousel.spin': S,
    'carousel.spinA': S,
    'carousel.skewX': S,
    'carousel.skewY': S,
    'carousel.bR': S,
    'carousel.bRU': [A, 'the corner radius is read in px'],
    'carousel.dur': S,
    'carousel.ease': S,
    'carousel.overshoot': S,
    'carousel.pT': [D, 'the carousel’s top padding is not set'],
    'carousel.pB': [D, 'the carousel’s bottom padding is not set'],
    'carousel.pNV': [D, 'the neighbours’ visible part is set by maxV and justify'],
    'carousel.advtrans': I,
    'carousel.**': [D, 'a carousel setting Tribune does not read'],
    'mod.use': S,
    'mod.dOM': S,
    'mod.d3': S,
    'mod.d3d': S,
    'mod.d3s': S,
    'mod.d3e': S,
    'mod.d3z': S,
    'mod.t': S,
    'mod.sm': S,
    'mod.om': S,
    'mod.dir': S,
    'mod.mouse': S,
    'mod.scroll': S,
    'sbt.use': S,
    'sbt.f': S,
    'sbt.a': S,
    'sbt.nL': S,
    'sbt.fEnd': S,
    'sbt.s': S,
    'sbt.fStart': [D, 'the held stretch starts where the timeline does'],
    'sbt.e': [D, 'the scroll-driven timeline follows the scroll linearly'],
    'sbt.layers': I,
    'sbt.pull': [D, 'the held module is not pulled into view'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Navigation: `settings.nav`.

const NAV_ELEMENT: Record<string, Entry> = {
  set: S,
  key: S,
  html: S,
  css: S,
  'cst.**': S,
  'def.**': S,
  on: S,
  show: S,
  d: S,
  h: S,
  v: S,
  x: S,
  y: S,
  io: S,
  dIn: S,
  dOut: S,
  g: S,
  t: [I, 'the style’s id (its key, template and CSS come with it)'],
  anim: [A, 'the element shows and hides with a fade'],
  s: [A, 'the element shows and hides with a fade of 200 ms'],
  a: [A, 'placed against the module’s box (not its layer grid)'],
  ps: I,
};

const NAV = [
  ...under('settings.nav', {
    nd: S,
    'acc.**': S,
    'k.use': S,
    'm.use': S,
    'm.cd': S,
    'm.v': [D, 'the wheel always moves one slide a turn'],
    's.use': S,
    's.desk': S,
    's.mobC': S,
    's.deskC': S,
    's.t': [D, 'the swipe threshold is Tribune’s (5 px tap, 10 % or a quick throw)'],
    'p.**': [D, 'the navigation’s own padding is not set', { whole: true }],
  }),
  ...under('settings.nav.arrows', {
    ...NAV_ELEMENT,
    h: [A, 'arrows sit at the module’s left and right edges, `x` in, centred vertically'],
    v: [A, 'arrows sit at the module’s left and right edges, `x` in, centred vertically'],
    y: [A, 'arrows sit at the module’s left and right edges, `x` in, centred vertically'],
    'l.**': [
      A,
      'each arrow’s own place: both sit at the edges, `x` in, centred vertically',
      { whole: true },
    ],
    'r.**': [
      A,
      'each arrow’s own place: both sit at the edges, `x` in, centred vertically',
      { whole: true },
    ],
  }),
  ...under('settings.nav.bullets', NAV_ELEMENT),
  ...under('settings.nav.tabs', {
    ...NAV_ELEMENT,
    'size.**': S,
    'wr.**': S,
    m: S,
  }),
  ...under('settings.nav.thumbs', {
    ...NAV_ELEMENT,
    'size.**': S,
    'wr.**': S,
    m: S,
  }),
  ...under('settings.nav.scrubber', {
    ...NAV_ELEMENT,
    tp: S,
    '**': [A, 'the scrubber is drawn with Tribune’s own ticks and handle'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Slides: `slides.{key}` (`id`, `slide`, `layers`).

/** The actions a Tribune part runs (see `react/actions`, the media and modal parts). */
const RUN_ACTIONS = [
  'link',
  'next',
  'prev',
  'jumpto',
  'open_modal',
  ...LAYER_ACTIONS,
  ...MODULE_ACTIONS,
  ...ENGINE7_ACTIONS,
  'startVideo',
  'stopVideo',
  'toggleVideo',
  'muteVideo',
  'unmuteVideo',
  'toggleMuteVideo',
  'toggleGlobalMuteVideo',
];

const ACTION_NAMES: ValueRule[] = [
  { match: RUN_ACTIONS, status: S },
  {
    match: /.*/,
    status: D,
    reason: 'an action Tribune does not run',
    scope: 'parent',
  },
];

const SLIDE = [
  ...under('slides.*', {
    id: S,
  }),
  ...under('slides.*.slide', {
    id: S,
    order: S,
    title: S,
    description: S,
    global: S,
    pos: S,
    version: I,
    language: I,
    parentId: I,
    asmig: I,
    'imgs.**': I,
    'params.*.v': S,
    'params.*.l': S,
    'thumb.src': S,
    'thumb.admin': S,
    'thumb.dimension': I,
    'thumb.default.image.src': S,
    'thumb.default.color': S,
    'thumb.default.image.size': [A, 'a background kept here covers the slide'],
    'thumb.default.image.pos.**': [A, 'a background kept here is centred'],
    'thumb.default.image.repeat': [A, 'a background kept here is not repeated'],
    'attr.id': S,
    'attr.deepLink': S,
    'attr.class': [D, 'classes on the slide are not set'],
    'attr.data': [D, 'data attributes on the slide are not set'],
    'attr.attr': [D, 'attributes on the slide are not set'],
    'attr.a': [D, 'the slide’s link is read from its background layer and actions'],
    'attr.t': [D, 'the slide’s link is read from its background layer and actions'],
    'attr.aO': I,
    'attr.tO': I,
    'acc.**': S,
    'slideshow.len': S,
    'slideshow.stop': S,
    'slideshow.hal': S,
    'slideshow.hfn': S,
    'slideshow.hom': [D, 'the slide is shown on mobile devices too'],
    'actions.*.a': [S, undefined, { values: ACTION_NAMES }],
    'actions.*.src': S,
    'actions.*.target': S,
    'actions.*.evt': S,
    'actions.*.d': S,
    'actions.*.link': S,
    'actions.*.flw': S,
    'actions.*.class': S,
    'actions.*.ltype': [I, 'how the editor made the link'],
    'actions.*.http': [I, 'how the editor made the link'],
    'actions.*.offset': S,
    'actions.*.sp': S,
    'actions.*.e': S,
    'actions.*.s': S,
    'actions.*.sc': S,
    'actions.*.scn': S,
    'actions.*.scm': S,
    'actions.*.typ': S,
    'actions.*.rec': [
      D,
      'not read: a scene an action plays again starts from where the layer is (engine 7’s `rec`)',
    ],
    'actions.*.atst': [
      D,
      'not read: toggleScenes plays `scn` on its first trigger, whatever the layer’s state',
    ],
    'actions.*.**': [D, 'a detail of an action Tribune does not read'],
    'publish.state': [
      S,
      undefined,
      {
        values: [
          {
            match: ['unpublished'],
            status: D,
            reason: 'the slide is shown: Tribune does not read `publish`',
          },
        ],
      },
    ],
    'publish.from': [D, 'the slide is shown whatever its publishing dates'],
    'publish.to': [D, 'the slide is shown whatever its publishing dates'],
    'publish.sch': I,
    'loop.**': [
      D,
      'a slide’s own loop (a stretch of its timeline played again) is not played',
      { whole: true, on: 'u' },
    ],
    oflow: [A, 'layers outside the slide are clipped by the module'],
    fullHeight: I,
    respVP: I,
    'scenes.**': [D, 'engine 7’s scenes are not played', { whole: true }],
    'states.**': [D, 'engine 7’s scenes are not played', { whole: true }],
    'addOns.**': [D, 'engine-7 add-ons are not run', { whole: true }],
  }),
];

// ---------------------------------------------------------------------------------------------
// Layers: `slides.{key}.layers.{key}`.

const TIMELINE_FRAME: Record<string, Entry> = {
  t: S,
  d: S,
  e: S,
  f: [I, 'the editor’s copy of `d`'],
  o: S,
  x: [
    S,
    undefined,
    {
      values: [
        {
          match: /^(left|right|top|bottom)$/i,
          status: A,
          reason: 'an edge keyword (in from the module’s edge) plays as no offset',
        },
      ],
    },
  ],
  y: [
    S,
    undefined,
    {
      values: [
        {
          match: /^(left|right|top|bottom)$/i,
          status: A,
          reason: 'an edge keyword (in from the module’s edge) plays as no offset',
        },
      ],
    },
  ],
  sX: S,
  sY: S,
  rX: S,
  rY: S,
  rZ: S,
  skX: S,
  skY: S,
  off: [D, 'not read by Tribune'],
  pE: [D, 'not read by Tribune'],
  xRe: [D, 'not read by Tribune'],
  yRe: [D, 'not read by Tribune'],
  'addOns.**': [D, 'engine-7 add-ons are not run', { whole: true }],
  '**': [D, 'a frame effect Tribune does not play (colour, reveal `fx`, …)'],
};

const LAYER_MEDIA: Record<string, Entry> = {
  src: S,
  type: S,
  width: S,
  height: S,
  controls: S,
  mute: S,
  loop: S,
  inline: S,
  start: S,
  end: S,
  volume: S,
  autoPlay: S,
  rewind: S,
  cover: S,
  'poster.src': S,
  'poster.showOnPause': S,
  pauseOnSwap: S,
  args: S,
  nextSlide: [D, 'a media does not move the slideshow on'],
  pauseTimer: [D, 'a media does not hold the slideshow'],
  stopAllMedia: [D, 'other media keep playing'],
  noInteract: [D, 'the reader can still click the media'],
  aFullScreen: [D, 'no full-screen button is added'],
  'poster.insteadVideo': [A, 'the poster shows until the media plays'],
  'poster.noOnMobile': [D, 'the poster shows on mobile devices too'],
  'poster.size': [A, 'the poster covers the media'],
  '**': [D, 'a media option Tribune does not read'],
};

/** A static layer shown on some slides only (`sStart` to `sEnd`; 1 to "last" is all of them). */
const STATIC_RANGE: ValueRule = {
  match: /./,
  status: A,
  reason: 'a static layer shows on every slide',
};

const LAYER = [
  ...under('slides.*.layers.*', {
    id: S,
    type: S,
    subtype: S,
    alias: S,
    pid: S,
    order: S,
    zIndex: S,
    'content.text': S,
    'content.src': S,
    'content.alt': S,
    'content.trans': [D, 'the text transform saved here is not applied'],
    'content.size': [A, 'an image layer’s picture is contained in its box'],
    'content.color.**': [D, 'the colour of an icon or SVG is not applied'],
    'pos.x': S,
    'pos.y': S,
    'pos.h': S,
    'pos.v': S,
    'pos.pos': [
      I,
      'a layer is placed by its parent: absolute on the slide, in flow in rows and columns',
    ],
    'pos.float': [D, 'rows and columns lay their layers out with flexbox: floats are not read'],
    'pos.clear': [D, 'rows and columns lay their layers out with flexbox: clears are not read'],
    'size.w': S,
    'size.h': S,
    'size.minW': [D, 'a layer’s minimum width is not set'],
    'size.minH': [D, 'a layer’s minimum height is not set'],
    'size.maxW': [D, 'a layer’s maximum width is not set'],
    'size.maxH': [D, 'a layer’s maximum height is not set'],
    'size.col': [A, 'the columns of a row share its width equally'],
    'size.cMode': [D, 'an image layer is drawn at its size (contained)'],
    'size.sProp': [D, 'an image layer is drawn at its size (contained)'],
    'font.family': S,
    'font.size': S,
    'font.weight': S,
    'font.ls': S,
    color: S,
    lh: S,
    'bg.color.**': S,
    'bg.image.src': S,
    'bg.image.size': S,
    'bg.image.repeat': S,
    'bg.image.pos.**': [
      A,
      'a layer’s background picture is centred (a slide background’s is placed)',
    ],
    'bg.image.sizeVal': [A, 'a background sized by percentage covers its box'],
    'bg.image.ratio': I,
    'bg.image.**': [D, 'a background picture option Tribune does not read'],
    'bg.type': I,
    'p.**': S,
    'radius.**': S,
    tA: S,
    ws: [
      S,
      undefined,
      { values: [{ match: ['content', 'full'], status: A, reason: 'read as "normal" wrapping' }] },
    ],
    display: S,
    vis: S,
    href: S,
    target: S,
    rel: S,
    tag: S,
    'tl.in.wait': S,
    'tl.*.mask.**': [D, 'a mask (the layer clipped while it moves) is not played', { whole: true }],
    'tl.*.filter.**': [
      D,
      'filter animations (blur, grayscale, brightness) are not played',
      { whole: true },
    ],
    'tl.*.chars.**': [D, 'text split into characters animates as a whole', { whole: true }],
    'tl.*.words.**': [D, 'text split into words animates as a whole', { whole: true }],
    'tl.*.lines.**': [D, 'text split into lines animates as a whole', { whole: true }],
    'tl.*.sfx.**': [D, 'special effects of a frame are not played', { whole: true }],
    'tl.*.loop.**': [D, 'a layer’s loop animation is not played', { whole: true }],
    'tl.in.pan.orig.**': I,
    'tl.in.pan.pers': I,
    'tl.in.bg.**': [
      A,
      'the slide transition plays as the nearest of Tribune’s (fade, crossfade, slide, slideover, zoom, curtain, …), chosen by its name',
      { whole: true },
    ],
    'tl.in.bg.addOns.**': [
      D,
      'transitions of the transition pack add-on are not run (a fade plays)',
      { whole: true },
    ],
    'tl.in.bg.all.*.addOns.**': [
      D,
      'transitions of the transition pack add-on are not run (a fade plays)',
      { whole: true },
    ],
    'tl.in.**': [D, 'a timeline option Tribune does not read'],
    'tl.out.**': [D, 'a timeline option Tribune does not read'],
    'tl.*.content.all.**': [
      A,
      'a scene (played by playScene or toggleScenes actions) moves, fades, scales and turns the layer from where it is, by its frames’ times, eases and values; its frames’ other options are not read',
      { whole: true },
    ],
    'tl.*.**': [
      D,
      'a scene’s masks, clips, filters and perspective are not played (its moves are)',
      { whole: true },
    ],
    'm.**': [D, 'a layer’s margins are not set', { whole: true }],
    'border.**': [D, `a layer’s border is ${NOT_DRAWN}`, { whole: true }],
    'hov.**': [D, `hover styles are ${NOT_DRAWN}`, { whole: true, on: 'u' }],
    'bShdw.**': [D, `box shadows are ${NOT_DRAWN}`, { whole: true, on: 'use' }],
    'tShdw.**': [D, `text shadows are ${NOT_DRAWN}`, { whole: true, on: 'use' }],
    'tr.**': [D, 'a layer’s own rotation at rest is not applied', { whole: true }],
    blend: [D, 'blend modes are not applied'],
    cursor: [D, 'the cursor is the page’s (a pointer over layers that run actions)'],
    vA: [
      S,
      undefined,
      {
        values: [
          {
            match: ['middle', 'bottom'],
            status: D,
            reason: 'content is aligned at the top of its box',
          },
        ],
      },
    ],
    rTo: [
      S,
      undefined,
      {
        values: [
          {
            match: ['slide'],
            status: A,
            reason: 'placed on the layer grid, not on the whole slide',
          },
        ],
      },
    ],
    'attr.class': [D, 'classes on the layer are not set'],
    'attr.iClass': [D, 'classes on the layer are not set'],
    'attr.id': [D, 'ids on the layer are not set'],
    'attr.title': [D, 'titles on the layer are not set'],
    'attr.aO': I,
    'attr.tO': I,
    'attr.**': [D, 'attributes on the layer are not set'],
    'acc.**': [D, 'the layer’s own accessibility settings are not read', { whole: true }],
    'codes.**': [D, 'custom CSS of a layer is not applied', { whole: true }],
    'toggle.**': [D, 'a toggled second text is not shown', { whole: true }],
    'mod.mouse': S,
    'mod.scroll': S,
    'mod.m.**': [
      D,
      'engine 7’s mouse parallax of a layer (`mod.m`) is not read: Tribune reads `mod.mouse`',
      { whole: true, on: 'u' },
    ],
    'mod.s.**': [
      D,
      'engine 7’s scroll effects of a layer (`mod.s`) are not read: Tribune reads `mod.scroll`',
      { whole: true, on: 'u' },
    ],
    'mod.mask': [D, 'the layer’s parallax mask is not drawn'],
    'fluid.*': [
      S,
      undefined,
      {
        values: [
          {
            match: [false, 'false'],
            status: A,
            reason: 'Tribune scales every layer with the grid',
          },
        ],
      },
    ],
    listen: I,
    sZ: I,
    style: [D, 'the editor’s caption class is not set'],
    sStart: [S, undefined, { values: [{ match: [1, '1'], status: S }, STATIC_RANGE] }],
    sEnd: [S, undefined, { values: [{ match: ['last'], status: S }, STATIC_RANGE] }],
    pE: [D, 'pointer events are the layer’s default'],
    viOC: [D, 'the layer is shown on every device'],
    viSH: [D, 'the layer is shown on every device'],
    break: [D, 'a column does not break below a width'],
    'addOns.**': [D, 'engine-7 add-ons are not run', { whole: true }],
    'media.**': S,
  }),
  ...under('slides.*.layers.*.content', {
    ...LAYER_MEDIA,
    '**': [D, 'a content option Tribune does not read'],
  }),
  ...under('slides.*.layers.*.bg.video', LAYER_MEDIA),
];

/** The frames of the tracks Tribune plays: content (transforms, opacity), clip, and the pan. */
const FRAMES = (['in', 'out'] as const).flatMap((direction) => {
  const start = frameStart(direction);
  return [
    ...under(`slides.*.layers.*.tl.${direction}.content.all.*`, { ...TIMELINE_FRAME, t: start }),
    ...under(`slides.*.layers.*.tl.${direction}.clip.all.*`, {
      t: start,
      d: S,
      e: S,
      c: S,
      f: [I, 'the editor’s copy of `d`'],
      '**': [D, 'a clip option Tribune does not read'],
    }),
    ...under(`slides.*.layers.*.tl.${direction}.content`, {
      pers: [D, 'layers in 3D use the slide’s own perspective'],
      'orig.**': [
        D,
        'transforms turn about the layer’s centre',
        { values: [{ match: ['50%'], status: S }] },
      ],
    }),
    ...under(`slides.*.layers.*.tl.${direction}.clip`, {
      orig: S,
      type: [
        S,
        undefined,
        {
          values: [
            { match: /^(?!r$)/, status: A, reason: 'a clip reveals as a rectangle from its side' },
          ],
        },
      ],
    }),
  ];
});

/** A frame's start: "w0" (waits for an action) is read for entrances, not for exits. */
function frameStart(direction: 'in' | 'out'): Entry {
  const reason =
    direction === 'in'
      ? 'waits for an action (`tl.in.wait`): hidden until an action plays its entrance (startIn, toggleLayer, or a playScene / toggleScenes "in")'
      : 'an exit that waits for an action plays at the slide change';
  return [S, undefined, { values: [{ match: /^w/, status: A, reason }] }];
}

export const SUPPORT: readonly SupportRule[] = [
  ...ANYWHERE,
  ...MODULE,
  ...NAV,
  ...SLIDE,
  ...LAYER,
  ...FRAMES,
  ...under('slides.*.layers.*.tl.in.pan.all.*', TIMELINE_FRAME),
];
