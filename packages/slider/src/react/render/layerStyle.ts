import type { CSSProperties } from 'react';
import type { Level, PerLevel } from '../../core/Levels.js';
import {
  columnShare,
  type LayerLayout,
  layerLayout,
  type Sides,
} from '../../core/model/LayerLayout.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import { restingLook } from '../animation/timeline.js';
import { type GridScale, lengthAt, levelLength } from '../layout/units.js';
import { isRecord } from '../util/values.js';

/**
 * A layer's resting styles, by the original runtime's rules (packages/slider/README.md, "Real
 * modules"). The outer element is the layer's box: its place (absolute on the grid, on the
 * slide or in its group; or in the flow of its column), its size, display and margins. The inner
 * element carries the look (padding, background, type) and is the one the timelines animate,
 * so an animation's transform never fights the placement.
 *
 * Rows and columns are a table, as in the original: a row is a block whose margins are its
 * padding and whose inner box is the table (`table-layout: fixed`, aligned with the grid unless
 * the row is placed on the slide); a column is a cell as wide as its share ("1/3"), vertically
 * aligned by `vA`, its background drawn inside its margins. From the row's `break` level down
 * the columns stack as blocks.
 */
export interface LayerStyles {
  outer: CSSProperties;
  inner: CSSProperties;
  /** A column's background box, inside the cell's margins. */
  columnBackground?: CSSProperties;
  hidden: boolean;
  layout: LayerLayout;
}

/** Where a layer is: what its box is placed in. */
export type LayerParent = 'grid' | 'slide' | 'zone' | 'row' | 'column' | 'group';

export interface LayerContext {
  level: Level;
  scale: GridScale;
  parent: LayerParent;
  /** In a row: the row's break level, which its columns follow. */
  rowBreak?: number | undefined;
}

/** The value at a level, for fields CSS cannot switch per level by itself (colours, keywords). */
export function pick<T>(values: PerLevel<T> | undefined, level: Level): T | undefined {
  return values ? values[level] : undefined;
}

