import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_TITLE,
  errorSubtitle,
  parseModule,
  readStreamItems,
  type StreamItem,
  streamModule,
  streamOutcome,
} from '@tribune/slider';
import { renderModuleHtml } from '@tribune/slider/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillStream } from '../../../../slider/src/react/stream/streamPlugin.js';
import { createTestApp, type TestApp } from '../../test-support/testApp.js';
import { createSliderService } from '../moduleService.js';
import { sliderRoutes } from '../sliderRoutes.js';
import { sliderHttp } from '../test-support/sliderHttp.js';
import { StreamFailure } from './streamAdapter.js';
import { createStreamService } from './streamService.js';

/**
 * Feeds and streams through the real application on a copy of the seeded SQLite database: the
 * stream route and the `get_stream_data` client action for each source type, the demo's
 * local photo feed, the server-rendered stream module and its error slide, and the browser's
 * stream part loading through the app.
 */
let t: TestApp;
let http: ReturnType<typeof sliderHttp>;
let ids: Record<string, number>;

const silent = { error() {}, warn() {}, info() {} };

/** A stream module with one template slide, saved under `alias`. */
async function saveStream(alias: string, source: Record<string, unknown>) {
  const saved = await t.app.sliders.save({
    settings: { alias, title: `Flux ${alias}`, type: 'standard', source },
    slides: {
      [`${alias}-t`]: {
        id: `${alias}-t`,
        slide: { title: '{{title}}' },
        layers: {
          '0': { id: '0', type: 'shape', subtype: 'slidebg', bg: { image: { src: '' } } },
          '1': { id: '1', type: 'text', content: { text: '{{title}}' }, href: '{{link}}' },
        },
      },
    },
  });
  if (!saved.ok) throw new Error(saved.error.body.message);
  return saved.id;
}

beforeAll(async () => {
  t = await createTestApp();
  http = sliderHttp(t.app);
  const rows = await t.app.database.db
    .selectFrom('sliderModules')
    .select(['id', 'alias'])
    .execute();
  ids = Object.fromEntries(rows.map((r) => [r.alias, r.id]));
});
afterAll(() => t?.close());

/** The derby-day gallery's first items in a language, as the gallery page shows them. */
async function derbyItems(lang: string) {
  return t.app.database.db
    .selectFrom('galleryItems as i')
    .innerJoin('galleries as g', 'g.id', 'i.galleryId')
    .innerJoin('galleryItemTranslations as tr', (j) =>
      j.onRef('tr.itemId', '=', 'i.id').on('tr.lang', '=', lang),
    )
    .innerJoin('images as im', 'im.id', 'i.imageId')
    .where('g.key', '=', 'derby-day')
    .select(['i.id', 'i.imageId', 'tr.title', 'tr.caption', 'tr.alt', 'im.key'])
    .orderBy('i.position')
    .limit(8)
    .execute();
}

