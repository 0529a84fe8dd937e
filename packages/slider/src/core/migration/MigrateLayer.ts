import type { PerLevel } from '../Levels.js';
import { isRecord, toText } from '../model/Normalise.js';
import { copy, type Json, type MigrationContext, put } from './Context.js';
import { layerActions } from './MigrateActions.js';
import { layerMedia } from './MigrateMedia.js';
import { migrateTimeline } from './MigrateTimeline.js';
import type { Source } from './Source.js';
import { V6_DEFAULTS } from './V6Defaults.js';
import { colour, colourObject, flag, length, levels, number, opacity, text } from './V6Values.js';

/**
 * Engine-6 layer kinds and how engine 7 saves them (spec 3.3): containers are `container` with
 * a subtype, buttons `text` with subtype `button`.
 */
const KINDS: Record<string, { type: string; subtype?: string }> = {
  text: { type: 'text' },
  button: { type: 'text', subtype: 'button' },
  image: { type: 'image' },
  shape: { type: 'shape' },
  svg: { type: 'svg' },
  video: { type: 'video' },
  audio: { type: 'audio' },
  group: { type: 'container', subtype: 'group' },
  row: { type: 'container', subtype: 'row' },
  column: { type: 'container', subtype: 'column' },
  zone: { type: 'container', subtype: 'zone' },
};

const TEXT_KINDS = new Set(['text', 'button']);
const L = 'slides.*.layers.*';

const lengthValue = (raw: unknown) => length(raw)?.value;
const lengthLevels = (raw: unknown, fallback?: string) => levels(raw, lengthValue, fallback);

/** One layer, or undefined (reported) when engine 7 has no kind for it. */
export function migrateLayer(
  ctx: MigrationContext,
  l: Source,
  key: string,
  actions: Json[],
): Json | undefined {
  const { report } = ctx;
  const v6Type = toText(l.get('type')) ?? '';
  const svgSource = text(l.get('svg', 'src'));
  const kind =
    v6Type === 'object'
      ? svgSource
        ? KINDS.svg
        : undefined
      : Object.hasOwn(KINDS, v6Type)
        ? KINDS[v6Type]
        : undefined;
  if (!kind) {
    report.drop(
      l.path,
      v6Type === 'object'
        ? 'an object layer without an SVG source shows nothing in engine 7 and is left out'
        : `layer type "${v6Type}" has no engine-7 equivalent and is left out`,
    );
    l.take();
    return undefined;
  }
  const id = toText(l.get('uid')) || key;
  const out: Json = { id, alias: text(l.get('alias')) ?? '', type: kind.type };
  if (kind.subtype) out.subtype = kind.subtype;
  report.rule(
    `${L}.type (${v6Type})`,
    `${L}.type${kind.subtype ? ` + subtype ${kind.subtype}` : ''}`,
  );
  report.layer(kind.subtype === 'button' ? 'button' : (kind.subtype ?? kind.type));

  const group = l.at('group');
  const parent = toText(group.get('puid'));
  if (parent !== undefined && parent !== '' && parent !== '-1') {
    out.pid = parent;
    report.rule(`${L}.group.puid`, `${L}.pid`);
  }
  put(out, 'order', copy(ctx, group, 'groupOrder', `${L}.order`, number));
  const position = l.at('position');
  put(out, 'zIndex', copy(ctx, position, 'zIndex', `${L}.zIndex`, number));
  if (kind.subtype === 'column')
    put(out, 'size.col', copy(ctx, group, 'columnSize', `${L}.size.col`, text));
  group.drop('columnbreakat', 'the width under which columns stack is not carried over', report);

  content(ctx, l, v6Type, out, svgSource);
  place(ctx, l, out, kind.subtype === 'zone');
  const idle = l.at('idle');
  if (TEXT_KINDS.has(v6Type)) typography(ctx, idle, out);
  else
    idle.ignore(
      'fontSize',
      'lineHeight',
      'fontWeight',
      'letterSpacing',
      'fontFamily',
      'color',
      'textAlign',
      'whiteSpace',
      'textTransform',
    );
  box(ctx, idle, out);
  const idleOpacity = opacity(idle.get('opacity'));
  if (idleOpacity !== undefined)
    report.rule(`${L}.idle.opacity`, `${L}.tl.in (opacity of the last entrance frame)`);
  const rotation = number(idle.get('rotationZ'));
  if (rotation) {
    out.tr = { rZ: rotation };
    report.rule(`${L}.idle.rotationZ`, `${L}.tr.rZ`);
  }
  put(out, 'cursor', copy(ctx, idle, 'cursor', `${L}.cursor`, text));
  hover(ctx, l.at('hover'), out);

  const vis = l.get('visibility');
  if (isRecord(vis)) {
    out.vis = levels(vis, flag, true);
    report.rule(`${L}.visibility`, `${L}.vis`);
  }
  out.display = all(v6Type === 'button' ? 'inline-block' : 'block');
  if (toText(l.get('behavior', 'baseAlign')) === 'slide') {
    out.rTo = 'slide';
    report.rule(`${L}.behavior.baseAlign`, `${L}.rTo`);
  }
  // Which lengths scale with the module, as the original's migration reads engine 6: texts
  // and sizes with "autoResponsive", offsets with "responsiveOffset" (never a row's or a
  // column's spacing), both on unless turned off.
  const auto = flag(l.get('behavior', 'autoResponsive')) ?? true;
  const offsets = flag(l.get('behavior', 'responsiveOffset')) ?? true;
  const rowOrColumn = kind.subtype === 'row' || kind.subtype === 'column';
  out.fluid = { tx: auto, tr: auto, sp: !rowOrColumn && offsets };
  report.rule(`${L}.behavior.autoResponsive`, `${L}.fluid.tx, ${L}.fluid.tr`);
  report.rule(`${L}.behavior.responsiveOffset`, `${L}.fluid.sp`);
  l.at('behavior').ignore('intelligentInherit', 'responsiveChilds', 'lazyLoad', 'imageSourceType');
  attributes(ctx, l.at('attributes'), out);
  put(out, 'codes.css', copy(ctx, l, 'customCSS', `${L}.codes.css`, text));
  put(out, 'codes.hovercss', copy(ctx, l, 'customHoverCSS', `${L}.codes.hovercss`, text));
  const toggle = text(l.get('toggle', 'text'));
  if (toggle) {
    out.toggle = { text: toggle };
    report.rule(`${L}.toggle.text`, `${L}.toggle.text`);
  }

  const tl = migrateTimeline(ctx, l.at('timeline'), {
    idleOpacity,
    animated: kind.subtype !== 'zone' && (l.has('timeline') || kind.type !== 'container'),
  });
  if (tl) out.tl = tl;
  layerActions(ctx, l.at('actions'), id, out, actions);
  if (kind.type === 'video' || kind.type === 'audio') {
    const media = layerMedia(ctx, l.at('media'), kind.type);
    if (media) out.media = media;
  }
  l.at('effects').drop('parallax', 'the layer parallax level is not carried over', report);
  l.ignore('runtime', 'version', 'uid', 'text', 'media', 'svg', 'subtype', 'htmltag');
  return out;
}

