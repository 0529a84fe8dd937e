import { isRecord, toInteger, toText } from '../model/Normalise.js';
import { copy, type Json, type MigrationContext, put } from './Context.js';
import { slideLink } from './MigrateActions.js';
import { migrateLayer } from './MigrateLayer.js';
import { slideshowFlags } from './MigrateMedia.js';
import type { Source } from './Source.js';
import { namedTransition, savedTransition } from './Transitions.js';
import { V6_DEFAULTS } from './V6Defaults.js';
import { colour, colourObject, ease, flag, length, number, text } from './V6Values.js';

/** One `{id, slide, layers}` entry of engine-7 data. */
export interface SlideEntry {
  id: string;
  slide: Json;
  layers: Record<string, Json>;
}

const all = <T>(value: T): T[] => [value, value, value, value, value];

/**
 * A slide (spec 3.2) from an engine-6 slide: its fields, its background and transition (as
 * engine 7's slide background layer), its layers, and the layers' actions gathered on the
 * slide as engine 7 keeps them.
 */
export function migrateSlide(
  ctx: MigrationContext,
  source: Source,
  index: number,
  kind: 'slide' | 'static',
): SlideEntry | undefined {
  const { report, ids } = ctx;
  const v6 = ids.v6Of.get(source) ?? String(index);
  const id = (kind === 'slide' ? ids.regular.get(v6) : ids.statics.get(v6)) ?? v6;
  const p = source.at('params');
  const slide: Json = {
    id,
    version: text(p.get('version')) || text(source.at('settings').get('version')) || '6',
  };

  if (kind === 'slide') {
    const publish = toText(p.at('publish').get('state'));
    if (publish === 'unpublished') {
      report.drop(`${source.path}`, `slide ${v6} is unpublished in engine 6 and is left out`);
      source.take();
      return undefined;
    }
    const order = number(source.get('slide_order')) ?? number(source.get('order')) ?? index + 1;
    slide.order = order;
    report.rule('slides.*.slide_order|order', 'slides.*.slide.order');
  } else {
    slide.global = true;
    const position = toText(p.at('static').get('position'));
    slide.pos = position === 'back' ? 'back' : 'front';
    slide.order = 9999 + index;
    p.at('static').ignore('isstatic');
    // Static layers do not change with the slides: no transition.
    p.ignore('slideChange');
    source.ignore('slide_order', 'order');
  }
  put(slide, 'title', copy(ctx, p, 'title', 'slides.*.slide.title', text));
  put(slide, 'description', copy(ctx, p, 'description', 'slides.*.slide.description', text));
  params(ctx, p, slide);
  attributes(ctx, p.at('attributes'), slide);
  slideshow(ctx, p, slide);

  const layers: Record<string, Json> = {};
  const actions: Json[] = [];
  const layerIds = new Set<string>();
  for (const [key, layer] of source.at('layers').entries()) {
    const migrated = migrateLayer(ctx, layer, key, actions);
    if (!migrated) continue;
    const layerId = String(migrated.id);
    if (layerIds.has(layerId)) {
      report.drop(layer.path, `a second layer with the id "${layerId}" is left out`);
      continue;
    }
    layerIds.add(layerId);
    layers[layerId] = migrated;
  }
  if (kind === 'slide' || p.at('bg').has('type')) {
    const bgId = backgroundLayerId(layerIds);
    const bg = background(ctx, p, bgId, kind);
    if (bg) {
      layers[bgId] = bg;
      slideLink(ctx, p.at('attributes'), bg);
    }
  }
  thumbnail(ctx, p, slide, layers);
  slide.actions = actions;
  report.report.counts.actions += actions.length;

  const { report: r } = ctx;
  p.at('timeline').drop('loop', 'slide loops of engine 6 are not supported', r);
  p.at('effects').drop('parallax', 'the slide background parallax level is not carried over', r);
  const nav = p.at('nav');
  for (const [element] of nav.entries()) {
    nav
      .at(element)
      .drop(
        'presets',
        "per-slide navigation style values are not carried over; the module's values apply",
        r,
      );
  }
  p.ignore('runtime', 'version', 'layout', 'info', 'image', 'static', 'publish');
  source.ignore('settings', 'id');
  return { id, slide, layers };
}

