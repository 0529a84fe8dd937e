import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fixturePath,
  V6_EXPORT_FIXTURE,
  V6_FULL_OBJECT_FIXTURE,
  V6_NAVIGATION_FIXTURE,
} from '../../../slider/src/core/test-support/fixtures.js';
import { openDatabase } from '../db/database.js';
import { createFontDownloader } from '../fonts/fontDownload.js';
import { findFontPackages } from '../fonts/fontPackages.js';
import { closedPort, type FontApi, startFontApi } from '../test-support/fontApi.js';
import { repoRoot, sharedSliderFixtures } from '../test-support/paths.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { type CommandIo, type FontSetup, runImportCommand } from './importCommand.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'tribune-import-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The command against the test app's database, its output collected. */
function run(...argv: string[]) {
  return runWith(undefined, argv);
}

async function runWith(fonts: (() => FontSetup) | undefined, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const written = new Map<string, string>();
  const io: CommandIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (path) => Promise.resolve(readFileSync(path, 'utf8')),
    writeFile: async (path, text) => {
      written.set(path, text);
    },
  };
  const code = await runImportCommand(
    argv,
    async () => {
      opened++;
      return {
        importModule: (data, options) => t.app.sliders.importModule(data, options),
        close: async () => {},
      };
    },
    io,
    fonts,
  );
  return { code, out, err, opened, written };
}

async function moduleCount(): Promise<number> {
  const rows = await t.app.database.db.selectFrom('sliderModules').select('id').execute();
  return rows.length;
}

