import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GALLERIES } from '../db/seed/content/galleries.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { GALLERY_PAGE_ACTION } from './galleryAjax.js';
import {
  addItems,
  excludeFromLightbox,
  galleryIdByKey,
  HOSTILE,
  itemAt,
  MEDIA_FIXTURES,
  makeHostile,
} from './test-support/galleryFixtures.js';

const LANGS = ['fr', 'en', 'es'] as const;
const SITE = 'https://tribune.test';

const pathOf = (key: string, lang: (typeof LANGS)[number]) => {
  const gallery = SEED_GALLERIES.find((g) => g.key === key)!;
  return `/${lang}/gallery/${gallery.text[lang].slug}`;
};

/** The gallery container's opening tag and the items' links, from a page or an ajax answer. */
function containerTag(html: string): string {
  return /<div id="rl-gallery-container-\d+"[^>]*>/.exec(html)?.[0] ?? '';
}
function itemLinks(html: string): string[] {
  return [...html.matchAll(/<a class="rl-gallery-link"[^>]*>/g)].map((m) => m[0]);
}
function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
function imgTags(html: string): string[] {
  const list = html.slice(html.indexOf('<ul class="rl-gallery'));
  return [...list.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
}

describe.each(testDatabases())('galleries on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });

  describe.each(SEED_GALLERIES.map((g) => [g.key, g] as const))('%s', (key, gallery) => {
    it.each(LANGS)(
      'serves page 1 in %s with its text, items, links and alternates',
      async (lang) => {
        const path = pathOf(key, lang);
        const response = await get(path);
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
        for (const other of LANGS) {
          expect(html).toContain(`hrefLang="${other}" href="${SITE}${pathOf(key, other)}"`);
        }
        const text = gallery.text[lang];
        expect(html).toContain(`<title>${escapeText(text.title)} – Tribune</title>`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeText(text.title))}</h1>`));

        const tag = containerTag(html);
        expect(attr(tag, 'data-pagination')).toBe(gallery.pagination);
        expect(attr(tag, 'data-layout')).toBe(gallery.layout);
        expect(attr(tag, 'data-page')).toBe('1');
        expect(attr(tag, 'data-pages')).toBe('3');
        expect(attr(tag, 'data-lang')).toBe(lang);
        expect(attr(tag, 'data-infinite_mode')).toBe(
          gallery.pagination === 'infinite' ? (gallery.infiniteMode ?? 'automatic') : undefined,
        );
        // Only ajax galleries carry a nonce.
        expect(Boolean(attr(tag, 'data-nonce'))).toBe(gallery.pagination === 'ajax');
        expect(html).not.toContain('rl-loading');

        const links = itemLinks(html);
        expect(links).toHaveLength(12);
        const first = links[0]!;
        expect(attr(first, 'data-rel')).toBe('lightbox-gallery-1');
        expect(attr(first, 'data-magnific_type')).toBe('image');
        expect(attr(first, 'data-rl_content')).toBe('image');
        const item = gallery.items[0]!.text[lang];
        expect(attr(first, 'title')).toBe(escapeAttr(item.title));
        expect(attr(first, 'data-rl_title')).toBe(escapeAttr(item.title));
        expect(attr(first, 'data-rl_caption')).toBe(escapeAttr(item.caption));
        // The link leads to the full-size picture.
        expect(attr(first, 'href')).toMatch(/^\/media\/.+-1902w-[0-9a-f]+\.jpg$/);

        // The first row loads at once (the first picture first), the rest lazily.
        // (An expander's larger pictures wait, closed, until an item opens.)
        const images = imgTags(html);
        const thumbnails = images.filter((img) => !img.includes('rl-expander__large'));
        expect(thumbnails.slice(0, 4).every((img) => attr(img, 'loading') === 'eager')).toBe(true);
        expect(attr(thumbnails[0]!, 'fetchPriority')).toBe('high');
        expect(thumbnails.slice(1).every((img) => attr(img, 'fetchPriority') === 'auto')).toBe(
          true,
        );
        expect(thumbnails.slice(4).every((img) => attr(img, 'loading') === 'lazy')).toBe(true);
        const large = images.filter((img) => img.includes('rl-expander__large'));
        expect(large.every((img) => attr(img, 'loading') === 'lazy')).toBe(true);
        expect(images.every((img) => attr(img, 'width') && attr(img, 'height'))).toBe(true);

        // Numbered links carry rl_page, the current one marked; no "previous" on page 1.
        const nav = /<nav class="rl-pagination[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
        expect(nav).toContain(`href="${path}?rl_page=1" aria-current="page"`);
        expect(nav).toContain(`href="${path}?rl_page=2"`);
        expect(nav).toContain(`href="${path}?rl_page=3"`);
        expect(nav).toMatch(
          new RegExp(
            `class="next page-numbers" rel="next" href="${escapeRegExp(path)}\\?rl_page=2"`,
          ),
        );
        expect(nav).not.toContain('rel="prev"');
      },
    );

    it('serves pages 2 and 3 through rl_page, with their own canonical and title', async () => {
      const path = pathOf(key, 'en');
      const second = await get(`${path}?rl_page=2`);
      expect(second.statusCode).toBe(200);
      expect(second.body).toContain(`<link rel="canonical" href="${SITE}${path}?rl_page=2"/>`);
      expect(second.body).toContain(
        `<title>${escapeText(gallery.text.en.title)}, page 2 – Tribune</title>`,
      );
      expect(itemLinks(second.body)).toHaveLength(12);
      expect(attr(containerTag(second.body), 'data-page')).toBe('2');
      expect(second.body).toContain(
        `class="prev page-numbers" rel="prev" href="${path}?rl_page=1"`,
      );
      expect(second.body).toContain(`href="${path}?rl_page=2" aria-current="page"`);
      // Page 2's first title is the gallery's 13th item.
      expect(second.body).toContain(
        `data-rl_title="${escapeAttr(gallery.items[12]!.text.en.title)}"`,
      );

      const third = await get(`${path}?rl_page=3`);
      expect(third.statusCode).toBe(200);
      expect(itemLinks(third.body)).toHaveLength(8);
      expect(third.body).not.toContain('rel="next"');
      // A later page is not above the fold: nothing on it is eager.
      expect(imgTags(third.body).every((img) => attr(img, 'loading') === 'eager')).toBe(false);
    });

    it('gives page 1 the plain URL as canonical, even when asked with rl_page=1', async () => {
      const path = pathOf(key, 'es');
      const response = await get(`${path}?rl_page=1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    });
  });

  it.each(['4', '99', '0', '-1', '01', '1.5', 'abc', '', '1e3', '9999999'])(
    'answers rl_page=%s with the localized 404 page',
    async (value) => {
      const response = await get(`${pathOf('derby-day', 'fr')}?rl_page=${value}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<html lang="fr"');
      expect(response.body).toContain('noindex');
    },
  );

  it('answers a repeated rl_page, an unknown slug and another language’s slug with 404', async () => {
    expect((await get(`${pathOf('derby-day', 'fr')}?rl_page=2&rl_page=3`)).statusCode).toBe(404);
    expect((await get('/fr/gallery/nope')).statusCode).toBe(404);
    const french = SEED_GALLERIES[0]!.text.fr.slug;
    expect((await get(`/en/gallery/${french}`)).statusCode).toBe(404);
    const unknownLang = await get(`/de/gallery/${french}`);
    expect(unknownLang.statusCode).toBe(404);
  });

  describe('ajax action rl-get-gallery-page-content', () => {
    let fields: Record<string, string>;
    beforeAll(async () => {
      const page = await get(pathOf('stadiums-of-ligue-elite', 'en'));
      const tag = containerTag(page.body);
      fields = {
        action: GALLERY_PAGE_ACTION,
        gallery_id: attr(tag, 'data-gallery_id')!,
        gallery_no: attr(tag, 'data-gallery_no')!,
        post_id: attr(tag, 'data-post_id')!,
        page: '2',
        nonce: attr(tag, 'data-nonce')!,
        preview: 'false',
        lightbox: attr(tag, 'data-lightbox')!,
        lang: 'en',
      };
    });

    const post = (changes: Record<string, string | undefined>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...fields, ...changes })) {
        if (value !== undefined) body.set(name, value);
      }
      return t.app.inject({
        method: 'POST',
        url: '/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
    };

    it('answers with the container of the page asked for, as the page itself renders it', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(
        html.startsWith(
          '<div id="rl-gallery-container-1" class="rl-gallery-container rl-pagination-ajax rl-layout-masonry"',
        ),
      ).toBe(true);
      expect(html.endsWith('</div>')).toBe(true);
      expect(html).not.toContain('rl-loading');
      const tag = containerTag(html);
      expect(attr(tag, 'data-page')).toBe('2');
      // A fresh nonce for the next request.
      expect(attr(tag, 'data-nonce')).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);

      const page = await get(`${pathOf('stadiums-of-ligue-elite', 'en')}?rl_page=2`);
      expect(itemLinks(html)).toEqual(itemLinks(page.body));
      const nav = (s: string) => /<nav class="rl-pagination[\s\S]*?<\/nav>/.exec(s)?.[0];
      expect(nav(html)).toEqual(nav(page.body));
    });

    it('renders in the language asked for, French by default, and numbers the container by gallery_no', async () => {
      const spanish = await post({ lang: 'es', page: '3' });
      expect(spanish.statusCode).toBe(200);
      const stadiums = SEED_GALLERIES.find((g) => g.key === 'stadiums-of-ligue-elite')!;
      expect(spanish.body).toContain(
        `data-rl_title="${escapeAttr(stadiums.items[24]!.text.es.title)}"`,
      );
      expect(spanish.body).toContain('aria-label="Páginas de la galería"');
      const french = await post({ lang: undefined, gallery_no: '2', page: '1' });
      expect(french.body).toContain('data-lang="fr"');
      expect(french.body.startsWith('<div id="rl-gallery-container-2"')).toBe(true);
      expect(french.body).toContain('data-rel="lightbox-gallery-2"');
      // Preview is accepted either way.
      expect((await post({ preview: 'true' })).statusCode).toBe(200);
    });

    it.each([
      ['gallery_id', 'abc', 'must be a whole number'],
      ['gallery_id', '0', 'must be 1 or more'],
      ['gallery_id', '-3', 'must be a whole number'],
      ['gallery_id', undefined, 'is missing'],
      ['gallery_no', '1001', 'must be at most 1000'],
      ['post_id', 'x', 'must be a whole number'],
      ['page', '0', 'must be 1 or more'],
      ['page', '2.5', 'must be a whole number'],
      ['page', undefined, 'is missing'],
      ['preview', 'maybe', 'must be "true" or "false"'],
      ['lightbox', '<script>', 'must be 1–40 letters, digits, "_" or "-"'],
      ['lang', 'de', 'must be one of fr, en, es'],
    ])('refuses %s=%s with 400 naming the field', async (field, value, problem) => {
      const response = await post({ [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'GALLERY_FIELD',
        field,
        message: `The field ${field} ${problem}.`,
      });
    });

    it.each([
      ['missing', undefined, 'The nonce is missing: reload the page to get a fresh one.'],
      [
        'tampered',
        'abc.123.def',
        'The nonce is not valid for this action: reload the page to get a fresh one.',
      ],
      ['malformed', 'garbage', 'The nonce is malformed: reload the page to get a fresh one.'],
    ])('refuses a %s nonce with 403', async (_label, nonce, message) => {
      const response = await post({ nonce: nonce ?? '' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, code: 'GALLERY_NONCE', message });
    });

    it('refuses a nonce issued for another action', async () => {
      const response = await post({ nonce: t.app.nonces.issue('comment-form') });
      expect(response.statusCode).toBe(403);
    });

    it('answers an unknown gallery and a page past the last with 404', async () => {
      const unknown = await post({ gallery_id: '987654' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        statusCode: 404,
        code: 'GALLERY_NOT_FOUND',
        message: 'No gallery has the id 987654.',
      });
      const past = await post({ page: '4' });
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual({
        statusCode: 404,
        code: 'GALLERY_PAGE',
        message: 'The gallery has no page 4: it has 3 page(s).',
      });
    });
  });
});

describe('gallery content that came from outside', () => {
  let t: TestApp;
  let derbyId: number;
  let fixtureIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    derbyId = await galleryIdByKey(db, 'derby-day');
    await makeHostile(db, await itemAt(db, derbyId, 0));
    await excludeFromLightbox(db, await itemAt(db, derbyId, 1));
    fixtureIds = await addItems(db, derbyId, [
      ...MEDIA_FIXTURES,
      { mediaType: 'iframe', src: 'javascript:alert(1)', title: 'Bad scheme' },
      { mediaType: 'video', src: '//evil.test/clip.mp4', title: 'Protocol-relative' },
    ]);
  });
  afterAll(() => t.close());

  it('shows hostile titles, captions and alt texts as text, on the page and over ajax', async () => {
    const page = await t.app.inject({ url: pathOf('derby-day', 'fr') });
    const link = itemLinks(page.body)[0]!;
    expect(attr(link, 'data-rl_title')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Derby &amp; co',
    );
    expect(attr(link, 'title')).toBe(attr(link, 'data-rl_title'));
    expect(attr(link, 'data-rl_caption')).toBe(
      '&lt;script&gt;alert(&quot;caption&quot;)&lt;/script&gt; &quot;quoted&quot; &#x27;single&#x27;',
    );
    expect(page.body).toContain('alt="&quot;&gt;&lt;svg onload=alert(1)&gt;"');
    expect(page.body).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Derby &amp; co</figcaption>',
    );
    for (const raw of Object.values(HOSTILE)) expect(page.body).not.toContain(raw);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<svg onload');
  });

  it('marks a norl item so the lightbox leaves it alone', async () => {
    const page = await t.app.inject({ url: pathOf('derby-day', 'en') });
    const links = itemLinks(page.body);
    expect(attr(links[1]!, 'data-rel')).toBe('norl');
    expect(links.filter((l) => attr(l, 'data-rel') === 'norl')).toHaveLength(1);
  });

  it('links every media type with its type and a safe target', async () => {
    // 32 pictures + 9 fixtures: pages of 12, so the fixtures sit on page 3 and 4.
    const third = await t.app.inject({ url: `${pathOf('derby-day', 'fr')}?rl_page=3` });
    const fourth = await t.app.inject({ url: `${pathOf('derby-day', 'fr')}?rl_page=4` });
    expect(third.statusCode).toBe(200);
    expect(fourth.statusCode).toBe(200);
    const links = [...itemLinks(third.body), ...itemLinks(fourth.body)].slice(8);
    expect(links.map((l) => attr(l, 'data-rl_content'))).toEqual([
      'video',
      'inline',
      'inline',
      'iframe',
      'iframe',
      'ajax',
      'ajax',
      'iframe',
      'video',
    ]);
    expect(links.map((l) => attr(l, 'data-magnific_type'))).toEqual(
      links.map((l) => attr(l, 'data-rl_content')),
    );
    expect(attr(links[0]!, 'href')).toBe('/test-media/clip.webm');
    expect(attr(links[0]!, 'data-rl_width')).toBe('320');
    // Inline items point at their own text, shown in the tile.
    expect(attr(links[1]!, 'href')).toBe(`#rl-inline-1-${fixtureIds[1]}`);
    expect(third.body).toContain(
      `id="rl-inline-1-${fixtureIds[1]}" class="rl-gallery-item__inline">Le derby, raconté en quelques mots.</div>`,
    );
    expect(third.body).toContain('Du &lt;b&gt;gras&lt;/b&gt; caché</div>');
    // A URL with '<' is kept as text (the lightbox blanks it); bad schemes link nowhere.
    expect(attr(links[4]!, 'href')).toBe('/test-media/frame.html?&lt;script&gt;');
    expect(attr(links[7]!, 'href')).toBe('#');
    expect(attr(links[8]!, 'href')).toBe('#');
    expect(fourth.body).not.toContain('javascript:');
  });
});

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