export function layerStyles(layer: Layer, ctx: LayerContext): LayerStyles {
  const layout = layerLayout(layer);
  const { level, scale } = ctx;
  const { fluid, kind } = layout;
  const len = (values: readonly unknown[], scaled: boolean) =>
    levelLength(values, scaled, scale, level);
  const hiddenAtLevel = pick(layer.vis, level) === false;
  const display = pick(layout.display, level) ?? 'block';

  const outer: CSSProperties = {
    position: layout.absolute ? 'absolute' : 'relative',
    zIndex: kind === 'zone' ? layout.zIndex : layout.zIndex + 1,
    boxSizing: 'border-box',
  };
  const inner: CSSProperties = { boxSizing: 'border-box', margin: 0 };
  let columnBackground: CSSProperties | undefined;

  if (layout.pointerEventsNone) outer.pointerEvents = 'none';
  else outer.pointerEvents = 'auto';
  // Hidden until an action plays its entrance (react/actions), from the server's HTML on.
  if (layer.tl.in?.wait) outer.visibility = 'hidden';

  // A column stacks from its row's break level (unless it has its own).
  const breakAt = layout.breakAt ?? (kind === 'column' ? ctx.rowBreak : undefined);
  const stacked = breakAt !== undefined && breakAt <= level;
  if (kind === 'row') {
    outer.display = 'block';
    if (!layout.absolute) outer.width = '100%';
    outer.padding = sidesCss(layout.margin, fluid.sp, ctx);
    inner.display = stacked ? 'block' : 'table';
    inner.tableLayout = 'fixed';
    // A row in a zone lines its columns up with the grid (unless placed on the slide).
    const inset = layout.onSlide || layout.absolute ? '0px' : ctx.scale.inset;
    inner.width = inset === '0px' ? '100%' : `calc(100% - 2 * ${inset})`;
    if (inset !== '0px') inner.marginInline = inset;
    inner.padding = sidesCss(layout.padding, fluid.sp, ctx);
    inner.fontSize = 0;
  } else if (kind === 'column') {
    const share = columnShare(layout.col);
    const cell = share < 100 && !stacked;
    outer.display = cell ? 'table-cell' : 'block';
    outer.width = cell ? `${round(share)}%` : '100%';
    outer.verticalAlign = pick(layout.verticalAlign, level) ?? 'top';
    // Its layers line up by it (they inherit it, as the original's are the cell's children).
    inner.verticalAlign = outer.verticalAlign;
    outer.padding = sidesCss(layout.margin, fluid.sp, ctx);
    inner.padding = sidesCss(layout.padding, fluid.sp, ctx);
    columnBackground = {
      position: 'absolute',
      inset: sidesCss(layout.margin, fluid.sp, ctx),
      zIndex: -1,
      pointerEvents: 'none',
    };
  } else if (kind === 'linebreak') {
    // A spacer that starts a new line: its saved size, clearing floats on both sides.
    outer.display = 'block';
    outer.clear = 'both';
  } else {
    if (!layout.absolute) {
      outer.display = display;
      outer.margin = sidesCss(layout.margin, fluid.sp, ctx);
    } else {
      outer.display = 'block';
    }
    inner.padding = sidesCss(layout.padding, fluid.sp, ctx);
  }
  if (!layout.absolute && ctx.parent !== 'zone') {
    const float = pick(layout.float, level);
    const clear = pick(layout.clear, level);
    if (float && float !== 'none') outer.float = float as CSSProperties['float'];
    if (clear && clear !== 'none') outer.clear = clear as CSSProperties['clear'];
  }

  sizeBox(layer, layout, ctx, outer, inner);
  if (layout.absolute) Object.assign(outer, placement(layout, ctx));
  Object.assign(outer, restingLook(layer.tl.in?.content?.all, level));

  const font = layer.font;
  if (font) {
    inner.fontFamily = font.family;
    if (font.size) inner.fontSize = len(font.size, fluid.tx);
    inner.fontWeight = pick(font.weight, level);
    if (font.ls) inner.letterSpacing = len(font.ls, fluid.tx);
  }
  if (layer.lh) inner.lineHeight = len(layer.lh, fluid.tx);
  if (kind === 'group') inner.lineHeight = '0px';
  const color = pick(layer.color, level);
  if (color) inner.color = color;
  const align = pick(layout.textAlign, level);
  if (
    align &&
    align !== 'inherit' &&
    (layer.type === 'text' || layer.type === 'button' || isContainer(kind))
  ) {
    inner.textAlign = align as CSSProperties['textAlign'];
  }
  if (layout.textTransform && layout.textTransform !== 'none') {
    inner.textTransform = layout.textTransform as CSSProperties['textTransform'];
  }
  if (layout.textDecoration && layout.textDecoration !== 'none') {
    inner.textDecoration = layout.textDecoration;
  }
  if (layer.type === 'text' || layer.type === 'button') {
    inner.whiteSpace = whiteSpace(layout, ctx);
    // An in-flow layer lines up with its column's alignment; a placed one by its own `vA`.
    inner.verticalAlign = layout.absolute ? pick(layout.verticalAlign, level) : 'inherit';
  }
  if (!layout.absolute && kind === 'content') outer.verticalAlign = 'inherit';
  if (kind === 'group' && !layout.absolute) outer.verticalAlign = pick(layout.verticalAlign, level);

  // A column's background fills its cell inside its margins; a row's spans its margins too.
  const look =
    kind === 'column' ? (columnBackground as CSSProperties) : kind === 'row' ? outer : inner;
  const extra = layer as Layer & Record<string, unknown>;
  if (layer.bg?.color) look.background = layer.bg.color;
  if (layer.bg?.image?.src && layer.subtype !== 'slidebg') {
    look.backgroundImage = `url("${layer.bg.image.src.replace(/"/g, '%22')}")`;
    look.backgroundSize = layer.bg.image.size;
    look.backgroundRepeat = layer.bg.image.repeat;
    look.backgroundPosition = 'center';
  }
  drawBorder(extra.border, look, layout, ctx);
  const radius = extra.radius;
  if (isRecord(radius)) {
    const r = ['t', 'r', 'b', 'l'].map((k) => cssLength(radius[k]));
    if (r.some((x) => x !== '0px')) look.borderRadius = r.join(' ');
  }
  return { outer, inner, columnBackground, hidden: hiddenAtLevel, layout };
}

