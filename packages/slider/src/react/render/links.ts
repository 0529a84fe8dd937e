import type { Layer } from '../../core/model/LayerSchema.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';

/**
 * A layer's link: its own `href`, or a slide action `{a: "link", link, target, flw}` that names
 * the layer in its `src`. Only web, mail and phone links (and relative ones) are kept; anything
 * that could run script is dropped. `flw: "nofollow"` becomes rel="nofollow".
 */
export interface LayerLink {
  href: string;
  target?: string;
  rel?: string;
  /** The layer's other click actions (LayerView), run when the link is followed. */
  onClick?: () => void;
}

export function layerLink(
  layer: Layer,
  actions: readonly SlideAction[] | undefined,
): LayerLink | null {
  let href = layer.href;
  let target = layer.target;
  let rel = layer.rel;
  const action = href ? undefined : actions?.find((a) => a.a === 'link' && a.link);
  if (action) {
    href = action.link;
    const t = Array.isArray(action.target) ? action.target[0] : action.target;
    target = t;
    if ((action as SlideAction & { flw?: unknown }).flw === 'nofollow') rel = 'nofollow';
  }
  if (!href || !safeHref(href)) return null;
  const out: LayerLink = { href };
  if (target && target !== '_self') {
    out.target = target;
    out.rel = rel ? `${rel} noopener` : 'noopener';
  } else if (rel) out.rel = rel;
  return out;
}

export function safeHref(href: string): boolean {
  const h = href.trim().toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(h)) return true;
  return !/^[a-z][a-z0-9+.-]*:/.test(h);
}
