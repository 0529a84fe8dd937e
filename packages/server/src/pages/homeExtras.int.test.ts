import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The text of a block of the home, tags removed. */
function block(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  const end = html.indexOf('</section>', start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the blocks under the home’s list', () => {
  it('rank the most commented articles of the language, with their counts', async () => {
    const db = t.app.database.db;
    const rows = await db
      .selectFrom('comments')
      .where('status', '=', 'approved')
      .where('lang', '=', 'fr')
      .select(['articleId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('articleId')
      .orderBy('n', 'desc')
      .execute();
    const html = (await t.app.inject({ url: '/fr/' })).body;
    const ranking = block(html, 'most-commented-heading');
    expect(ranking).toContain('Les plus commentés');
    expect(ranking).toContain(`${Number(rows[0]!.n)} commentaires`);
    // Not on the list's later pages.
    expect((await t.app.inject({ url: '/fr/?page=2' })).body).not.toContain('most-commented');
  });

  it.each([
    ['fr', 'Dernières galeries', '32 photos'],
    ['en', 'Latest galleries', '32 photos'],
    ['es', 'Últimas galerías', '32 fotos'],
  ])('list the latest galleries in %s', async (lang, heading, count) => {
    const html = (await t.app.inject({ url: `/${lang}/` })).body;
    const galleries = block(html, 'latest-galleries-heading');
    expect(galleries).toContain(heading);
    expect(galleries).toContain(count);
    expect(html.match(new RegExp(`href="/${lang}/gallery/`, 'g'))?.length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