function all<T>(value: T): PerLevel<T> {
  return [value, value, value, value, value];
}

/** Text, picture or SVG source. */
function content(
  ctx: MigrationContext,
  l: Source,
  v6Type: string,
  out: Json,
  svg: string | undefined,
): void {
  const { report } = ctx;
  if (TEXT_KINDS.has(v6Type)) {
    out.content = { text: text(l.get('text')) ?? '' };
    report.rule(`${L}.text`, `${L}.content.text`);
    const tag = text(l.get('htmltag'));
    if (tag && /^(h[1-6]|p|div|span|label)$/.test(tag)) out.tag = tag;
  } else if (v6Type === 'image') {
    const src = copy(ctx, l.at('media'), 'imageUrl', `${L}.content.src`, text);
    out.content = { src: src ?? '' };
    if (!src)
      report.drop(`${l.path}.media.imageUrl`, 'an image layer without a picture shows nothing');
    put(out.content as Json, 'alt', text(l.get('attributes', 'alt')));
    l.at('media').ignore('imageId', 'loaded', 'imageLib', 'imageFromStream');
  } else if (svg) {
    out.content = { src: svg };
    report.rule(`${L}.svg.src`, `${L}.content.src`);
    const svgColour = colour(l.at('idle', 'svg').get('color'))?.value;
    if (svgColour) out.content = { src: svg, color: svgColour };
  } else {
    out.content = { text: '' };
  }
  l.at('idle', 'svg').ignore('color');
}

