import { parseModuleStrict } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  idsOf,
  type StreamAdapter,
  StreamFailure,
  type StreamQuery,
} from './streamAdapter.js';
import { createStreamService } from './streamService.js';

const module = parseModuleStrict({
  settings: { alias: 'flux', lang: 'es', source: { type: 'fake', sourceids: 'x', count: 3 } },
  slides: {
    a: { id: 'a', slide: { order: 1, title: '{{title}}' }, layers: {} },
    b: { id: 'b', slide: { order: 2, title: '{{title}}' }, layers: {} },
  },
});

/** An adapter answering `n` entries and remembering what it was asked. */
function fake(n: number, asked: StreamQuery[] = []): StreamAdapter {
  return {
    type: 'fake',
    async entries(query) {
      asked.push(query);
      return Array.from({ length: Math.min(n, query.limit) }, (_, i) => ({
        id: `e${i}`,
        metas: { title: `Entrée ${i}` },
        image: { src: `/media/e${i}.jpg` },
      }));
    },
  };
}

describe('the stream service', () => {
  it('draws the entries with the module’s slides in turn, naming the module and its engine', async () => {
    const service = createStreamService({ adapters: [fake(5)] });
    const result = await service.items({ module, id: 9, engineVersion: 7 }, {});
    expect(
      result.ok &&
        result.items.map((i) => [i.id, i.sourceSlideId, i.sourceModuleId, i.sourceModuleEngine]),
    ).toEqual([
      ['e0', 'a', '9', 7],
      ['e1', 'b', '9', 7],
      ['e2', 'a', '9', 7],
    ]);
    const v6 = await service.items({ module, id: 9, engineVersion: 6 }, {});
    expect(v6.ok && v6.items[0]?.sourceModuleEngine).toBe(6);
  });

  it('asks in the requested site language, else the module’s, and caps the count at 50', async () => {
    const asked: StreamQuery[] = [];
    const service = createStreamService({ adapters: [fake(0, asked)] });
    await service.items({ module, id: 1, engineVersion: 7 }, { lang: 'en' });
    await service.items({ module, id: 1, engineVersion: 7 }, { lang: 'de' });
    await service.items(null, { source: { type: 'fake', count: 500 } });
    await service.items(null, { source: { type: 'fake', count: 'lots' } });
    expect(asked.map((q) => [q.lang, q.limit])).toEqual([
      ['en', 3],
      ['es', 3],
      ['fr', 50],
      ['fr', 12],
    ]);
  });

  it('says when there is no adapter for the type, or when the adapter failed', async () => {
    const failing: StreamAdapter = {
      type: 'fake',
      entries: () => Promise.reject(new StreamFailure('the feed answered 500')),
    };
    const warnings: string[] = [];
    const service = createStreamService({
      adapters: [failing],
      log: { warn: (_o, message) => warnings.push(message) },
    });
    expect(await service.items(null, { source: { type: 'rss' } })).toEqual({
      ok: false,
      type: 'rss',
      reason: 'no-adapter',
      message: 'no stream adapter for the source type "rss" (known: fake)',
    });
    expect(await service.items({ module, id: 1, engineVersion: 7 }, {})).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'the feed answered 500',
    });
    expect(warnings).toEqual(['the Fake stream could not be loaded']);
    const filled = await service.fill({ module, id: 1, engineVersion: 7 });
    expect(filled.settings.type).toBe('hero');
    expect(filled.settings.source).toMatchObject({ streamed: 'failed' });
  });

  it('fills the module from the items, or gives the error slide when there are none', async () => {
    const filled = await createStreamService({ adapters: [fake(2)] }).fill({
      module,
      id: 1,
      engineVersion: 7,
    });
    expect(filled.slides.map((s) => s.title)).toEqual(['Entrée 0', 'Entrée 1']);
    const empty = await createStreamService({ adapters: [fake(0)] }).fill({
      module,
      id: 1,
      engineVersion: 7,
    });
    expect(empty.slides[0]?.title).toBe('There is nothing to show here!');
    expect(empty.settings.source).toMatchObject({ streamed: 'empty' });
  });
});

describe('adapter helpers', () => {
  it('reads id lists as settings give them', () => {
    expect(idsOf('12, 15,,derby-day')).toEqual(['12', '15', 'derby-day']);
    expect(idsOf([3, '4', null, {}])).toEqual(['3', '4']);
    expect(idsOf(7)).toEqual(['7']);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('cuts an excerpt at a number of words', () => {
    expect(excerptOf('un  deux\ntrois', 5)).toBe('un deux trois');
    expect(excerptOf('un deux trois quatre', 2)).toBe('un deux…');
  });
});