/**
 * A layer's border (`border: {s, c, w: {t, r, b, l}}`, style and widths per level), inside its
 * box as the original draws it: the box keeps its size and what it holds sits inside the
 * border. Widths scale with the module like sizes (`fluid.tr`).
 */
function drawBorder(
  border: unknown,
  look: CSSProperties,
  layout: LayerLayout,
  ctx: LayerContext,
): void {
  if (!isRecord(border)) return;
  const styles = Array.isArray(border.s) ? border.s : [border.s];
  const style = styles[Math.min(ctx.level, styles.length - 1)];
  if (typeof style !== 'string' || style === 'none' || style === '') return;
  const widths = isRecord(border.w) ? border.w : {};
  const side = (k: string) => {
    const values = widths[k];
    const list = Array.isArray(values) ? values : [values ?? 0];
    return levelLength(list, layout.fluid.tr, ctx.scale, ctx.level);
  };
  look.borderStyle = style;
  look.borderWidth = `${side('t')} ${side('r')} ${side('b')} ${side('l')}`;
  if (typeof border.c === 'string') look.borderColor = border.c;
}

function isContainer(kind: LayerLayout['kind']): boolean {
  return kind === 'row' || kind === 'column' || kind === 'group' || kind === 'zone';
}

/**
 * Width and height: a placed layer that is not text and has no width of its own spans its
 * parent ("auto" is 100% there, as the original does), percentages are of the grid, the slide
 * or the group the layer is placed in, px scale with the module when `fluid.tr`.
 */
function sizeBox(
  layer: Layer,
  layout: LayerLayout,
  ctx: LayerContext,
  outer: CSSProperties,
  inner: CSSProperties,
): void {
  const { level } = ctx;
  if (layout.kind === 'column') return;
  if (layout.kind === 'row' && !layout.absolute) return;
  const len = (values: readonly unknown[]) =>
    levelLength(values, layout.fluid.tr, ctx.scale, level);
  if (layout.absolute && layout.cover === 'fullinset') {
    const inset = sidesCss(layout.margin, layout.fluid.sp, ctx);
    outer.inset = inset;
    inner.width = '100%';
    inner.height = '100%';
    return;
  }
  const w = lengthAt(layout.width, level);
  const isText = layer.type === 'text' || layer.type === 'button';
  let width: string | undefined;
  if ('keyword' in w && w.keyword === 'auto') {
    if (layout.absolute && !isText && layout.kind !== 'group') {
      width = layer.type === 'image' ? undefined : '100%';
    }
  } else {
    width = len(layout.width);
  }
  const cover = ['fullheight', 'cover', 'cover-proportional'].includes(layout.cover);
  const h = lengthAt(layout.height, level);
  const height = cover
    ? '100%'
    : 'keyword' in h && (h.keyword === 'auto' || h.keyword === '-1')
      ? undefined
      : len(layout.height);
  if (
    layout.cover === 'fullwidth' ||
    layout.cover === 'cover' ||
    layout.cover === 'cover-proportional'
  ) {
    width = '100%';
  }
  if (width !== undefined) {
    outer.width = width;
    inner.width = '100%';
  }
  if (height !== undefined) {
    outer.height = height;
    inner.height = '100%';
  }
  const limit = (values: PerLevel<unknown>) => {
    const at = lengthAt(values, level);
    return 'keyword' in at ? undefined : len(values);
  };
  const minW = limit(layout.minWidth);
  const minH = limit(layout.minHeight);
  const maxW = limit(layout.maxWidth);
  const maxH = limit(layout.maxHeight);
  if (minW) outer.minWidth = minW;
  if (minH) {
    outer.minHeight = minH;
    inner.minHeight = minH;
  }
  if (maxW) outer.maxWidth = maxW;
  if (maxH) outer.maxHeight = maxH;
}