/** Position and size per level. */
function place(ctx: MigrationContext, l: Source, out: Json, zone: boolean): void {
  const { report } = ctx;
  const p = l.at('position');
  const s = l.at('size');
  const d = V6_DEFAULTS.layer;
  if (zone) {
    // Zones hold the slide's rows at the top, middle or bottom; they have no place of their own.
    out.pos = {
      pos: 'absolute',
      v: all(l.get('uid') === 'bottom' ? 'bottom' : l.get('uid') === 'middle' ? 'middle' : 'top'),
    };
    p.ignore('x', 'y', 'horizontal', 'vertical', 'position');
    return;
  }
  const pos: Json = {
    x: lengthLevels(p.get('x'), d.x),
    y: lengthLevels(p.get('y'), d.y),
    h: levels(
      p.get('horizontal'),
      (v) => (v === 'left' || v === 'center' || v === 'right' ? v : undefined),
      d.horizontal,
    ),
    v: levels(
      p.get('vertical'),
      (v) =>
        v === 'top' || v === 'bottom' ? v : v === 'middle' || v === 'center' ? 'middle' : undefined,
      d.vertical,
    ),
    pos: toText(p.get('position')) === 'relative' ? 'relative' : 'absolute',
  };
  out.pos = pos;
  report.rule(`${L}.position.x, y, horizontal, vertical, position`, `${L}.pos`);
  const size: Json = {
    w: lengthLevels(s.get('width'), d.width),
    h: lengthLevels(s.get('height'), d.height),
  };
  report.rule(`${L}.size.width, height`, `${L}.size.w, h`);
  for (const [from, to] of [
    ['minWidth', 'minW'],
    ['minHeight', 'minH'],
    ['maxWidth', 'maxW'],
    ['maxHeight', 'maxH'],
  ] as const) {
    const values = lengthLevels(s.get(from));
    if (values) {
      size[to] = values;
      report.rule(`${L}.size.${from}`, `${L}.size.${to}`);
    }
  }
  if (flag(s.get('covermode')) === true || toText(s.get('covermode')) === 'cover')
    size.cMode = 'cover';
  out.size = { ...(isRecord(out.size) ? out.size : {}), ...size };
  s.ignore(
    'aspectRatio',
    'scaleProportional',
    'originalWidth',
    'originalHeight',
    'originalSize',
    'covermode',
  );
}

function typography(ctx: MigrationContext, idle: Source, out: Json): void {
  const { report } = ctx;
  const d = V6_DEFAULTS.layer;
  const font: Json = {
    size: lengthLevels(idle.get('fontSize'), d.fontSize),
    weight: levels(idle.get('fontWeight'), text, d.fontWeight),
    ls: lengthLevels(idle.get('letterSpacing'), d.letterSpacing),
  };
  put(font, 'family', copy(ctx, idle, 'fontFamily', `${L}.font.family`, text));
  out.font = font;
  out.lh = lengthLevels(idle.get('lineHeight'), d.lineHeight);
  const notes = new Set<string>();
  out.color = levels(
    idle.get('color'),
    (v) => {
      const c = colour(v);
      if (c?.approximation) notes.add(c.approximation);
      return c?.value;
    },
    d.color,
  );
  for (const note of notes) report.approximate(`${idle.path}.color`, note);
  report.rule(
    `${L}.idle.fontSize, fontWeight, letterSpacing, lineHeight, color`,
    `${L}.font, lh, color`,
  );
  const align = levels(idle.get('textAlign'), (v) =>
    ['left', 'center', 'right', 'justify'].includes(String(v)) ? String(v) : undefined,
  );
  if (align) {
    out.tA = align;
    report.rule(`${L}.idle.textAlign`, `${L}.tA`);
  }
  // "full" is engine 6's wrapping text as wide as its box.
  const ws = levels(idle.get('whiteSpace'), (v) =>
    v === 'full' ? 'normal' : v === 'normal' || v === 'nowrap' ? v : undefined,
  );
  if (ws) {
    out.ws = ws;
    report.rule(`${L}.idle.whiteSpace`, `${L}.ws`);
  }
  put(out, 'tt', copy(ctx, idle, 'textTransform', `${L}.tt`, text));
  put(
    out,
    'fS',
    copy(ctx, idle, 'fontStyle', `${L}.fS`, (v) => (flag(v) === true ? 'italic' : text(v))),
  );
  put(out, 'tD', copy(ctx, idle, 'textDecoration', `${L}.tD`, text));
  idle.drop('textStroke', 'text outlines (textStroke) are not supported', report);
  idle.drop('textShadow', 'text shadows are not supported', report);
  idle.ignore('autolinebreak');
}

/** Four sides per level (`{d: {v: [t, r, b, l]}}`) as engine 7's `{t, r, b, l}` per level. */
function sides(raw: unknown): Json | undefined {
  const side = (index: number) =>
    levels(raw, (v) => (Array.isArray(v) ? lengthValue(v[index]) : undefined));
  const [t, r, b, l] = [0, 1, 2, 3].map(side);
  if (!t || !r || !b || !l) return undefined;
  if ([t, r, b, l].every((values) => values.every((v) => v === '0px'))) return undefined;
  return { t, r, b, l };
}

