import { DEFAULTS } from '../Defaults.js';
import type { Level, PerLevel } from '../Levels.js';
import type { Layer } from '../model/LayerSchema.js';
import type { Slide, SliderModule } from '../model/ParseModule.js';
import { sourceLabel } from './SourceLabels.js';
import { streamType } from './SourceTypes.js';

/**
 * The error slide (spec 2.1, 8.1, 9.7): when a stream has nothing to show, the whole module is
 * replaced by a hero on a white background with a warning icon, the title "There is nothing to
 * show here!" and the subtitle "{SourceType} reports: Please check the settings". Sizes per
 * level: title 30/30/24/18/11 px, icon 50/50/41/31/19 px. The spec gives no subtitle size: it
 * is 60 % of the title's, never under 11 px (18/18/14/11/11). The module keeps its alias, title
 * and size, so the error slide takes the place the module had reserved (no layout shift).
 */
export const ERROR_TITLE = 'There is nothing to show here!';

export function errorSubtitle(type: string | undefined): string {
  return `${sourceLabel(type)} reports: Please check the settings`;
}

export const ERROR_SLIDE_SIZES = {
  title: DEFAULTS.errorSlide.title,
  icon: DEFAULTS.errorSlide.icon,
  subtitle: DEFAULTS.errorSlide.title.map((t) =>
    Math.max(11, Math.round(t * 0.6)),
  ) as unknown as PerLevel<number>,
} as const;

const BACKGROUND = '#ffffff';
const TITLE_COLOUR = '#111936';
const SUBTITLE_COLOUR = '#4a4f63';
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#e8a317" d="M12 1.5 0.5 22h23z"/><path fill="#111936" d="M10.9 8.5h2.2v7h-2.2zm0 8.8h2.2v2.3h-2.2z"/></svg>';

/** The module replaced by its error slide; `outcome` says whether the feed was empty or failed. */
export function errorModule(module: SliderModule, outcome: 'empty' | 'failed'): SliderModule {
  const { settings } = module;
  return {
    settings: {
      ...settings,
      type: 'hero',
      source: { ...settings.source, streamed: outcome },
      // Its sizes are given for every level (the module's own are resolved already).
      uSize: [true, true, true, true, true],
    },
    slides: [errorSlide(settings.size.width, streamType(module))],
    statics: [],
    addOns: module.addOns,
  };
}

const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];
const perLevel = <T>(f: (level: Level) => T) => LEVELS.map(f) as unknown as PerLevel<T>;
const px = (n: number) => `${Math.round(n)}px`;

/** Where each line sits: the icon, title and subtitle stacked and centred as one block. */
function stack(level: Level) {
  const icon = ERROR_SLIDE_SIZES.icon[level] as number;
  const titleLine = Math.round((ERROR_SLIDE_SIZES.title[level] as number) * 1.25);
  const subtitleLine = Math.round((ERROR_SLIDE_SIZES.subtitle[level] as number) * 1.4);
  const gap = Math.round(icon * 0.3);
  const height = icon + gap + titleLine + Math.round(gap / 2) + subtitleLine;
  return {
    icon: -height / 2 + icon / 2,
    title: -height / 2 + icon + gap + titleLine / 2,
    subtitle: height / 2 - subtitleLine / 2,
    titleLine,
    subtitleLine,
  };
}

export function errorSlide(widths: PerLevel<number>, type: string | undefined): Slide {
  const centred = (id: string, y: (level: Level) => number) => ({
    id,
    alias: '',
    order: Number(id),
    zIndex: Number(id) + 10,
    content: {},
    pos: {
      x: perLevel(() => '0px'),
      y: perLevel((l) => px(y(l))),
      h: perLevel(() => 'center' as const),
      v: perLevel(() => 'middle' as const),
      pos: 'absolute' as const,
    },
    size: { w: perLevel(() => 'auto'), h: perLevel(() => 'auto') },
    tl: {},
    // The parser's defaults, so the slide reads back from JSON exactly as it is.
    color: perLevel(() => '#ffffff'),
    lh: perLevel(() => 'normal'),
    vis: perLevel(() => true),
    display: perLevel(() => 'block'),
  });
  const text = (id: string, content: string, which: 'title' | 'subtitle'): Layer => ({
    ...centred(id, (l) => stack(l)[which]),
    type: 'text',
    tag: 'p',
    content: { text: content },
    size: {
      w: perLevel((l) => px((widths[l] as number) * 0.9)),
      h: perLevel(() => 'auto'),
    },
    font: {
      family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      size: perLevel((l) => px(ERROR_SLIDE_SIZES[which][l] as number)),
      weight: perLevel(() => (which === 'title' ? '700' : '400')),
      ls: perLevel(() => '0px'),
    },
    lh: perLevel((l) => px(stack(l)[which === 'title' ? 'titleLine' : 'subtitleLine'])),
    color: perLevel(() => (which === 'title' ? TITLE_COLOUR : SUBTITLE_COLOUR)),
    tA: perLevel(() => 'center'),
  });
  const background: Layer = {
    ...centred('0', () => 0),
    type: 'shape',
    subtype: 'slidebg',
    zIndex: 0,
    bg: { color: BACKGROUND },
  };
  const icon: Layer = {
    ...centred('1', (l) => stack(l).icon),
    type: 'svg',
    alias: 'Warning',
    content: { text: ICON },
    size: {
      w: perLevel((l) => px(ERROR_SLIDE_SIZES.icon[l] as number)),
      h: perLevel((l) => px(ERROR_SLIDE_SIZES.icon[l] as number)),
    },
  };
  return {
    id: 'error',
    order: 1,
    title: ERROR_TITLE,
    description: errorSubtitle(type),
    global: false,
    pos: 'front',
    params: [],
    thumb: { src: '', admin: '', default: { image: { src: '' } } },
    attr: { id: '', deepLink: '' },
    acc: { label: 'auto', hidden: false, role: '', roledep: '', live: '' },
    slideshow: { len: 'default', stop: false, hal: 0, hfn: false },
    actions: [],
    addOns: undefined,
    layers: [
      background,
      icon,
      text('2', ERROR_TITLE, 'title'),
      text('3', errorSubtitle(type), 'subtitle'),
    ],
  };
}
