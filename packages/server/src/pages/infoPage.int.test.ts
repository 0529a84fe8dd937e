import { INFO_PAGE_KEYS, INFO_PAGE_SLUGS, LANGUAGES } from '@tribune/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the footer’s pages: contact, legal notice, privacy', () => {
  it('are linked from every page’s footer, in its language', async () => {
    for (const lang of LANGUAGES) {
      const html = (await t.app.inject({ url: `/${lang}/` })).body;
      const footer = html.slice(html.indexOf('<footer'));
      for (const key of INFO_PAGE_KEYS) {
        expect(footer).toContain(`href="/${lang}/info/${INFO_PAGE_SLUGS[key][lang]}"`);
      }
    }
  });

  it.each(LANGUAGES)('exist in %s, with their translations as alternates', async (lang) => {
    const titles = { fr: 'Mentions légales', en: 'Legal notice', es: 'Aviso legal' };
    const legal = await t.app.inject({ url: `/${lang}/info/${INFO_PAGE_SLUGS.legal[lang]}` });
    expect(legal.statusCode).toBe(200);
    expect(legal.body).toContain(
      `<h1 class="info-page__title" id="info-page-title">${titles[lang]}</h1>`,
    );
    for (const other of LANGUAGES) {
      expect(legal.body).toContain(
        `hrefLang="${other}" href="https://tribune.test/${other}/info/${INFO_PAGE_SLUGS.legal[other]}"`,
      );
    }
    for (const key of INFO_PAGE_KEYS) {
      const page = await t.app.inject({ url: `/${lang}/info/${INFO_PAGE_SLUGS[key][lang]}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}"`);
    }
  });

  it('answers 404 for another slug, or a slug of another language', async () => {
    expect((await t.app.inject({ url: '/fr/info/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/fr/info/legal-notice' })).statusCode).toBe(404);
  });
});