/** Background, padding, margin, corners and border. */
function box(ctx: MigrationContext, idle: Source, out: Json): void {
  const { report } = ctx;
  const bgColour = copy(ctx, idle, 'backgroundColor', `${L}.bg.color`, colour);
  if (bgColour && bgColour !== 'transparent') put(out, 'bg.color', colourObject(bgColour));
  const image = text(idle.get('backgroundImage'));
  if (image) {
    put(out, 'bg.image', {
      src: image,
      size: text(idle.get('backgroundSize')) ?? 'cover',
      repeat: text(idle.get('backgroundRepeat')) ?? 'no-repeat',
      pos: text(idle.get('backgroundPosition')) ?? 'center center',
    });
    report.rule(`${L}.idle.backgroundImage`, `${L}.bg.image`);
  } else
    idle.ignore('backgroundSize', 'backgroundRepeat', 'backgroundPosition', 'backgroundImageId');
  const padding = sides(idle.get('padding'));
  if (padding) {
    out.p = padding;
    report.rule(`${L}.idle.padding`, `${L}.p`);
  }
  const margin = sides(idle.get('margin'));
  if (margin) {
    out.m = margin;
    report.rule(`${L}.idle.margin`, `${L}.m`);
  }
  const radius = idle.get('borderRadius');
  const corners =
    isRecord(radius) && Array.isArray(radius.v) ? radius.v.map(lengthValue) : undefined;
  if (corners?.some((c) => c !== undefined && c !== '0px')) {
    const unit = toText(radius && isRecord(radius) ? radius.u : undefined);
    const withUnit = (c: string | undefined) =>
      c === undefined ? '0px' : unit === '%' ? c.replace(/px$/, '%') : c;
    out.radius = {
      t: withUnit(corners[0]),
      r: withUnit(corners[1]),
      b: withUnit(corners[2]),
      l: withUnit(corners[3]),
    };
    report.rule(`${L}.idle.borderRadius`, `${L}.radius`);
  }
  const widths = idle.get('borderWidth');
  const w = Array.isArray(widths) ? widths.map(lengthValue) : undefined;
  if (w?.some((v) => v !== undefined && v !== '0px')) {
    const style = levels(idle.get('borderStyle'), text, 'solid');
    out.border = {
      s: style?.[0] ?? 'solid',
      c: colour(idle.get('borderColor'))?.value ?? 'transparent',
      w: { t: w[0] ?? '0px', r: w[1] ?? '0px', b: w[2] ?? '0px', l: w[3] ?? '0px' },
    };
    report.rule(`${L}.idle.borderWidth, borderColor, borderStyle`, `${L}.border`);
  } else idle.ignore('borderColor', 'borderStyle');
  idle.drop('boxShadow', 'box shadows are not supported', report);
  idle.drop('filter', 'CSS filters on layers are not supported', report);
  idle.drop('style', 'inline style text of engine-6 layers is not carried over', report);
  idle.drop('overflow', 'layer overflow is not carried over', report);
}

/** Hover styles as engine 7's `hov`. */
function hover(ctx: MigrationContext, h: Source, out: Json): void {
  if (flag(h.get('usehover')) !== true) {
    h.ignore(...h.entries().map(([key]) => key));
    return;
  }
  const hov: Json = { u: true };
  put(hov, 'color.c', colour(h.get('color'))?.value);
  put(hov, 'color.bg', colour(h.get('backgroundColor'))?.value);
  put(hov, 'border.c', colour(h.get('borderColor'))?.value);
  put(hov, 'border.s', text(h.get('borderStyle')));
  const frame: Json = {};
  put(frame, 'o', opacity(h.get('opacity')));
  put(frame, 'sX', number(h.get('scaleX')));
  put(frame, 'sY', number(h.get('scaleY')));
  put(frame, 'rZ', number(h.get('rotationZ')));
  put(frame, 'skX', number(h.get('skewX')));
  put(frame, 'skY', number(h.get('skewY')));
  put(frame, 'd', number(h.get('speed')));
  put(frame, 'e', text(h.get('ease')));
  if (Object.keys(frame).length > 0) hov.frame = frame;
  out.hov = hov;
  ctx.report.rule(`${L}.hover`, `${L}.hov`);
  h.drop('filter', 'hover filters are not supported', ctx.report);
  h.drop('svg', 'SVG hover colours are not supported', ctx.report);
  h.ignore(
    'copied',
    'borderRadius',
    'borderWidth',
    'originX',
    'originY',
    'originZ',
    'zIndex',
    'pointerEvents',
    'textDecoration',
  );
}

function attributes(ctx: MigrationContext, a: Source, out: Json): void {
  const attr: Json = {};
  put(attr, 'class', copy(ctx, a, 'classes', `${L}.attr.class`, text));
  put(attr, 'id', copy(ctx, a, 'id', `${L}.attr.id`, text));
  put(attr, 'title', copy(ctx, a, 'title', `${L}.attr.title`, text));
  put(attr, 'tabIndex', copy(ctx, a, 'tabIndex', `${L}.attr.tabIndex`, number));
  put(attr, 'rel', copy(ctx, a, 'rel', `${L}.attr.rel`, text));
  if (Object.keys(attr).length > 0) out.attr = attr;
  a.ignore('alt', 'altOption', 'wrapperId', 'wrapperClasses');
}