function params(ctx: MigrationContext, p: Source, slide: Json): void {
  const list = p.at('info', 'params').entries();
  const out: Json[] = [];
  for (const [, param] of list) {
    out.push({ v: text(param.get('v')) ?? '', l: toInteger(param.get('l')) ?? 10 });
  }
  // Templates name params by position ({{param3}}): keep positions, cut the empty tail.
  while (out.length > 0 && out[out.length - 1]?.v === '') out.pop();
  slide.params = out.slice(0, 10);
  if (list.length > 0) ctx.report.rule('slides.*.params.info.params', 'slides.*.slide.params');
  if (out.length > 10)
    ctx.report.drop(`${p.path}.info.params`, 'more than 10 params: the rest are left out');
  put(
    slide,
    'description',
    slide.description ?? copy(ctx, p.at('info'), 'description', 'slides.*.slide.description', text),
  );
}

function attributes(ctx: MigrationContext, a: Source, slide: Json): void {
  const attr: Json = {
    id: copy(ctx, a, 'id', 'slides.*.slide.attr.id', text) ?? '',
    deepLink: copy(ctx, a, 'deeplink', 'slides.*.slide.attr.deepLink', text) ?? '',
    class: copy(ctx, a, 'class', 'slides.*.slide.attr.class', text) ?? '',
  };
  put(attr, 'data', copy(ctx, a, 'data', 'slides.*.slide.attr.data', text));
  put(attr, 'attr', copy(ctx, a, 'attr', 'slides.*.slide.attr.attr', text));
  slide.attr = attr;
  a.ignore('titleOption', 'altOption');
  a.drop('title', "the slide's title attribute is not carried over; its title is", ctx.report);
  a.drop('alt', "the slide image's alt text is not carried over", ctx.report);
}

/** Slide duration, stop, hide after loops, hide from navigation. */
function slideshow(ctx: MigrationContext, p: Source, slide: Json): void {
  const t = p.at('timeline');
  const v = p.at('visibility');
  const len = copy(ctx, t, 'delay', 'slides.*.slide.slideshow.len', (raw) => {
    if (raw === 'default') return 'default';
    const n = number(raw);
    return n !== undefined && n > 0 ? n : undefined;
  });
  slide.slideshow = {
    len: len ?? 'default',
    stop: copy(ctx, t, 'stopOnPurpose', 'slides.*.slide.slideshow.stop', flag) ?? false,
    hal:
      copy(ctx, v, 'hideAfterLoop', 'slides.*.slide.slideshow.hal', (raw) => {
        const n = toInteger(raw);
        return n !== undefined && n >= 0 ? n : undefined;
      }) ?? 0,
    hfn: copy(ctx, v, 'hideFromNavigation', 'slides.*.slide.slideshow.hfn', flag) ?? false,
  };
  v.drop('hideOnMobile', 'hiding a slide on mobile is not supported', ctx.report);
  t.ignore('transition', 'slots', 'duration', 'easeIn', 'easeOut', 'rotation');
}

/** An id for the slide background layer no layer of the slide uses. */
function backgroundLayerId(used: Set<string>): string {
  const numbers = [...used].map(Number).filter(Number.isInteger);
  let id = numbers.length > 0 ? Math.max(...numbers) + 1 : 0;
  while (used.has(String(id))) id++;
  return String(id);
}

const KEYWORD_POSITION: Record<string, string> = {
  left: '0%',
  top: '0%',
  center: '50%',
  right: '100%',
  bottom: '100%',
};

/**
 * The slide background layer (`subtype: "slidebg"`): colour, picture or video, the slide
 * transition (`tl.in.bg`) and pan and zoom (`tl.in.pan`).
 */
