import { hasMarkup } from './html/Markup.js';
import type { SliderModule } from './model/ParseModule.js';
import { needsStream } from './stream/SourceTypes.js';

/**
 * The lazily loaded parts of the engine a module needs (issue 4): the renderer imports each
 * one only when this says so, keeping a standard module inside its byte budget. Part 2 adds
 * the parts; the names are the contract.
 */
export type Feature =
  | 'carousel'
  | 'media'
  | 'modifiers'
  | 'sbt'
  | 'modal'
  | 'stream'
  | 'actions'
  | 'html';

/**
 * Slide actions the renderer runs itself, or whose part loads anyway (media, modal). Any other
 * action, a delay (`d`) or another event than a click needs the actions part.
 */
const PLAIN_ACTION = /^(link|next|prev|jumpto|open_modal)$|Video$/;

export function featuresOf(module: SliderModule): Set<Feature> {
  const { settings } = module;
  const out = new Set<Feature>();
  if (settings.type === 'carousel') out.add('carousel');
  if (settings.mod.use) out.add('modifiers');
  if (settings.sbt.use) out.add('sbt');
  if (settings.useAsModal) out.add('modal');
  // A stream the server already turned into slides needs nothing more in the browser.
  if (needsStream(module)) out.add('stream');
  // Navigation templates are module HTML: drawn only through the sanitiser (thumbnails have
  // none; a hero draws no navigation).
  const { nav } = settings;
  if (settings.type !== 'hero' && [nav.arrows, nav.bullets, nav.tabs].some((n) => n.set && n.html))
    out.add('html');
  // Every slide is looked at once, with no copy of the slides made for it.
  for (const slides of [module.slides, module.statics]) {
    for (const slide of slides) {
      for (const a of slide.actions) {
        if (a.a === 'open_modal') out.add('modal');
        if (!PLAIN_ACTION.test(a.a) || Number(a.d) > 0 || (a.evt && a.evt !== 'click')) {
          out.add('actions');
        }
      }
      for (const layer of slide.layers) {
        if (layer.type === 'video' || layer.type === 'audio' || layer.bg?.video) out.add('media');
        if (layer.mod) out.add('modifiers');
        // A text with markup beyond line breaks is shown through the sanitiser (LayerText).
        if ((layer.type === 'text' || layer.type === 'button') && hasMarkup(layer.content?.text))
          out.add('html');
      }
    }
  }
  return out;
}
