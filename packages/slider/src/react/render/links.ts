import type { Layer } from '../../core/model/LayerSchema.js';
import { isRecord } from '../util/values.js';

/**
 * A layer's link: its `href`, or a link action. Only web, mail and phone links (and relative
 * ones) are kept; anything that could run script is dropped.
 */
export function layerLink(layer: Layer): { href: string; target?: string; rel?: string } | null {
  const extra = layer as Layer & { actions?: unknown };
  let href = layer.href;
  let target = layer.target;
  if (!href && Array.isArray(extra.actions)) {
    for (const action of extra.actions) {
      if (!isRecord(action)) continue;
      const url = action.link ?? action.url ?? action.href;
      if (typeof url === 'string' && url !== '') {
        href = url;
        if (typeof action.target === 'string') target = action.target;
        break;
      }
    }
  }
  if (!href || !safeHref(href)) return null;
  const out: { href: string; target?: string; rel?: string } = { href };
  if (target && target !== '_self') {
    out.target = target;
    out.rel = layer.rel ?? 'noopener';
  } else if (layer.rel) out.rel = layer.rel;
  return out;
}

export function safeHref(href: string): boolean {
  const h = href.trim().toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(h)) return true;
  return !/^[a-z][a-z0-9+.-]*:/.test(h);
}