function background(
  ctx: MigrationContext,
  p: Source,
  id: string,
  kind: 'slide' | 'static',
): Json | undefined {
  const { report } = ctx;
  const b = p.at('bg');
  const type = toText(b.get('type')) ?? 'trans';
  const bg: Json = {};
  const layer: Json = {
    id,
    alias: 'Slide BG Layer',
    type: 'shape',
    subtype: 'slidebg',
    rTo: 'slide',
    order: 0,
    zIndex: 0,
    size: { cMode: 'cover' },
    pos: { h: all('center'), v: all('middle'), pos: 'absolute' },
    display: all('block'),
  };
  report.rule('slides.*.params.bg.type', 'slides.*.layers.(slidebg).bg');
  const css = copy(ctx, b, 'color', 'slides.*.layers.(slidebg).bg.color', colour);
  if (type === 'solid' || (type !== 'trans' && type !== 'transparent' && css)) {
    bg.color = colourObject(css ?? V6_DEFAULTS.module.slideBackground);
  }
  const picture =
    type === 'image'
      ? copy(ctx, b, 'image', 'slides.*.layers.(slidebg).bg.image.src', text)
      : type === 'external'
        ? copy(ctx, b, 'externalSrc', 'slides.*.layers.(slidebg).bg.image.src', text)
        : undefined;
  if (picture) {
    const fit = toText(b.get('fit'));
    const size =
      fit === 'percentage'
        ? `${number(b.get('fitX')) ?? 100}%`
        : fit === 'contain' || fit === 'auto'
          ? fit
          : 'cover';
    bg.image = {
      src: picture,
      size,
      repeat: text(b.get('repeat')) ?? 'no-repeat',
      pos: backgroundPosition(b),
    };
  } else b.ignore('image', 'fit', 'fitX', 'fitY', 'repeat', 'position', 'positionX', 'positionY');
  if (type === 'youtube' || type === 'vimeo' || type === 'html5') {
    const video = backgroundVideo(ctx, b, type);
    if (video) bg.video = video;
  } else b.ignore('video', 'youtube', 'vimeo', 'mpeg', 'webm', 'ogv');
  b.ignore(
    'imageLib',
    'imageId',
    'imageWidth',
    'imageHeight',
    'imageRatio',
    'imageSourceType',
    'type',
    'lastLoadedImage',
  );
  if (Object.keys(bg).length > 0) layer.bg = bg;
  const tlIn: Json = {};
  if (kind === 'slide') tlIn.bg = transition(ctx, p);
  const pan = panZoom(ctx, p.at('panzoom'));
  if (pan) tlIn.pan = pan;
  if (Object.keys(tlIn).length > 0) layer.tl = { in: tlIn };
  if (!layer.bg && !layer.tl) return undefined;
  report.layer('slidebg');
  return layer;
}

function backgroundPosition(b: Source): Json {
  const position = toText(b.get('position')) ?? 'center center';
  if (position === 'percentage') {
    return { x: `${number(b.get('positionX')) ?? 50}%`, y: `${number(b.get('positionY')) ?? 50}%` };
  }
  const [x = 'center', y = 'center'] = position.split(/\s+/);
  b.ignore('positionX', 'positionY');
  return { x: KEYWORD_POSITION[x] ?? x, y: KEYWORD_POSITION[y] ?? y };
}

/** A background video as engine 7's `bg.video` (the media options of spec 3.4). */
function backgroundVideo(ctx: MigrationContext, b: Source, type: string): Json | undefined {
  const src =
    type === 'youtube'
      ? text(b.get('youtube'))
      : type === 'vimeo'
        ? text(b.get('vimeo'))
        : (text(b.get('mpeg')) ?? text(b.get('webm')) ?? text(b.get('ogv')));
  if (!src) {
    ctx.report.drop(`${b.path}.type`, `a ${type} background video without a source is left out`);
    return undefined;
  }
  const v = b.at('video');
  slideshowFlags(v, ctx.report);
  ctx.report.rule('slides.*.params.bg.(youtube|vimeo|mpeg)', 'slides.*.layers.(slidebg).bg.video');
  return {
    type,
    src,
    loop: flag(v.get('loop')) ?? true,
    mute: flag(v.get('mute')) ?? true,
    autoPlay: true,
    ...(type === 'vimeo' ? { args: text(v.get('argsVimeo')) ?? '' } : {}),
    volume: number(v.get('volume')) ?? 100,
    start: number(v.get('startAt')) ?? 0,
    end: number(v.get('endAt')) ?? 0,
    cover: true,
  };
}