describe('GET /api/slider/sliders/stream/{id}: a module fed by a Tribune gallery', () => {
  it('answers the gallery’s pictures as stream items drawn with the module’s slides in turn', async () => {
    const response = await http.get('/api/slider/sliders/stream/demo-gallery-feed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    const body = response.json();
    const id = ids['demo-gallery-feed'];
    expect(body).toMatchObject({ success: true, id, alias: 'demo-gallery-feed', type: 'gallery' });
    const expected = await derbyItems('fr');
    // `source.count` is 8.
    expect(body.data).toHaveLength(8);
    body.data.forEach((item: StreamItem, index: number) => {
      const row = expected[index]!;
      expect(item.sourceSlideId).toBe(index % 2 === 0 ? '81' : '82');
      expect(item.sourceModuleId).toBe(String(id));
      expect(item.sourceModuleEngine).toBe(7);
      expect(item.metas).toMatchObject({
        title: row.title,
        caption: row.caption,
        alt: row.alt,
        link: '/fr/gallery/jour-de-derby-a-valmont',
        gallery: 'Jour de derby à Valmont',
      });
      expect(item.image?.src).toMatch(new RegExp(`^/media/${row.key}-\\d+w-[0-9a-f]{8}\\.jpg$`));
      expect(item.image?.srcSet).toContain('768w');
      expect(item.image?.alt).toBe(row.alt);
    });
    // The engine reads what the server sends without leaving anything out.
    expect(readStreamItems(body.data).dropped).toBe(0);
  });

  it('answers in the language srlang names', async () => {
    const body = (await http.get('/api/slider/sliders/stream/demo-gallery-feed?srlang=en')).json();
    const english = await derbyItems('en');
    expect(body.data[0].metas.title).toBe(english[0]!.title);
    expect(body.data[0].metas.link).toBe('/en/gallery/derby-day-in-valmont');
  });

  it('answers the same to the get_stream_data client action, by id or by alias', async () => {
    const rest = (await http.get('/api/slider/sliders/stream/demo-gallery-feed')).json();
    const byId = await http.action('get_stream_data', { id: ids['demo-gallery-feed'] });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(rest);
    const byAlias = await http.action('get_stream_data', {
      alias: 'demo-gallery-feed',
      forcealias: true,
    });
    expect(byAlias.json()).toEqual(rest);
  });
});

describe('the social photo feed (the demo serves its own, no outside network)', () => {
  it('serves the account’s posts in the shape social photo APIs use', async () => {
    const response = await http.get('/api/slider/demo/photo-feed/racingmontclair');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(6);
    expect(data[0]).toMatchObject({
      id: '1801',
      media_type: 'IMAGE',
      username: 'racingmontclair',
      like_count: 1824,
      comments_count: 96,
    });
    expect(data[0].media_url).toMatch(/^\/media\/training-camp-01-/);
    const unknown = await http.get('/api/slider/demo/photo-feed/nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No account "nobody" on the demo photo feed.');
  });

  it('feeds demo-photo-feed: each post an item with its caption, author, counts and link', async () => {
    const body = (await http.action('get_stream_data', { id: ids['demo-photo-feed'] })).json();
    expect(body.type).toBe('photo-feed');
    expect(body.data).toHaveLength(6);
    expect(body.data.map((i: { sourceSlideId: string }) => i.sourceSlideId)).toEqual(
      Array(6).fill('91'),
    );
    expect(body.data[0].metas).toMatchObject({
      title: 'Bien arrivés à Playa Serena ☀️',
      author: 'racingmontclair',
      likes: '1\u202f824',
      comments: '96',
      // The winter camp's posts are moved to the days before today: "avant-hier" or "hier".
      isoDate: expect.not.stringMatching(/^2025-/),
      link: '/fr/gallery/une-semaine-en-stage-avec-le-racing-montclair',
    });
    expect(body.data[0].metas.caption).toContain('#RacingMontclair');
    expect(body.data[3].metas.link).toBe('/fr/article/entretien-gardien-racing-montclair');
    expect(body.data[0].image.src).toMatch(/^\/media\/training-camp-01-/);
  });
});

describe('an outside photo feed (PHOTO_FEED_URL, PHOTO_FEED_TOKEN)', () => {
  const TOKEN = 'feed-token-4f9a';
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  // A feed proxy of the site's own: posts for a bearer of the token, 401 for anyone else.
  const feed = createServer((request, response) => {
    asked.push({ url: request.url ?? '', headers: request.headers });
    const allowed = request.headers.authorization === `Bearer ${TOKEN}`;
    response.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        allowed
          ? {
              data: [
                {
                  id: 77,
                  caption: 'Séance au lever du soleil',
                  media_type: 'IMAGE',
                  media_url: '/pictures/77.jpg',
                  permalink: 'https://photos.example/p/77',
                  username: 'montclair.outside',
                },
              ],
            }
          : { error: 'no token' },
      ),
    );
  });
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => feed.close(resolve)));

  it('reads {PHOTO_FEED_URL}/{account} with the bearer token, instead of the demo feed', async () => {
    const outside = await createTestApp({
      PHOTO_FEED_URL: `${base}/v1/photos/`,
      PHOTO_FEED_TOKEN: TOKEN,
    });
    try {
      const response = await outside.app.inject({
        url: '/api/slider/sliders/stream/demo-photo-feed',
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toHaveLength(1);
      expect(data[0].metas).toMatchObject({
        title: 'Séance au lever du soleil',
        author: 'montclair.outside',
        link: 'https://photos.example/p/77',
      });
      // The feed's own picture paths are resolved against it.
      expect(data[0].image.src).toBe(`${base}/pictures/77.jpg`);
      expect(asked.at(-1)?.url).toBe('/v1/photos/racingmontclair');
      expect(asked.at(-1)?.headers).toMatchObject({
        authorization: `Bearer ${TOKEN}`,
        accept: 'application/json',
      });
      // Its pictures may show on the site's pages.
      const page = await outside.app.inject({ url: '/fr/' });
      expect(page.headers['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${base.replace(/[.]/g, '\\.')}`),
      );
    } finally {
      await outside.close();
    }
  });

  it('a feed that refuses the token is a stream failure (502), not an empty feed', async () => {
    const refused = await createTestApp({ PHOTO_FEED_URL: `${base}/v1/photos` });
    try {
      const response = await refused.app.inject({
        url: '/api/slider/sliders/stream/demo-photo-feed',
      });
      expect(asked.at(-1)?.headers.authorization).toBeUndefined();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'SLIDER_STREAM_FAILED',
        message:
          'The Photo feed stream of the module "demo-photo-feed" could not be loaded: the photo feed answered 401.',
      });
    } finally {
      await refused.close();
    }
  });
});

