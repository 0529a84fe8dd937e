import type { Layer } from '../model/LayerSchema.js';
import type { Slide, SliderModule } from '../model/ParseModule.js';
import { errorModule } from './ErrorSlide.js';
import { fillLink, fillPlain, fillText, hasMetas, type Metas } from './Metas.js';
import type { StreamImage, StreamItem } from './StreamItem.js';

/**
 * A stream module's slides made from its items (spec 3.5): each item is drawn with the slide it
 * names (`sourceSlideId`), or, when the module has no such slide, with the module's slides in
 * turn; the picture becomes the slide's background and the `{{...}}` metas of the template's
 * layer texts, links, image sources, alt texts, actions, title, description and params are
 * filled from the item. No items: the module becomes the error slide (spec 8.1).
 *
 * The same function runs on the server (the first slide in the page's HTML) and in the browser
 * (a module loaded by alias), so both draw a stream the same way.
 */
export function streamModule(module: SliderModule, items: readonly StreamItem[]): SliderModule {
  const templates = module.slides;
  if (items.length === 0 || templates.length === 0) return errorModule(module, 'empty');
  const byId = new Map(templates.map((slide) => [slide.id, slide]));
  const slides = items.map((item, index) =>
    streamSlide(
      byId.get(item.sourceSlideId) ?? (templates[index % templates.length] as Slide),
      item,
      index,
    ),
  );
  return {
    ...module,
    settings: {
      ...module.settings,
      source: { ...module.settings.source, streamed: items.length },
    },
    slides,
  };
}

/** One item drawn with its template slide. */
export function streamSlide(template: Slide, item: StreamItem, index: number): Slide {
  const metas = item.metas;
  const n = index + 1;
  const slide = structuredClone(template);
  slide.id = `stream-${n}`;
  slide.order = n;
  slide.title = hasMetas(template.title)
    ? fillPlain(template.title, metas)
    : metas.title || template.title;
  slide.description = hasMetas(template.description)
    ? fillPlain(template.description, metas)
    : (metas.content ?? template.description);
  slide.params = slide.params.map((p) => ({ ...p, v: fillText(p.v, metas) }));
  if (slide.attr.deepLink)
    slide.attr.deepLink = `${slugOf(fillPlain(slide.attr.deepLink, metas))}-${n}`;
  if (slide.attr.id) slide.attr.id = `${slugOf(fillPlain(slide.attr.id, metas))}-${n}`;
  if (hasMetas(slide.acc.label)) slide.acc.label = fillPlain(slide.acc.label, metas);
  slide.actions = slide.actions.map((action) =>
    action.link === undefined ? action : { ...action, link: fillLink(action.link, metas) },
  );
  if (item.image) {
    slide.thumb.src = item.image.thumb ?? item.image.src;
    slide.thumb.default.image.src = item.image.src;
  }
  slide.layers = slide.layers.map((layer) => streamLayer(layer, metas, item.image));
  return slide;
}

type LooseLayer = Layer & { alt?: unknown; attr?: unknown };

function streamLayer(layer: Layer, metas: Metas, image: StreamImage | null): Layer {
  const out = layer as LooseLayer;
  if (out.content.text !== undefined) out.content.text = fillText(out.content.text, metas);
  if (out.content.src !== undefined) out.content.src = fillLink(out.content.src, metas);
  const content = out.content as Record<string, unknown>;
  if (typeof content.alt === 'string') content.alt = fillPlain(content.alt, metas);
  if (typeof out.alt === 'string') out.alt = fillPlain(out.alt, metas);
  const attr = out.attr as Record<string, unknown> | undefined;
  if (attr && typeof attr.alt === 'string') attr.alt = fillPlain(attr.alt, metas);
  if (out.href !== undefined) out.href = fillLink(out.href, metas);
  if (out.subtype === 'slidebg' && image) {
    const { key: _key, ...saved } = (out.bg?.image ?? {}) as Record<string, unknown>;
    out.bg = {
      ...out.bg,
      image: {
        size: 'cover',
        repeat: 'no-repeat',
        ...saved,
        ...pictureOf(image),
      },
    };
  }
  return out;
}

function pictureOf(image: StreamImage) {
  const { thumb: _thumb, alt: _alt, ...picture } = image;
  return picture;
}

/** Deep links and HTML ids: letters, digits and dashes. */
function slugOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'slide'
  );
}