/**
 * Alignment and offsets of a placed layer in its parent box (the grid, the slide, a zone's
 * slide or a group): left/center/right × top/middle/bottom, the offsets scaling with the module
 * when `fluid.sp`. "auto" offsets are none.
 */
function placement(layout: LayerLayout, ctx: LayerContext): CSSProperties {
  const { level } = ctx;
  const h = pick(layout.h, level) ?? 'left';
  const v = pick(layout.v, level) ?? 'top';
  const offset = (values: PerLevel<unknown>) =>
    levelLength(
      values.map((x) => ((lengthAt([x], 0) as { keyword?: string }).keyword ? 0 : x)),
      layout.fluid.sp,
      ctx.scale,
      level,
    );
  const x = offset(layout.x);
  const y = offset(layout.y);
  const style: CSSProperties = {};
  if (h === 'left') style.left = x;
  else if (h === 'right') style.right = x;
  else style.left = `calc(50% + ${x})`;
  if (v === 'top') style.top = y;
  else if (v === 'bottom') style.bottom = y;
  else style.top = `calc(50% + ${y})`;
  const shift = [h === 'center' ? '-50%' : '0', v === 'middle' ? '-50%' : '0'];
  if (shift[0] !== '0' || shift[1] !== '0') style.translate = `${shift[0]} ${shift[1]}`;
  return style;
}

/**
 * The original's white-space rule: text that may wrap ("full", the default, or "normal") does
 * so in a column or group it flows in, or when it has a width or a maximum width; a placed
 * text of automatic width stays on its lines (as does "content").
 */
function whiteSpace(layout: LayerLayout, ctx: LayerContext): CSSProperties['whiteSpace'] {
  const ws = pick(layout.whiteSpace, ctx.level) ?? 'full';
  if (ws === 'content' || ws === 'nowrap') return 'nowrap';
  if (ws !== 'full' && ws !== 'normal') return ws as CSSProperties['whiteSpace'];
  const maxW = lengthAt(layout.maxWidth, ctx.level);
  if (!('keyword' in maxW)) return 'normal';
  const w = lengthAt(layout.width, ctx.level);
  const auto = 'keyword' in w && w.keyword === 'auto';
  const flows = !layout.absolute && (ctx.parent === 'column' || ctx.parent === 'group');
  return auto && !flows ? 'nowrap' : 'normal';
}

function sidesCss(sides: Sides, fluid: boolean, ctx: LayerContext): string {
  const one = (values: PerLevel<number>) => levelLength(values, fluid, ctx.scale, ctx.level);
  const [t, r, b, l] = [one(sides.t), one(sides.r), one(sides.b), one(sides.l)];
  if (t === r && r === b && b === l) return t;
  return `${t} ${r} ${b} ${l}`;
}

function cssLength(value: unknown): string {
  const at = lengthAt([value], 0);
  if ('px' in at) return `${at.px}px`;
  if ('percent' in at) return `${at.percent}%`;
  return at.keyword === 'auto' ? '0px' : at.keyword;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/**
 * Editor text as the original lays it out: with white-space "full" or "content" each newline
 * is a line break (`<br>`, like those the editor's markup has); otherwise the first newline
 * goes and the others are white space.
 */
export function textLines(text: string, layout: LayerLayout, level: Level): string {
  const ws = pick(layout.whiteSpace, level) ?? 'full';
  if (ws === 'full' || ws === 'content') return text.replace(/\n/g, '<br>');
  return text.replace('\n', '').replace(/\n/g, ' ');
}

/**
 * Editor text as plain text with its line breaks: `<br>` becomes a newline, other tags go, the
 * common entities are decoded. Module text is never injected as HTML.
 */
export function layerText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
}
