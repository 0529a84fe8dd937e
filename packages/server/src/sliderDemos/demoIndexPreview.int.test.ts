import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the slider demo index', () => {
  it('shows a preview of each demo: its first slide’s picture, lazy, in a fixed box', async () => {
    const html = (await t.app.inject({ url: '/fr/demo/slider' })).body;
    const items = [...html.matchAll(/<li class="slider-demos__item">(.*?)<\/li>/gs)].map(
      (match) => match[1]!,
    );
    expect(items.length).toBeGreaterThan(5);
    const withPicture = items.filter((item) =>
      /<div class="slider-demos__preview" aria-hidden="true"><picture>.*?<img[^>]*src="\/media\/[^"]+"[^>]*loading="lazy"/s.test(
        item,
      ),
    );
    // Every demo whose first slides have a background picture: all but the fed ones at most.
    expect(withPicture.length).toBeGreaterThanOrEqual(items.length - 2);
    for (const item of items) expect(item).toContain('class="slider-demos__preview"');
  });
});