describe('npm run import-module', () => {
  it('imports an engine-6 export with its navigation: a progress line per step, then the report', async () => {
    const result = await run(
      fixturePath(V6_EXPORT_FIXTURE),
      '--navigation',
      fixturePath(V6_NAVIGATION_FIXTURE),
      '--report',
      join(dir, 'report.json'),
    );
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(`import-module: read ${V6_EXPORT_FIXTURE} (65 KB)`);
    expect(result.out[1]).toBe(
      'import-module: engine-6 export 6.2.2 "home-fashion-women-men": migrating 3 slides and 0 static slides to engine 7…',
    );
    expect(result.out[2]).toMatch(
      /^import-module: saved "home-fashion-women-men" as module \d+ \(created; engine-6 data migrated to engine 7\); slide ids 81→\d+, 82→\d+, 83→\d+$/,
    );
    expect(result.out[3]).toMatch(/^ {2}mapped: 3 slide\(s\), 0 static slide\(s\), 33 layer\(s\)/);
    expect(result.out).toContain(
      '    params.codes: custom CSS and JavaScript of the module are not run by Tribune',
    );
    expect(result.out.at(-1)).toBe(
      `import-module: full report written to ${join(dir, 'report.json')}`,
    );
    const report = JSON.parse(result.written.get(join(dir, 'report.json')) ?? '{}');
    expect(report.source).toMatchObject({ format: 'v6-export', version: '6.2.2' });
    expect(report.dropped.length).toBeGreaterThan(5);
  });

  it('keeps an engine-6 full object as it is with --keep-v6', async () => {
    const result = await run(
      fixturePath(V6_FULL_OBJECT_FIXTURE),
      '--keep-v6',
      '--alias',
      'finxpert-v6',
    );
    expect(result.code).toBe(0);
    expect(result.out[2]).toMatch(
      /^import-module: saved "finxpert-v6" as module \d+ \(created; engine-6 data kept, migrated when served\); slide ids 3→3, 4→4, 5→5, 21→21$/,
    );
  });

  it.each([
    [
      'a file that is not there',
      [join('/nonexistent', 'module.json')],
      'import-module: /nonexistent/module.json: no such file',
    ],
    [
      'no file',
      [],
      /^import-module: give exactly one module file\. Usage: npm run import-module -- <file>/,
    ],
    ['an unknown option', ['x.json', '--force'], /^import-module: Unknown option '--force'/],
  ])('%s: one line, exit 1, no database opened', async (_, argv, line) => {
    const before = await moduleCount();
    const result = await run(...argv);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(line);
    expect(result.opened).toBe(0);
    expect(await moduleCount()).toBe(before);
  });

  it.each([
    ['broken JSON', '{"params": {', /: not JSON: /],
    [
      'JSON that is not a module',
      '{"hello": "world"}',
      /: not a slider module: expected engine-7 data \(\{settings, slides\}\) or engine-6 data/,
    ],
  ])('%s: one line naming the file, exit 1, nothing written', async (_, text, line) => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, text);
    const before = await moduleCount();
    const result = await run(file);
    expect(result).toMatchObject({ code: 1, opened: 0 });
    expect(result.err).toEqual([
      expect.stringMatching(new RegExp(`^import-module: ${file}${line.source}`)),
    ]);
    expect(await moduleCount()).toBe(before);
  });

  it('an engine-7 file with nothing to show: every problem on a line of its own, exit 1', async () => {
    const file = join(dir, 'empty.json');
    const data = {
      settings: { alias: 'nothing-to-show' },
      slides: { s1: 'x', s2: 2, s3: null },
    };
    writeFileSync(file, JSON.stringify(data));
    const before = await moduleCount();
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `import-module: ${file}: the module data has 4 problems; nothing was saved:`,
      '  slides.s1: expected a slide object, got "x"',
      '  slides.s2: expected a slide object, got 2',
      '  slides.s3: expected a slide object, got null',
      '  slides: no slide to show',
    ]);
    expect(await moduleCount()).toBe(before);
  });

  it('an engine-7 file with a media type the engine cannot play: saved, the report names it', async () => {
    const file = join(dir, 'flash.json');
    const video = { id: 'v', type: 'video', media: { type: 'flash', src: '/clip.swf' } };
    const text = { id: 't', type: 'text', content: { text: 'Flash' }, hov: { u: true, c: '#f00' } };
    const data = {
      settings: { alias: 'flash-video', title: 'Flash' },
      slides: { s1: { id: 's1', slide: { id: 's1', order: 1 }, layers: { v: video, t: text } } },
    };
    writeFileSync(file, JSON.stringify(data));
    const result = await run(file, '--report', join(dir, 'flash.report.json'));
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out.slice(3)).toEqual([
      '  read: 1 slide(s), 0 static slide(s), 2 layer(s) (1 video, 1 text), 0 action(s)',
      expect.stringMatching(/^ {2}values: \d+: \d+ read as saved, /),
      '  approximated: nothing',
      '  dropped: 2 finding(s)',
      '    slides.*.layers.*.hov = {"u":true,"c":"#f00"}: hover styles are not drawn by Tribune',
      '    slides.*.layers.*.media.type = "flash": Invalid video type. Please use "youtube", "vimeo", or "html5". Received: flash: slides.s1.layers.v is left out',
      `import-module: full report written to ${join(dir, 'flash.report.json')}`,
    ]);
    const report = JSON.parse(result.written.get(join(dir, 'flash.report.json')) ?? '{}');
    expect(report.dropped.map((e: { path: string }) => e.path).sort()).toEqual([
      'slides.s1.layers.t.hov',
      'slides.s1.layers.v.media.type',
    ]);
  });

  it('data the database refuses: one line, exit 1, nothing written', async () => {
    const file = join(dir, 'taken.json');
    writeFileSync(file, readFileSync(fixturePath(V6_EXPORT_FIXTURE)));
    const before = await moduleCount();
    // Imported by the first test already.
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `import-module: ${file}: A module with the alias "home-fashion-women-men" exists already; import with --replace to overwrite it, or with --alias home-fashion-women-men-2 to import it beside it. Nothing was saved.`,
    ]);
    expect(await moduleCount()).toBe(before);
  });
});

