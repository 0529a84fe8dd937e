import type { CSSProperties } from 'react';
import type { Level, PerLevel } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import { gridLength, levelNumbers, pxOf } from '../layout/levelCss.js';
import { isRecord } from '../util/values.js';

/**
 * A layer's resting styles. The outer element places the layer on the grid (alignment and
 * offsets, in grid `cqw` so it scales with the module); the inner element carries the look and
 * is the one the timelines animate, so an animation's transform never fights the placement.
 */
export interface LayerStyles {
  outer: CSSProperties;
  inner: CSSProperties;
  hidden: boolean;
}

/** The value at a level, for fields CSS cannot switch per level by itself (colours, keywords). */
export function pick<T>(values: PerLevel<T> | undefined, level: Level): T | undefined {
  return values ? values[level] : undefined;
}

export function layerStyles(
  layer: Layer,
  widths: PerLevel<number>,
  level: Level,
  inFlow: boolean,
): LayerStyles {
  const extra = layer as Layer & Record<string, unknown>;
  const len = (v: PerLevel<string | number> | undefined) => gridLength(v, widths, level);
  const hidden = pick(layer.vis, level) === false || pick(layer.display, level) === 'none';
  const width = gridLength(layer.size.w, widths, level, true);
  const height = len(layer.size.h);
  const outer: CSSProperties = {
    position: inFlow ? 'relative' : 'absolute',
    zIndex: layer.zIndex ?? layer.order,
    pointerEvents: 'auto',
  };
  if (!inFlow) Object.assign(outer, placement(layer, widths, level));
  // Hidden until an action plays its entrance (react/actions), from the server's HTML on.
  if (layer.tl.in?.wait) outer.visibility = 'hidden';
  // A percentage height is of the grid: the placed box takes it, the look fills the box (an
  // auto-height box would give the look nothing to be a percentage of).
  if (!inFlow && height?.endsWith('%')) outer.height = height;

  const inner: CSSProperties = {
    width,
    height,
    boxSizing: 'border-box',
    // Headings and paragraphs keep no browser margins: the layer's position is its place.
    margin: 0,
  };
  if (!inFlow) {
    // A share of the grid ("100%") sizes the placed box; the content fills it. On the content
    // alone it would be a share of a box sized by that content: nothing.
    for (const axis of ['width', 'height'] as const) {
      const value = inner[axis];
      if (typeof value === 'string' && /^-?[\d.]+%$/.test(value)) {
        outer[axis] = value;
        inner[axis] = '100%';
      }
    }
  }
  const font = layer.font;
  if (font) {
    inner.fontFamily = font.family;
    inner.fontSize = len(font.size);
    inner.fontWeight = pick(font.weight, level);
    inner.letterSpacing = len(font.ls);
  }
  if (outer.height !== undefined) inner.height = '100%';
  inner.lineHeight = len(layer.lh);
  const color = pick(layer.color, level);
  if (color) inner.color = color;
  if (layer.bg?.color) inner.background = layer.bg.color;
  if (layer.bg?.image?.src && layer.subtype !== 'slidebg') {
    inner.backgroundImage = `url("${layer.bg.image.src.replace(/"/g, '%22')}")`;
    inner.backgroundSize = layer.bg.image.size;
    inner.backgroundRepeat = layer.bg.image.repeat;
    inner.backgroundPosition = 'center';
  }
  const padding = extra.p;
  if (isRecord(padding)) {
    const side = (k: string) => len(levelNumbers(padding[k]) as PerLevel<number>);
    inner.padding = `${side('t')} ${side('r')} ${side('b')} ${side('l')}`;
  }
  const radius = extra.radius;
  if (isRecord(radius)) {
    const r = ['t', 'r', 'b', 'l'].map((k) => {
      const px = pxOf(radius[k] as string);
      return px !== null ? `${px}px` : String(radius[k] ?? 0);
    });
    if (r.some((x) => x !== '0px')) inner.borderRadius = r.join(' ');
  }
  const align = levelText(extra.tA, level);
  if (align && align !== 'inherit') inner.textAlign = align as CSSProperties['textAlign'];
  const ws = levelText(extra.ws, level);
  inner.whiteSpace = ws === 'nowrap' ? 'pre' : 'pre-line';
  return { outer, inner, hidden };
}

/** Alignment and offsets on the grid: left/center/right × top/middle/bottom. */
function placement(layer: Layer, widths: PerLevel<number>, level: Level): CSSProperties {
  const h = pick(layer.pos.h, level) ?? 'left';
  const v = pick(layer.pos.v, level) ?? 'top';
  const x = gridLength(offsets(layer.pos.x), widths, level) ?? '0px';
  const y = gridLength(offsets(layer.pos.y), widths, level) ?? '0px';
  const style: CSSProperties = {};
  const shift = [h === 'center' ? '-50%' : '0', v === 'middle' ? '-50%' : '0'];
  if (h === 'left') style.left = x;
  else if (h === 'right') style.right = x;
  else style.left = `calc(50% + ${x})`;
  if (v === 'top') style.top = y;
  else if (v === 'bottom') style.bottom = y;
  else style.top = `calc(50% + ${y})`;
  if (shift[0] !== '0' || shift[1] !== '0') style.translate = `${shift[0]} ${shift[1]}`;
  return style;
}

/** "auto" offsets are no offset. */
function offsets(values: PerLevel<string>): PerLevel<string> {
  return values.map((v) =>
    v === 'auto' || v === 'inherit' ? '0px' : v,
  ) as unknown as PerLevel<string>;
}

function levelText(value: unknown, level: Level): string | undefined {
  const v = Array.isArray(value) ? value[level] : value;
  return typeof v === 'string' ? v : undefined;
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
