import type { SliderModule } from '../model/ParseModule.js';
import { hasMarkup } from './Markup.js';
import type { Sanitize } from './Sanitizer.js';

/**
 * A module's HTML fields as `sanitize` leaves them, in place: the texts of text and button
 * layers that hold markup (plain ones stay as written) and the navigation templates. The
 * server runs it on the module data it serves and renders, so a page (or another engine)
 * reading that data gets no script, handler or `javascript:` link even before the renderer's
 * own sanitising.
 */
export function sanitizeModuleHtml(module: SliderModule, sanitize: Sanitize): SliderModule {
  const { nav } = module.settings;
  for (const element of [nav.arrows, nav.bullets, nav.tabs, nav.thumbs]) {
    if (element.html) element.html = sanitize(element.html);
  }
  for (const slide of [...module.slides, ...module.statics]) {
    for (const layer of slide.layers) {
      const text = layer.content.text;
      if ((layer.type === 'text' || layer.type === 'button') && hasMarkup(text)) {
        layer.content.text = sanitize(text as string);
      }
    }
  }
  return module;
}
