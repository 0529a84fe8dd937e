import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moduleFontFaces } from '@tribune/slider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSliderFixtures } from '../test-support/paths.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { findFontPackages } from './fontPackages.js';

/**
 * `/fonts/` through the real app: faces from the installed @fontsource packages under the
 * slider's own names, the font folder (FONTS_DIR) for the rest, as WOFF2 with a day's caching
 * and open CORS for embeds on other sites.
 */
const packages = findFontPackages();
const packageFile = (slug: string, file: string) =>
  readFileSync(join(packages.family(slug)!.dir, 'files', file));

let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tribune-fonts-'));
  // A face no package has (as the import command would download it) and one a package has.
  const reey = join(folder, 'reey-400.woff2');
  copyFileSync(
    join(packages.family('zen-dots')!.dir, 'files/zen-dots-latin-400-normal.woff2'),
    reey,
  );
  copyFileSync(reey, join(folder, 'montserrat-300.woff2'));
  t = await createTestApp({ FONTS_DIR: folder });
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('slider module fonts under /fonts/ (self-hosted, no font service)', () => {
  it('serves a face from its @fontsource package (latin subset), to pages here and embeds elsewhere', async () => {
    const response = await t.app.inject({ url: '/fonts/montserrat-300.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    // The package's file, not the folder's file of the same name: a package wins.
    expect(
      response.rawPayload.equals(packageFile('montserrat', 'montserrat-latin-300-normal.woff2')),
    ).toBe(true);
  });

  it('serves italics and every family of the packages', async () => {
    const italic = await t.app.inject({ url: '/fonts/inter-400-italic.woff2' });
    expect(italic.statusCode).toBe(200);
    expect(italic.rawPayload.equals(packageFile('inter', 'inter-latin-400-italic.woff2'))).toBe(
      true,
    );
    const open = await t.app.inject({ url: '/fonts/open-sans-700.woff2' });
    expect(
      open.rawPayload.equals(packageFile('open-sans', 'open-sans-latin-700-normal.woff2')),
    ).toBe(true);
  });

  it('answers 304 to a browser revalidating its copy, and HEAD without a body', async () => {
    const first = await t.app.inject({ url: '/fonts/roboto-400.woff2' });
    const again = await t.app.inject({
      url: '/fonts/roboto-400.woff2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/fonts/roboto-400.woff2' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('font/woff2');
    expect(head.body).toBe('');
  });

  it('serves a face no package has from the font folder', async () => {
    const response = await t.app.inject({ url: '/fonts/reey-400.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.rawPayload.equals(readFileSync(join(folder, 'reey-400.woff2')))).toBe(true);
  });

  it('answers 404 for a face nobody has, and serves nothing but faces', async () => {
    for (const url of [
      '/fonts/missing-400.woff2',
      // Zen Dots has one weight; a package's missing face falls to the (empty) folder.
      '/fonts/zen-dots-700.woff2',
      '/fonts/reey-700.woff2',
      '/fonts/LICENSE-OPEN-SANS.txt',
      '/fonts/montserrat-300.woff',
      '/fonts/Montserrat-300.woff2',
      '/fonts/montserrat-latin-300-normal.woff2',
      '/fonts/..%2Fpackage.json',
      '/fonts/%2e%2e/montserrat-300.woff2',
      '/fonts/',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the faces the real modules ask for', () => {
  const dir = join(sharedSliderFixtures, 'real');
  const faces = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.reference.json'))
    .flatMap((f) => {
      const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
        settings?: { fonts?: unknown };
      };
      return moduleFontFaces(data.settings?.fonts).map((face) => face.url);
    });
  const unique = [...new Set(faces)].sort();

  it('are served whenever a package has the family (or the folder has the face)', async () => {
    const missing: string[] = [];
    for (const url of unique) {
      if ((await t.app.inject({ url })).statusCode !== 200) missing.push(url);
    }
    // Commercial or custom families in no package (reey-400 is in this test's folder).
    const slugs = new Set(missing.map((url) => /\/fonts\/(.+)-\d00\.woff2$/.exec(url)?.[1]));
    expect([...slugs].sort()).toEqual([
      'gta',
      'montserrat-arabic-re',
      'proxima-nova',
      'svn-gilroy',
    ]);
    expect(unique.length - missing.length).toBe(34);
    expect(unique).toContain('/fonts/montserrat-300.woff2');
    expect(missing).not.toContain('/fonts/montserrat-300.woff2');
  });
});
