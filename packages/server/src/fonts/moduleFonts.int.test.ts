import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type FontApi, startFontApi } from '../test-support/fontApi.js';
import { createFontDownloader } from './fontDownload.js';
import { findFontPackages } from './fontPackages.js';
import { describeFontOutcome, installModuleFonts } from './moduleFonts.js';

/**
 * The import command's font downloads, for real over HTTP against a stand-in of Google Fonts'
 * CSS2 API on loopback (`test-support/fontApi.ts`): what is downloaded and written, and every
 * way it fails (a family the API does not know, a weight it lacks, no answer, nobody
 * listening, a file that is not a font).
 */
let api: FontApi;
let dir: string;
beforeAll(async () => {
  api = await startFontApi({
    'Test Sans': { weights: ['400', '700'], italic: true },
    reey: { weights: ['400'] },
    'Broken Sans': { weights: ['400'] },
  });
  dir = mkdtempSync(join(tmpdir(), 'tribune-font-download-'));
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the font downloader', () => {
  it('asks the API as Google Fonts spells it, and gets the latin WOFF2 of each face', async () => {
    const downloader = createFontDownloader({ api: api.url });
    const faces = [
      { weight: '700', style: 'normal' },
      { weight: '400', style: 'italic' },
      { weight: '400', style: 'normal' },
    ] as const;
    expect(downloader.cssUrl('Test Sans', [...faces])).toBe(
      `${api.url}?family=Test+Sans:ital,wght@0,400;0,700;1,400&display=swap`,
    );
    expect(downloader.cssUrl('Zen Dots', [faces[2]])).toBe(
      `${api.url}?family=Zen+Dots:wght@400&display=swap`,
    );
    api.requests.length = 0;
    const results = await downloader.download('Test Sans', [...faces]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    for (const [i, face] of faces.entries()) {
      const result = results[i];
      expect(
        result?.ok && result.bytes.equals(api.file('Test Sans', face.weight, face.style)),
      ).toBe(true);
    }
    // One stylesheet, then one file per face: the latin ones only.
    expect(api.requests).toEqual([
      '/css2?family=Test+Sans:ital,wght@0,400;0,700;1,400&display=swap',
      '/s/test-sans/latin-700-normal.woff2',
      '/s/test-sans/latin-400-italic.woff2',
      '/s/test-sans/latin-400-normal.woff2',
    ]);
  });

  it('asks face by face when the API refuses a weight the family lacks', async () => {
    const downloader = createFontDownloader({ api: api.url });
    const results = await downloader.download('Test Sans', [
      { weight: '400', style: 'normal' },
      { weight: '900', style: 'normal' },
    ]);
    expect(results[0]?.ok).toBe(true);
    expect(results[1]).toMatchObject({
      ok: false,
      url: `${api.url}?family=Test+Sans:wght@900&display=swap`,
      reason: 'HTTP 400',
      unreachable: false,
    });
  });

  it('fails with the URL and the reason: unknown family, no answer, too large, not a font, nobody there', async () => {
    const face = { weight: '400', style: 'normal' } as const;
    const downloader = createFontDownloader({ api: api.url, timeoutMs: 300 });
    expect(await downloader.download('Missing Sans', [face])).toEqual([
      {
        face,
        ok: false,
        url: `${api.url}?family=Missing+Sans:wght@400&display=swap`,
        reason: 'HTTP 400',
        unreachable: false,
      },
    ]);
    expect(await downloader.download('Hanging Sans', [face])).toMatchObject([
      { ok: false, reason: 'timed out after 0.3 s', unreachable: true },
    ]);
    expect(await downloader.download('Broken Sans', [face])).toMatchObject([
      {
        ok: false,
        url: expect.stringMatching(/\/s\/broken-sans\/latin-400-normal\.woff2$/),
        reason: 'not a WOFF2 file',
      },
    ]);
    const small = createFontDownloader({ api: api.url, maxFontBytes: 10 });
    expect(await small.download('reey', [face])).toMatchObject([
      { ok: false, reason: 'larger than 10 bytes', unreachable: false },
    ]);
    const nobody = createFontDownloader({ api: `http://127.0.0.1:${await closedPort()}/css2` });
    expect(await nobody.download('reey', [face])).toMatchObject([
      { ok: false, reason: 'ECONNREFUSED', unreachable: true },
    ]);
  });
});

describe('the fonts of an imported module', () => {
  const module = {
    settings: {
      fonts: {
        Montserrat: { name: 'Montserrat', normal: { 300: true }, subset: { latin: true } },
        "'Test+Sans'": {
          name: "'Test Sans'",
          normal: { 400: true, 700: true },
          italic: { 400: true },
        },
        reey: { name: 'reey', normal: { 400: true } },
        Missing: { name: 'Missing Sans', normal: { 400: true } },
        gta: { name: 'gta', url: '/css/custom-font.css', normal: { 400: true }, custom: true },
        FontAwesome: true,
      },
    },
    slides: {
      1: {
        layers: {
          a: { font: { family: "'Test Sans', Arial, sans-serif" } },
          b: { font: { family: 'reey' } },
          c: { font: { family: "'Missing Sans', serif" } },
        },
      },
    },
  };
  const packages = findFontPackages();

  it('come from a package, the folder, or a download into the folder; the rest fail with their fallback', async () => {
    const folder = join(dir, 'first');
    const downloader = createFontDownloader({ api: api.url });
    const outcomes = await installModuleFonts(module, { packages, fontsDir: folder, downloader });
    expect(outcomes.map((o) => describeFontOutcome(o, folder))).toEqual([
      'fonts: Montserrat 300 from @fontsource/montserrat (OFL-1.1)',
      expect.stringMatching(
        new RegExp(
          `^fonts: Test Sans 400, 700, 400 italic downloaded to ${folder} \\(test-sans-400\\.woff2, test-sans-700\\.woff2, test-sans-400-italic\\.woff2; 1 KB\\)$`,
        ),
      ),
      `fonts: reey 400 downloaded to ${folder} (reey-400.woff2; 1 KB)`,
      `fonts: Failed to load font: ${api.url}?family=Missing+Sans:wght@400&display=swap (HTTP 400); Missing Sans 400 falls back to serif`,
      `fonts: gta 400 is the site's own font (/css/custom-font.css), not downloaded (its licence is the site's): put its WOFF2 files in ${folder} as gta-{weight}.woff2; until then it falls back to the page's own font`,
    ]);
    expect(
      readFileSync(join(folder, 'test-sans-400-italic.woff2')).equals(
        api.file('Test Sans', '400', 'italic'),
      ),
    ).toBe(true);
    expect(
      readFileSync(join(folder, 'reey-400.woff2')).equals(api.file('reey', '400', 'normal')),
    ).toBe(true);
    expect(readFileSync(join(folder, 'SOURCE-reey.txt'), 'utf8')).toContain(
      `${api.url.replace('/css2', '')}/s/reey/latin-400-normal.woff2`,
    );
    expect(readdirSync(folder).sort()).toEqual([
      'SOURCE-reey.txt',
      'SOURCE-test-sans.txt',
      'reey-400.woff2',
      'test-sans-400-italic.woff2',
      'test-sans-400.woff2',
      'test-sans-700.woff2',
    ]);

    // Again: the downloaded faces are in the folder now, nothing is asked but the missing one.
    api.requests.length = 0;
    const again = await installModuleFonts(module, { packages, fontsDir: folder, downloader });
    expect(again.map((o) => [o.family, o.source])).toEqual([
      ['Montserrat', 'package'],
      ['Test Sans', 'folder'],
      ['reey', 'folder'],
      ['Missing Sans', 'failed'],
      ['gta', 'custom'],
    ]);
    expect(api.requests).toEqual(['/css2?family=Missing+Sans:wght@400&display=swap']);
  });

  it('with no network, says "Failed to load font" once per family and waits for one answer only', async () => {
    const folder = join(dir, 'offline');
    const port = await closedPort();
    const downloader = createFontDownloader({ api: `http://127.0.0.1:${port}/css2` });
    const outcomes = await installModuleFonts(module, { packages, fontsDir: folder, downloader });
    const lines = outcomes.map((o) => describeFontOutcome(o, folder));
    expect(lines.slice(1, 4)).toEqual([
      `fonts: Failed to load font: http://127.0.0.1:${port}/css2?family=Test+Sans:ital,wght@0,400;0,700;1,400&display=swap (ECONNREFUSED); Test Sans 400, 700, 400 italic falls back to Arial, sans-serif`,
      `fonts: Failed to load font: http://127.0.0.1:${port}/css2?family=reey:wght@400&display=swap (not tried: ECONNREFUSED at http://127.0.0.1:${port}/css2?family=Test+Sans:ital,wght@0,400;0,700;1,400&display=swap); reey 400 falls back to the page's own font`,
      expect.stringMatching(
        /^fonts: Failed to load font: .*family=Missing\+Sans.* \(not tried: ECONNREFUSED at .*\); Missing Sans 400 falls back to serif$/,
      ),
    ]);
    expect(existsSync(folder)).toBe(false);
  });

  it('downloads nothing when told not to', async () => {
    const folder = join(dir, 'none');
    api.requests.length = 0;
    const outcomes = await installModuleFonts(module, {
      packages,
      fontsDir: folder,
      downloader: null,
    });
    expect(describeFontOutcome(outcomes[2]!, folder)).toBe(
      "fonts: reey 400 is in no @fontsource package nor the font folder, not downloaded (--no-font-download); it falls back to the page's own font",
    );
    expect(api.requests).toEqual([]);
  });

  it('a folder that cannot be written fails those faces, and writes no half file', async () => {
    const folder = join(dir, 'not-a-folder');
    writeFileSync(folder, 'a file where the folder should be');
    const outcomes = await installModuleFonts(
      { settings: { fonts: { reey: { name: 'reey', normal: { 400: true } } } }, slides: {} },
      { packages, fontsDir: folder, downloader: createFontDownloader({ api: api.url }) },
    );
    expect(outcomes).toMatchObject([
      {
        family: 'reey',
        source: 'failed',
        reason: expect.stringMatching(/^cannot write reey-400\.woff2: /),
      },
    ]);
  });
});
