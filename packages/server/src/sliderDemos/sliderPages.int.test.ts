import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeHero } from '../db/seed/content/sliders/homeHero.js';
import { demoSliderModules } from '../db/seed/content/sliders/index.js';
import { pbarDemo } from '../db/seed/content/sliders/pbarDemos.js';
import { localise } from '../slider/localise.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';

const SITE = 'https://tribune.test';
const LANGS = ['fr', 'en', 'es'] as const;

/**
 * The seeded demo modules by alias (db/seed/content/sliders), with their titles in each
 * language, in seed order: every module whose alias starts with `demo-` is on the index.
 */
const DEMOS: Record<string, Record<(typeof LANGS)[number], string>> = Object.fromEntries(
  demoSliderModules('crest.svg').flatMap((module) => {
    const title = (lang: string) =>
      (localise(module, lang).value as { settings: { title: string } }).settings.title;
    const alias = (module.settings as { alias: string }).alias;
    return alias.startsWith('demo-')
      ? [[alias, { fr: title('fr'), en: title('en'), es: title('es') }]]
      : [];
  }),
);

/** JSX escapes apostrophes in text nodes. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
}

function mainOf(body: string): string {
  return body.slice(body.indexOf('<main'), body.indexOf('</main>'));
}

describe.each(testDatabases())('slider demo pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
  });
  afterAll(() => t.close());

  it.each(LANGS)('/%s/demo/slider lists every demo module with its title', async (lang) => {
    const response = await t.app.inject({ url: `/${lang}/demo/slider` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const main = mainOf(response.body);
    const links = [...main.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual(
      Object.entries(DEMOS).map(([alias, titles]) => [
        `/${lang}/demo/slider/${alias}`,
        html(titles[lang]),
      ]),
    );
    // The home's hero is a module, not a demo.
    expect(main).not.toContain('home-hero');
    // No module is rendered on the index: it ships no slider code.
    expect(main).not.toContain('data-island="SliderModule"');
  });

  it('gives the index its French words, type and slide counts, and its head', async () => {
    const body = (await t.app.inject({ url: '/fr/demo/slider' })).body;
    expect(body).toContain('<title>Démos du slider – Tribune</title>');
    expect(body).toContain('<h1 class="section-heading" id="slider-demos-title">Démos du slider');
    expect(body).toContain('Slider standard · 6 diapositives');
    expect(body).toContain('Slider standard · 3 diapositives');
    expect(body).toContain(`<link rel="canonical" href="${SITE}/fr/demo/slider"/>`);
    for (const lang of LANGS) {
      expect(body).toContain(`hrefLang="${lang}" href="${SITE}/${lang}/demo/slider"`);
    }
    expect(body).toContain('<meta property="og:title" content="Démos du slider – Tribune"/>');
    expect(body).toContain('"@type":"CollectionPage"');
    expect(body).toContain(`${SITE}/fr/demo/slider/demo-standard`);
  });

  it('links the index from every page’s footer, in the page’s language', async () => {
    for (const [url, lang] of [
      ['/fr/', 'fr'],
      ['/en/category/analysis', 'en'],
      ['/es/demo/slider/demo-standard', 'es'],
    ] as const) {
      const body = (await t.app.inject({ url })).body;
      const footer = body.slice(body.indexOf('<footer'));
      expect(footer).toContain(`<a href="/${lang}/demo/slider">`);
    }
    const fr = (await t.app.inject({ url: '/fr/' })).body;
    expect(fr.slice(fr.indexOf('<footer'))).toContain('>Démos du slider</a>');
  });

  it.each(LANGS)('/%s/demo/slider/demo-standard renders the module as an island', async (lang) => {
    const response = await t.app.inject({ url: `/${lang}/demo/slider/demo-standard` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    const title = html(DEMOS['demo-standard']![lang]);
    expect(body).toContain(`<h1 class="slider-demo__title" id="slider-demo-title">${title}</h1>`);
    const island = /<div class="island" data-island="SliderModule"[^>]*>/.exec(body)?.[0] ?? '';
    expect(island).not.toBe('');
    // Hydrated as soon as the page runs: the module is the page's main content, at the top.
    expect(island).not.toContain('data-island-load');
    // The island's props hold the normalised module in the page's language.
    const props = JSON.parse(
      (/data-island-props="([^"]*)"/.exec(island)?.[1] ?? '{}')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(props.lang).toBe(lang);
    expect(props.module.settings.alias).toBe('demo-standard');
    expect(props.module.settings.title).toBe(DEMOS['demo-standard']![lang]);
    // The first slide is in the server HTML, its picture first and responsive.
    expect(body).toContain('data-alias="demo-standard"');
    expect(body).toMatch(/<img[^>]*class="sr7-bg-img"[^>]*fetchPriority="high"/);
    expect(body).toMatch(/<source type="image\/avif" srcSet="[^"]*768w[^"]*" sizes="100vw"/);
    // Head: canonical, alternates, a JPEG share picture (the first slide's).
    expect(body).toContain(
      `<link rel="canonical" href="${SITE}/${lang}/demo/slider/demo-standard"/>`,
    );
    expect(body).toMatch(
      new RegExp(`<meta property="og:image" content="${SITE}/media/[^"]+\\.jpg"/>`),
    );
    expect(body).toContain('<meta property="og:image:width" content="1902"/>');
    // How to embed it elsewhere: absolute URLs of this site.
    expect(body).toContain(`data-rest=&quot;${SITE}/api/slider&quot;`);
    expect(body).toContain(`src=&quot;${SITE}/embed/slider.js&quot;`);
  });

  it.each(Object.keys(DEMOS))('/fr/demo/slider/%s answers 200 with its module', async (alias) => {
    const response = await t.app.inject({ url: `/fr/demo/slider/${alias}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`data-alias="${alias}"`);
  });

  it.each([
    ['a module that is not a demo', '/fr/demo/slider/home-hero', 'fr'],
    ['an unknown demo', '/en/demo/slider/demo-nothing', 'en'],
    ['the bare prefix', '/es/demo/slider/demo-', 'es'],
    ['another case', '/fr/demo/slider/Demo-standard', 'fr'],
    ['a trailing slash', '/fr/demo/slider/', 'fr'],
    ['a deeper path', '/fr/demo/slider/demo-standard/more', 'fr'],
    ['an unknown language', '/de/demo/slider/demo-standard', 'fr'],
    ['an unknown language on the index', '/xx/demo/slider', 'fr'],
  ])('answers %s with the localized 404 page', async (_name, url, lang) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.body).toContain('noindex');
    expect(response.body).not.toContain('data-island="SliderModule"');
  });

  it('lists the demo pages in each language’s sitemap, with alternates', async () => {
    for (const lang of LANGS) {
      const xml = (await t.app.inject({ url: `/${lang}/sitemap.xml` })).body;
      expect(xml).toContain(`<loc>${SITE}/${lang}/demo/slider</loc>`);
      for (const alias of Object.keys(DEMOS)) {
        expect(xml).toContain(`<loc>${SITE}/${lang}/demo/slider/${alias}</loc>`);
      }
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/demo/slider/demo-standard"/>`,
      );
      expect(xml).not.toContain('/demo/slider/home-hero');
    }
  });

  it('renders the home hero on the server with no script of its own', async () => {
    for (const lang of LANGS) {
      const body = (await t.app.inject({ url: `/${lang}/` })).body;
      const main = mainOf(body);
      const hero = main.slice(
        main.indexOf('<div class="home-hero slider-frame">'),
        main.indexOf('</section>'),
      );
      expect(hero).toContain('class="sr7-module sr7-hero"');
      expect(hero).toContain(
        `aria-label="${{ fr: 'À la une', en: 'Top story', es: 'En portada' }[lang]}"`,
      );
      // Its layers are in place (no entrance waiting for a script): the headline and the link.
      expect(hero).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
      expect(hero).toMatch(new RegExp(`<a[^>]*href="/${lang}/article/[^"]+"`));
      expect(hero).not.toContain('visibility:hidden');
      expect(main).not.toContain('data-island="SliderModule"');
      // The picture: high priority, every width, in modern formats.
      expect(hero).toMatch(/<img[^>]*class="sr7-bg-img"[^>]*fetchPriority="high"/);
      expect(hero).toMatch(/<source type="image\/avif" srcSet="[^"]*768w[^"]*1024w[^"]*1902w/);
      // The marker after the hero, which its layers wait for (site.css, `.slider-frame`).
      expect(main).toMatch(/<\/div><span class="parsed-mark" hidden=""><\/span>/);
    }
  });
});

describe('pages that render modules, after a module changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('serve the saved module at once, cache or no cache', async () => {
    const first = await t.app.inject({ url: '/fr/' });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject({ url: '/fr/' })).headers['x-page-cache']).toBe('hit');
    expect((await t.app.inject({ url: '/fr/demo/slider' })).headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject({ url: '/fr/demo/slider' })).headers['x-page-cache']).toBe('hit');

    const hero = homeHero() as { settings: Record<string, unknown> };
    hero.settings.title = 'Le grand titre du jour';
    const saved = await t.app.sliders.save(hero, { replace: true });
    expect(saved.ok).toBe(true);

    const after = await t.app.inject({ url: '/fr/' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('aria-label="Le grand titre du jour"');
  });

  it('list a new demo module of any type, and show it, with no code change', async () => {
    const carousel = pbarDemo('cw') as { settings: Record<string, unknown> };
    carousel.settings.type = 'carousel';
    carousel.settings.title = 'Carrousel d’essai';
    const saved = await t.app.sliders.save(carousel, { alias: 'demo-trial-carousel' });
    expect(saved.ok).toBe(true);

    const index = await t.app.inject({ url: '/fr/demo/slider' });
    expect(index.headers['x-page-cache']).toBe('miss');
    expect(index.body).toContain(
      '<a href="/fr/demo/slider/demo-trial-carousel">Carrousel d’essai</a>',
    );
    expect(index.body).toContain('Carrousel · 3 diapositives');
    const page = await t.app.inject({ url: '/fr/demo/slider/demo-trial-carousel' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-island="SliderModule"');
    expect(page.body).toContain('data-alias="demo-trial-carousel"');
  });

  it('leaves the home its article list when there is no hero module', async () => {
    const { db } = t.app.database;
    const row = await db
      .selectFrom('sliderModules')
      .select('id')
      .where('alias', '=', 'home-hero')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('sliderSlides').where('moduleId', '=', row.id).execute();
    await db.deleteFrom('sliderIdMap').where('moduleId', '=', row.id).execute();
    await db.deleteFrom('sliderModules').where('id', '=', row.id).execute();
    t.app.pageCache.clear();

    const response = await t.app.inject({ url: '/en/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('class="home-hero"');
    expect(response.body.match(/class="article-card"/g)).toHaveLength(6);
  });
});
