import { describe, expect, it } from 'vitest';
import { featuresOf } from '../Features.js';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { needsStream, streamOutcome } from './SourceTypes.js';
import type { StreamItem } from './StreamItem.js';
import { streamModule } from './StreamSlides.js';

const levels = <T>(v: T) => [v, v, v, v, v];

/** A stream module with two template slides whose layers and actions use metas. */
function template(id: string, order: number) {
  return {
    id,
    slide: {
      id,
      order,
      title: '{{title}}',
      description: 'Static description',
      params: [{ v: '{{author}}', l: 20 }],
      attr: { deepLink: `photo-${id}` },
      acc: { label: 'auto' },
      actions: [{ a: 'link', src: ['5'], link: '{{link}}' }],
    },
    layers: {
      '0': {
        id: '0',
        type: 'shape',
        subtype: 'slidebg',
        bg: { color: '#111936', image: { src: '', size: 'cover', pos: { x: '40%', y: '50%' } } },
      },
      '1': { id: '1', type: 'text', tag: 'h2', content: { text: '<b>{{title}}</b>' } },
      '2': { id: '2', type: 'text', content: { text: 'Par {{author}} – {{unknown}}' } },
      '3': { id: '3', type: 'image', content: { src: '{{image}}', alt: 'Photo : {{title}}' } },
      '4': {
        id: '4',
        type: 'text',
        subtype: 'button',
        content: { text: 'Voir' },
        href: '/s?q={{title}}',
      },
      '5': { id: '5', type: 'text', content: { text: 'Lien' } },
    },
  };
}

const module = parseModuleStrict({
  settings: {
    alias: 'demo-feed',
    title: 'Flux',
    dbid: '9',
    source: { type: 'photo-feed', sourceids: 'racingmontclair' },
    size: { width: levels(1240), height: levels(600) },
  },
  slides: { t1: template('t1', 1), t2: template('t2', 2) },
});

function item(n: number, extra: Partial<StreamItem> = {}): StreamItem {
  return {
    id: `post-${n}`,
    sourceSlideId: '',
    sourceModuleId: '9',
    sourceModuleEngine: 7,
    metas: { title: `Post ${n}`, author: 'club', link: `/p/${n}`, image: `/media/p${n}.jpg` },
    image: {
      src: `/media/p${n}.jpg`,
      srcSet: `/media/p${n}-768.jpg 768w`,
      width: 1902,
      height: 1070,
      thumb: `/media/p${n}-768.jpg`,
      alt: `Post ${n}`,
    },
    ...extra,
  };
}

describe('streamModule: slides made from stream items', () => {
  it('makes one slide per item, the templates in turn, unless an item names its slide', () => {
    const filled = streamModule(module, [
      item(1),
      item(2),
      item(3),
      item(4, { sourceSlideId: 't2' }),
    ]);
    expect(filled.slides.map((s) => [s.id, s.order])).toEqual([
      ['stream-1', 1],
      ['stream-2', 2],
      ['stream-3', 3],
      ['stream-4', 4],
    ]);
    // Each slide's deep link is its template's, numbered: t1, t2, t1, then t2 as item 4 asks.
    expect(filled.slides.map((s) => s.attr.deepLink)).toEqual([
      'photo-t1-1',
      'photo-t2-2',
      'photo-t1-3',
      'photo-t2-4',
    ]);
    expect(streamOutcome(filled)).toBe(4);
    expect(needsStream(filled)).toBe(false);
    expect(needsStream(module)).toBe(true);
    // Only a module still to be filled makes the browser load the stream part.
    expect(featuresOf(module).has('stream')).toBe(true);
    expect(featuresOf(filled).has('stream')).toBe(false);
    // The cached module the server holds is left as it was.
    expect(module.slides.map((s) => s.id)).toEqual(['t1', 't2']);
    expect(module.slides[0]?.layers[1]?.content.text).toBe('<b>{{title}}</b>');
  });

  it('fills titles, layer texts, links, image sources, alt texts, params and actions', () => {
    const [slide] = streamModule(module, [item(1)]).slides;
    const layer = (id: string) => slide?.layers.find((l) => l.id === id);
    expect(slide?.title).toBe('Post 1');
    expect(slide?.description).toBe('Static description');
    expect(slide?.params[0]?.v).toBe('club');
    expect(slide?.actions[0]?.link).toBe('/p/1');
    expect(layer('1')?.content.text).toBe('<b>Post 1</b>');
    expect(layer('2')?.content.text).toBe('Par club – ');
    expect(layer('3')?.content.src).toBe('/media/p1.jpg');
    expect((layer('3')?.content as { alt?: string } | undefined)?.alt).toBe('Photo : Post 1');
    expect(layer('4')?.href).toBe('/s?q=Post%201');
  });

  it('makes the item’s picture the slide background and thumbnail, keeping the template’s framing', () => {
    const [slide] = streamModule(module, [item(1)]).slides;
    const bg = slide?.layers.find((l) => l.subtype === 'slidebg')?.bg;
    expect(bg?.color).toBe('#111936');
    expect(bg?.image).toMatchObject({
      src: '/media/p1.jpg',
      srcSet: '/media/p1-768.jpg 768w',
      width: 1902,
      height: 1070,
      size: 'cover',
      pos: { x: '40%', y: '50%' },
    });
    expect(slide?.thumb.src).toBe('/media/p1-768.jpg');
    expect(slide?.thumb.default.image.src).toBe('/media/p1.jpg');
  });

  it('keeps feed markup as text: <script> in an item is escaped in layer text', () => {
    const hostile = item(1, {
      metas: {
        title: '<script>alert(1)</script>',
        author: '<img src=x onerror=alert(1)>',
        link: 'javascript:alert(1)',
      },
    });
    const [slide] = streamModule(module, [hostile]).slides;
    expect(slide?.layers.find((l) => l.id === '1')?.content.text).toBe(
      '<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>',
    );
    expect(slide?.layers.find((l) => l.id === '2')?.content.text).toBe(
      'Par &lt;img src=x onerror=alert(1)&gt; – ',
    );
    // Plain-text fields carry the characters; React writes them as text.
    expect(slide?.title).toBe('<script>alert(1)</script>');
  });

  it('keeps the template background when an item has no picture', () => {
    const [slide] = streamModule(module, [item(1, { image: null })]).slides;
    expect(slide?.layers.find((l) => l.subtype === 'slidebg')?.bg?.image?.src).toBe('');
  });

  it('turns a stream without items into the error slide', () => {
    const filled = streamModule(module, []);
    expect(filled.settings.type).toBe('hero');
    expect(streamOutcome(filled)).toBe('empty');
    expect(filled.slides[0]?.title).toBe('There is nothing to show here!');
  });
});
