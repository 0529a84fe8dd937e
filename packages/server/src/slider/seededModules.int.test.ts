import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseModule, readStreamItems, streamModule, validateModule } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SLIDER_ALIASES } from '../db/seed/content/sliders/index.js';
import { STREAM_DEMO_ALIASES } from '../db/seed/content/sliders/streamDemos.js';
import { createTestApp, type TestApp, testDatabases } from '../test-support/testApp.js';
import { sliderHttp } from './test-support/sliderHttp.js';

/** Modules fed by a stream: their saved slides are templates, their pictures the stream's. */
const STREAMS = new Set<string>(Object.values(STREAM_DEMO_ALIASES));

/** Every `/media/…` URL in a served module (pictures, srcSets, the SVG crest). */
function mediaUrls(json: string): string[] {
  return [...new Set([...json.matchAll(/\/media\/[A-Za-z0-9._-]+/g)].map((m) => m[0]))];
}

describe.each(testDatabases())('the seeded demo modules on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof sliderHttp>;
  beforeAll(async () => {
    t = await createTestApp({}, kind);
    http = sliderHttp(t.app);
  });
  afterAll(() => t.close());

  describe.each([...DEMO_SLIDER_ALIASES])('%s', (alias) => {
    it.each(['fr', 'en', 'es'])(
      'is served in %s as data the engine’s strict parser accepts',
      async (lang) => {
        const response = await http.get(`/api/slider/sliders/${alias}?srlang=${lang}`);
        expect(response.statusCode).toBe(200);
        const strict = validateModule(response.json());
        expect(strict.ok ? [] : strict.issues).toEqual([]);
        expect(parseModule(response.json()).dropped).toEqual([]);
        // What a page renders on the server is the same module (a stream's filled with its
        // items, as the browser fills it from the stream route).
        const page = await t.app.sliders.forPage({ by: 'alias', alias }, { lang });
        expect(page.ok && page.lang).toBe(lang);
        let expected = strict.ok ? strict.module : null;
        if (expected && STREAMS.has(alias)) {
          const stream = await http.get(`/api/slider/sliders/stream/${alias}?srlang=${lang}`);
          expected = streamModule(expected, readStreamItems(stream.json().data).items);
          expect(expected.slides.length).toBeGreaterThan(1);
        }
        expect(expected).toEqual(page.ok && page.module);
      },
    );

    it('has every picture and the crest in the media directory', async () => {
      const response = await http.get(
        STREAMS.has(alias) ? `/api/slider/sliders/stream/${alias}` : `/api/slider/sliders/${alias}`,
      );
      const urls = mediaUrls(response.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(existsSync(join(inject('mediaDir'), url.slice('/media/'.length))), url).toBe(true);
      }
      // Every picture named by key comes with its variants (a stream names none by key).
      if (STREAMS.has(alias)) return;
      const holders = keyHolders(response.json());
      expect(holders.length).toBeGreaterThan(0);
      for (const holder of holders) {
        expect(holder.src, String(holder.key)).toMatch(/^\/media\//);
        expect(holder.srcSet, String(holder.key)).toContain('768w');
      }
    });
  });

  it('gives the standard demo’s navigation thumbnails the smallest JPEG', async () => {
    const body = (await http.get('/api/slider/sliders/demo-standard')).json();
    for (const entry of Object.values(body.slides) as { slide: { thumb: { src: string } } }[]) {
      expect(entry.slide.thumb.src).toMatch(/^\/media\/slider-demo-[a-z-]+-768w-[0-9a-f]{8}\.jpg$/);
    }
  });
});

/** Every object of the module that names a library picture by `key`. */
function keyHolders(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(keyHolders);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.key === 'string' && record.key.startsWith('slider-') ? [record] : [];
  return [...own, ...Object.values(record).flatMap(keyHolders)];
}
