import type { CSSProperties } from 'react';
import type { Level } from '../../core/Levels.js';
import type { NavElement } from '../../core/model/NavSchema.js';

/** Alignment in the module and the offsets from that edge (px). */
export interface Placement {
  h: 'left' | 'center' | 'right';
  v: 'top' | 'middle' | 'bottom';
  x: number;
  y: number;
}

/**
 * Where a navigation element sits (h, v, x, y of its level): inside the module over the
 * slides, or (`io: "o"`) outside it, above or below, aligned by `h`.
 */
export function navPlacement(settings: NavElement, level: Level): CSSProperties {
  return place({
    h: settings.h[level],
    v: settings.v[level],
    x: settings.x[level],
    y: settings.y[level],
  });
}

/**
 * A box placed by alignment and offsets; centred sides shift by half its size. The shift is
 * the `translate` property, not `transform`, so a navigation style's own transforms (a hover
 * scale) apply on top of it instead of replacing it.
 */
export function place({ h, v, x, y }: Placement): CSSProperties {
  const style: CSSProperties = { position: 'absolute' };
  const shift = [h === 'center' ? '-50%' : '0', v === 'middle' ? '-50%' : '0'];
  if (h === 'left') style.left = x;
  else if (h === 'right') style.right = x;
  else style.left = `calc(50% + ${x}px)`;
  if (v === 'top') style.top = y;
  else if (v === 'bottom') style.bottom = y;
  else style.top = `calc(50% + ${y}px)`;
  if (shift[0] !== '0' || shift[1] !== '0') style.translate = `${shift[0]} ${shift[1]}`;
  return style;
}

export function isOutside(settings: NavElement): boolean {
  return settings.io === 'o';
}

export function navClass(kind: string, settings: NavElement): string {
  return ['sr7-nav', `sr7-${kind}`, settings.key].filter(Boolean).join(' ');
}

/**
 * The height an outside tab or thumbnail row takes, as CSS the server can send: the item
 * height shrinks with the window between 980 and 480 px (`autoNavSize`), plus the wrapper's
 * padding and the row's own `y` spacing. Reserving it up front keeps the page below still.
 */
export function outsideHeight(settings: {
  size: { w: number; h: number; mw: number };
  wr: { p: number };
  y: readonly number[];
  d: readonly string[];
  m: number;
  g: number;
}): string {
  const { w, h, mw } = settings.size;
  const min = Math.min(mw > 0 ? mw : w, w);
  const minH = w > 0 ? (h * min) / w : h;
  const extra = 2 * settings.wr.p + 2 * Math.max(0, settings.y[0] ?? 0);
  if (settings.d[0] === 'vertical') {
    const count = Math.max(1, Math.floor(settings.m));
    return `${Math.round(count * h + (count - 1) * settings.g + extra)}px`;
  }
  const grow = Math.round((h - minH) * 100) / 100;
  return `calc(${Math.round((minH + extra) * 100) / 100}px + ${grow} * clamp(0px, (100vw - 480px) / 500, 1px))`;
}