describe("the module's web fonts", () => {
  // fmedu-slider (real): Kumbh Sans 400 and 700 (an @fontsource package) and reey 400 (none).
  const file = join(sharedSliderFixtures, 'real', 'fmedu-slider.json');
  let api: FontApi;
  beforeAll(async () => {
    api = await startFontApi({ reey: { weights: ['400'] } });
  });
  afterAll(() => api?.close());

  /** The command's own set-up, on a font folder of the test's; never the real API. */
  const setup = (fontsDir: string) => (): FontSetup => ({
    packages: findFontPackages(),
    fontsDir,
    downloader: (url) => {
      if (!url) throw new Error('a test gives --font-api: tests never download from the real API');
      return createFontDownloader({ api: url });
    },
  });

  it('downloads the faces no package has into the font folder, and the server serves them', async () => {
    const folder = join(dir, 'fonts-downloaded');
    const result = await runWith(setup(folder), [
      file,
      '--alias',
      'fmedu-fonts',
      '--font-api',
      api.url,
    ]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out.slice(-2)).toEqual([
      'import-module: fonts: Kumbh Sans 400, 700 from @fontsource/kumbh-sans (OFL-1.1)',
      `import-module: fonts: reey 400 downloaded to ${folder} (reey-400.woff2; 1 KB)`,
    ]);
    const served = await createTestApp({ FONTS_DIR: folder });
    try {
      const reey = await served.app.inject({ url: '/fonts/reey-400.woff2' });
      expect(reey.statusCode).toBe(200);
      expect(reey.headers['content-type']).toBe('font/woff2');
      expect(reey.rawPayload.equals(api.file('reey', '400', 'normal'))).toBe(true);
      expect((await served.app.inject({ url: '/fonts/kumbh-sans-700.woff2' })).statusCode).toBe(
        200,
      );
    } finally {
      await served.close();
    }
  });

  it('without a network: "Failed to load font" and the fallback, and the module saved all the same', async () => {
    const folder = join(dir, 'fonts-offline');
    const port = await closedPort();
    const before = await moduleCount();
    const result = await runWith(setup(folder), [
      file,
      '--alias',
      'fmedu-offline',
      '--font-api',
      `http://127.0.0.1:${port}/css2`,
    ]);
    expect(result.code).toBe(0);
    expect(result.out[2]).toMatch(/^import-module: saved "fmedu-offline" as module \d+/);
    expect(result.out.at(-1)).toBe(
      `import-module: fonts: Failed to load font: http://127.0.0.1:${port}/css2?family=reey:wght@400&display=swap (ECONNREFUSED); reey 400 falls back to the page's own font`,
    );
    expect(await moduleCount()).toBe(before + 1);
    expect(existsSync(folder)).toBe(false);
  });

  it('--no-font-download names what is missing and asks nobody', async () => {
    api.requests.length = 0;
    const folder = join(dir, 'fonts-none');
    const result = await runWith(setup(folder), [
      file,
      '--alias',
      'fmedu-none',
      '--no-font-download',
    ]);
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toBe(
      "import-module: fonts: reey 400 is in no @fontsource package nor the font folder, not downloaded (--no-font-download); it falls back to the page's own font",
    );
    expect(api.requests).toEqual([]);
  });

  it('refuses a --font-api that is not an http(s) URL before anything', async () => {
    const result = await runWith(setup(dir), [file, '--font-api', 'file:///etc/passwd']);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'import-module: --font-api must be an http(s) URL such as https://fonts.googleapis.com/css2, got "file:///etc/passwd"',
    ]);
    expect(result.opened).toBe(0);
  });
});

describe('the npm script', () => {
  const exec = promisify(execFile);

  it('runs the command on the configured database', async () => {
    const file = join(dir, 'db.sqlite');
    copyFileSync(inject('seededDatabase'), file);
    const { stdout } = await exec(
      'npm',
      ['run', '-s', 'import-module', '--', fixturePath(V6_FULL_OBJECT_FIXTURE)],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: `sqlite:${file}`, NODE_ENV: 'test' } },
    );
    expect(stdout).toContain('import-module: saved "finxpert-home-main" as module');
    const database = await openDatabase({ kind: 'sqlite', filename: file });
    try {
      const row = await database.db
        .selectFrom('sliderModules')
        .select(['alias', 'engineVersion'])
        .where('alias', '=', 'finxpert-home-main')
        .executeTakeFirst();
      expect(row).toEqual({ alias: 'finxpert-home-main', engineVersion: 7 });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('downloads module fonts into FONTS_DIR from the API --font-api names', async () => {
    const file = join(dir, 'fonts.sqlite');
    copyFileSync(inject('seededDatabase'), file);
    const folder = join(dir, 'fonts-npm');
    const api = await startFontApi({ reey: { weights: ['400'] } });
    try {
      const { stdout } = await exec(
        'npm',
        [
          'run',
          '-s',
          'import-module',
          '--',
          join(sharedSliderFixtures, 'real', 'fmedu-slider.json'),
          '--font-api',
          api.url,
        ],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: `sqlite:${file}`,
            FONTS_DIR: folder,
            NODE_ENV: 'test',
          },
        },
      );
      expect(stdout).toContain(
        `import-module: fonts: reey 400 downloaded to ${folder} (reey-400.woff2; 1 KB)`,
      );
      expect(
        readFileSync(join(folder, 'reey-400.woff2')).equals(api.file('reey', '400', 'normal')),
      ).toBe(true);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('answers a bad file with one line on stderr and exit code 1', async () => {
    const error = await exec(
      'npm',
      ['run', '-s', 'import-module', '--', join(dir, 'missing.json')],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'never.sqlite')}` },
      },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(error).toMatchObject({ code: 1 });
    const lines = (error as { stderr: string }).stderr
      .split('\n')
      .filter((l) => l && !l.startsWith('npm warn'));
    expect(lines).toEqual([`import-module: ${join(dir, 'missing.json')}: no such file`]);
  }, 60_000);
});