describe('wp-gallery: pictures by source ids', () => {
  let pictureIds: number[];
  beforeAll(async () => {
    const rows = await t.app.database.db
      .selectFrom('images')
      .select(['id', 'key'])
      .where('key', 'in', ['derby-day-05', 'derby-day-02', 'slider-home-hero-stadium'])
      .execute();
    const byKey = new Map(rows.map((r) => [r.key, r.id]));
    pictureIds = ['derby-day-05', 'derby-day-02', 'slider-home-hero-stadium'].map(
      (k) => byKey.get(k)!,
    );
  });

  it('answers get_stream_data sent the source ids, in their order, texts from their gallery', async () => {
    const response = await http.action('get_stream_data', {
      id: `${pictureIds.join(',')},999999`,
      type: 'wp-gallery',
      srlang: 'es',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, id: null, alias: null, type: 'wp-gallery' });
    // The unknown id is skipped; the hero picture is in no gallery: no texts, its file as link.
    expect(body.data.map((i: { id: string }) => i.id)).toEqual(
      pictureIds.map((id) => `image-${id}`),
    );
    const spanish = await derbyItems('es');
    expect(body.data[0].metas.title).toBe(spanish[4]!.title);
    expect(body.data[1].metas.title).toBe(spanish[1]!.title);
    expect(body.data[0].metas.link).toBe('/es/gallery/dia-de-derbi-en-valmont');
    expect(body.data[2].metas.title).toBe('');
    expect(body.data[2].metas.link).toBe(body.data[2].image.src);
    expect(body.data[0]).toMatchObject({
      sourceModuleId: '',
      sourceSlideId: '',
      sourceModuleEngine: 7,
    });
  });

  it('names the module and its slide when the module is sent beside the ids', async () => {
    const id = await saveStream('wp-picks', {
      type: 'wp-gallery',
      sourceids: pictureIds.join(','),
    });
    const beside = (
      await http.action('get_stream_data', {
        id: String(pictureIds[0]),
        type: 'wp-gallery',
        module: id,
      })
    ).json();
    expect(beside.data).toHaveLength(1);
    expect(beside.data[0]).toMatchObject({
      sourceModuleId: String(id),
      sourceSlideId: 'wp-picks-t',
    });
    // The module's own source ids through the route.
    const own = (await http.get(`/api/slider/sliders/stream/${id}`)).json();
    expect(own.data).toHaveLength(3);
  });

  it('refuses ids that are not picture ids, with the field at fault', async () => {
    for (const id of ['12,abc', '', '1;2', 'derby-day']) {
      const response = await http.action('get_stream_data', { id, type: 'wp-gallery' });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SLIDER_FIELD',
        field: 'data.id',
      });
    }
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await http.action('get_stream_data', { id: many, type: 'wp-gallery' });
    expect(tooMany.json().message).toBe(
      'The field data.id may name at most 100 pictures, got 101.',
    );
    const other = await http.action('get_stream_data', { id: '3', type: 'rss' });
    expect(other.json()).toMatchObject({ code: 'SLIDER_FIELD', field: 'data.type' });
  });
});