function transition(ctx: MigrationContext, p: Source): Json {
  const { report } = ctx;
  const def = ctx.envelope.params.at('def');
  const fallbackMs = number(def.get('transitionDuration')) ?? V6_DEFAULTS.transitionDuration;
  const change = p.get('slideChange');
  if (isRecord(change)) {
    report.rule('slides.*.params.slideChange', 'slides.*.layers.(slidebg).tl.in.bg');
    return savedTransition(change, fallbackMs);
  }
  const t = p.at('timeline');
  const first = (key: string) => {
    const value = t.get(key);
    return Array.isArray(value) ? value[0] : value;
  };
  const name = toText(first('transition')) ?? toText(def.get('transition')) ?? 'fade';
  const ms = number(first('duration')) ?? fallbackMs;
  const named = namedTransition(name, ms, ease(first('easeIn')));
  report.rule(
    'slides.*.params.timeline.transition, duration, easeIn',
    'slides.*.layers.(slidebg).tl.in.bg',
  );
  if (named.approximated) {
    report.approximate(`${t.path}.transition`, `transition "${name}" is played as a fade`);
  }
  return named.bg;
}

/** Pan and zoom ("Ken Burns") as engine 7's `pan` track: two frames, start and end. */
function panZoom(ctx: MigrationContext, z: Source): Json | undefined {
  if (flag(z.get('set')) !== true) {
    z.ignore(...z.entries().map(([key]) => key));
    return undefined;
  }
  ctx.report.rule('slides.*.params.panzoom', 'slides.*.layers.(slidebg).tl.in.pan');
  const px = (key: string) => number(length(z.get(key))?.value) ?? 0;
  const fit = (key: string) => `${number(z.get(key)) ?? 100}%`;
  const duration = number(z.get('duration')) ?? 10000;
  z.drop('blurStart', 'pan and zoom blur is not supported', ctx.report);
  z.drop('blurEnd', 'pan and zoom blur is not supported', ctx.report);
  return {
    pers: 600,
    orig: { x: '50%', y: '50%', z: '0' },
    all: [
      {
        t: 0,
        d: 0,
        f: 0,
        e: 'none',
        x: px('xStart'),
        y: px('yStart'),
        sX: fit('fitStart'),
        rZ: number(z.get('rotateStart')) ?? 0,
      },
      {
        t: 0,
        d: duration,
        f: duration,
        e: ease(z.get('ease')) ?? 'none',
        x: px('xEnd'),
        y: px('yEnd'),
        sX: fit('fitEnd'),
        rZ: number(z.get('rotateEnd')) ?? 0,
      },
    ],
  };
}

function thumbnail(
  ctx: MigrationContext,
  p: Source,
  slide: Json,
  layers: Record<string, Json>,
): void {
  const t = p.at('thumb');
  const thumb: Json = {
    src: copy(ctx, t, 'customThumbSrc', 'slides.*.slide.thumb.src', text) ?? '',
    admin: copy(ctx, t, 'customAdminThumbSrc', 'slides.*.slide.thumb.admin', text) ?? '',
    dimension: text(t.get('dimension')) ?? 'slider',
  };
  // The background picture stands in for a missing thumbnail (spec 5), as engine 7 saves it.
  const bgLayer = Object.values(layers).find((l) => l.subtype === 'slidebg');
  const image = isRecord(bgLayer?.bg) && isRecord(bgLayer.bg.image) ? bgLayer.bg.image : undefined;
  if (image) thumb.default = { image: { src: image.src, size: image.size, pos: image.pos } };
  slide.thumb = thumb;
  t.ignore('customThumbSrcId', 'customAdminThumbSrcId');
}
