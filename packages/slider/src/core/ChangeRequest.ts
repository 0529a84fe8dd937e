import { DEFAULTS } from './Defaults.js';
import { mod, type OrderScope, type SlideOrder } from './SlideOrder.js';

/**
 * A slide change request (spec 4.1): relative ("+1", "-1", "+3"; also "next"/"prev"), absolute
 * (a 0-based index into the navigation order, as a number or digits), or by key ("#key").
 */
export type ChangeRequest = number | string;

/** The fields a "#key" request is matched against, in this order. */
export interface KeyedSlide {
  id: string;
  attr: { deepLink: string; id: string };
}

export interface ResolveContext {
  order: SlideOrder;
  slides: readonly KeyedSlide[];
  current: string;
  /** Relative steps walk the navigation order for the user, the play order for the slideshow. */
  scope: OrderScope;
}

/**
 * The slide a request leads to, or null when it leads nowhere (unknown key, empty order,
 * unreadable request). Indexes wrap around within the navigable slides. A "#N" that is not a
 * known key selects the Nth navigable slide (1-based, like `slideN` deep links) when N is at
 * most 50, and slide 0 when it is greater, as the spec says for stale keys.
 */
export function resolveRequest(request: ChangeRequest, ctx: ResolveContext): string | null {
  const nav = ctx.order.navigation();
  if (typeof request === 'number') return Number.isFinite(request) ? atIndex(nav, request) : null;
  const text = String(request).trim();
  if (text === 'next' || text === 'prev') {
    return ctx.order.step(ctx.current, text === 'next' ? 1 : -1, ctx.scope);
  }
  if (/^[+-]\d+$/.test(text)) {
    const steps = Number.parseInt(text, 10);
    return steps === 0 ? null : ctx.order.step(ctx.current, steps, ctx.scope);
  }
  if (/^\d+$/.test(text)) return atIndex(nav, Number.parseInt(text, 10));
  if (text.startsWith('#') && text.length > 1) return byKey(text.slice(1), ctx);
  return null;
}

function atIndex(list: readonly string[], index: number): string | null {
  return list.length === 0 ? null : (list[mod(Math.trunc(index), list.length)] ?? null);
}

function byKey(key: string, ctx: ResolveContext): string | null {
  for (const field of ['id', 'deepLink', 'attrId'] as const) {
    const hit = ctx.slides.find(
      (s) =>
        ctx.order.has(s.id) &&
        (field === 'id' ? s.id : field === 'deepLink' ? s.attr.deepLink : s.attr.id) === key,
    );
    if (hit) return hit.id;
  }
  if (!/^\d+$/.test(key)) return null;
  const n = Number.parseInt(key, 10);
  if (n > DEFAULTS.unknownKeyLimit) return ctx.order.play()[0] ?? null;
  return n >= 1 ? (ctx.order.navigation()[n - 1] ?? null) : null;
}