describe('empty, broken and unknown streams', () => {
  it('answers no items for a source naming nothing that exists, and the page shows the error slide', async () => {
    await saveStream('feed-nobody', { type: 'photo-feed', sourceids: 'nobody' });
    await saveStream('gallery-none', { type: 'gallery', sourceids: 'no-such-gallery' });
    for (const [alias, type] of [
      ['feed-nobody', 'Photo feed'],
      ['gallery-none', 'Gallery'],
    ] as const) {
      const response = await http.get(`/api/slider/sliders/stream/${alias}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: [] });
      const page = await t.app.sliders.forPage({ by: 'alias', alias });
      if (!page.ok) throw new Error('not served');
      expect(page.module.settings.type).toBe('hero');
      expect(streamOutcome(page.module)).toBe('empty');
      const texts = page.module.slides[0]?.layers.map((l) => l.content.text);
      expect(texts).toContain(ERROR_TITLE);
      expect(texts).toContain(`${type} reports: Please check the settings`);
      // The document the page hands the browser is that module too.
      expect(parseModule(page.document).module).toEqual(page.module);
      const html = await renderModuleHtml(page.module, { lang: 'fr' });
      expect(html).toContain('There is nothing to show here!');
      expect(html).toContain(`${type} reports: Please check the settings`);
    }
  });

  it('answers 404 for a source type Tribune has no adapter for, and for a module without a source', async () => {
    await saveStream('feed-flickr', { type: 'flickr', sourceids: 'x' });
    const response = await http.get('/api/slider/sliders/stream/feed-flickr');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 404,
      code: 'SLIDER_STREAM_TYPE',
      message:
        'The module "feed-flickr" is fed by a "flickr" stream, which Tribune cannot read (stream types: gallery, wp-gallery, photo-feed).',
    });
    const none = await http.action('get_stream_data', { id: ids['demo-standard'] });
    expect(none.json()).toMatchObject({ success: false, code: 'SLIDER_NO_STREAM' });
  });

  it('answers 502 when the feed cannot be read; the page then shows the error slide', async () => {
    const down = createStreamService({
      adapters: [
        {
          type: 'photo-feed',
          entries: async () => {
            throw new StreamFailure('the photo feed answered 503');
          },
        },
      ],
    });
    const service = createSliderService({ db: t.app.database.db, streams: down });
    const app = Fastify();
    await app.register(sliderRoutes, { service, siteUrl: 'https://tribune.test' });
    try {
      const response = await app.inject({ url: '/api/slider/sliders/stream/demo-photo-feed' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SLIDER_STREAM_FAILED',
        message:
          'The Photo feed stream of the module "demo-photo-feed" could not be loaded: the photo feed answered 503.',
      });
      const page = await service.forPage({ by: 'alias', alias: 'demo-photo-feed' });
      expect(page.ok && streamOutcome(page.module)).toBe('failed');
      expect(page.ok && page.module.slides[0]?.layers[3]?.content.text).toBe(
        errorSubtitle('photo-feed'),
      );
    } finally {
      await app.close();
    }
  });
});

describe('the server-rendered stream module', () => {
  it('has the first item’s picture and texts in its HTML, the same module the browser would make', async () => {
    const page = await t.app.sliders.forPage(
      { by: 'alias', alias: 'demo-gallery-feed' },
      { lang: 'fr' },
    );
    if (!page.ok) throw new Error('not served');
    const [first] = await derbyItems('fr');
    expect(page.module.slides).toHaveLength(8);
    expect(parseModule(page.document).module).toEqual(page.module);
    const html = await renderModuleHtml(page.module, { lang: 'fr' });
    expect(html).toMatch(
      new RegExp(
        `<img class="sr7-bg-img" src="/media/${first!.key}-\\d+w-[0-9a-f]{8}\\.jpg"[^>]*fetchPriority="high"`,
        'i',
      ),
    );
    expect(html).toContain(`>${first!.title}</h2>`);
    expect(html).toContain('href="/fr/gallery/jour-de-derby-a-valmont"');
    // The browser's stream part, loading through the app, makes the same module.
    const stored = await http.get('/api/slider/sliders/demo-gallery-feed?srlang=fr');
    const browserModule = parseModule(stored.json()).module!;
    const filled = await fillStream(browserModule, {
      fetch: http.fetch,
      lang: 'fr',
      logger: silent,
    });
    expect(filled).toEqual(page.module);
  });

  it('keeps markup from a feed as text: a <script> title is escaped in the HTML', async () => {
    const [first] = await derbyItems('fr');
    await t.app.database.db
      .updateTable('galleryItemTranslations')
      .set({
        title: '<script>alert("pwned")</script> Valmont',
        caption: '<img src=x onerror=alert(1)>',
      })
      .where('itemId', '=', first!.id)
      .where('lang', '=', 'fr')
      .execute();
    const page = await t.app.sliders.forPage(
      { by: 'alias', alias: 'demo-gallery-feed' },
      { lang: 'fr' },
    );
    if (!page.ok) throw new Error('not served');
    const html = await renderModuleHtml(page.module, { lang: 'fr' });
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Valmont');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    // The route gives the feed's text as data (JSON), as it is.
    const body = (await http.get('/api/slider/sliders/stream/demo-gallery-feed')).json();
    expect(body.data[0].metas.title).toBe('<script>alert("pwned")</script> Valmont');
    expect(streamModule(page.module, []).slides[0]?.title).toBe(ERROR_TITLE);
  });
});
