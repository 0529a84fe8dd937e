import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import { type TestApp, testDatabases } from '../test-support/testApp.js';
import { createWritableApp } from '../test-support/writableApp.js';
import { seedDemoComments } from './seedComments.js';
import { SEED_COMMENT_DOMAIN } from './seedCommentsContent.js';
import {
  formFieldsIn,
  freshAddress,
  humanTiming,
  postComment,
} from './test-support/commentForm.js';

/*
 * Writes happen on a private copy of the seeded SQLite database, or on PostgreSQL in a schema
 * of this file's own, seeded the same way and dropped afterwards (the shared PostgreSQL test
 * database is read by every test file running at the same time).
 */

const article = SEED_ARTICLES[0]!;
const other = SEED_ARTICLES[1]!;
const frPath = `/fr/article/${article.translations.fr.slug}`;
const enPath = `/en/article/${article.translations.en.slug}`;
const otherPath = `/fr/article/${other.translations.fr.slug}`;
const RETURNING = `camille@${SEED_COMMENT_DOMAIN}`;

async function openForm(t: TestApp, path = frPath) {
  const response = await t.app.inject({ url: path });
  expect(response.statusCode).toBe(200);
  return formFieldsIn(response.body);
}

/** A complete, plausible submission for the French article. */
async function goodFields(t: TestApp, overrides: Record<string, string> = {}, path = frPath) {
  const form = await openForm(t, path);
  return {
    comment_post_ID: form.postId,
    comment_parent: '0',
    nonce: form.nonce,
    author: 'Nadia Lemaire',
    email: `nadia.${Math.random().toString(36).slice(2)}@example.org`,
    url: '',
    comment: 'Très bon papier, merci pour l’analyse du pressing.',
    ak_hp_textarea: '',
    ...humanTiming(),
    ...overrides,
  };
}

async function commentsByEmail(t: TestApp, email: string) {
  return t.app.database.db
    .selectFrom('comments')
    .selectAll()
    .where('authorEmail', '=', email.toLowerCase())
    .execute();
}

async function commentCount(t: TestApp): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('comments on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createWritableApp(kind, { seeded: true });
    await seedDemoComments(t.app.database.db, new Date());
  });
  afterAll(() => t.close());

  describe('refusals (nothing is stored)', () => {
    it('names every missing field, in JSON, with a fresh nonce', async () => {
      const before = await commentCount(t);
      const fields = await goodFields(t, { author: '', email: '', comment: '   ' });
      const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('COMMENT_INVALID');
      expect(body.errors).toEqual({
        author: { code: 'required', message: 'Enter your name.' },
        email: { code: 'required', message: 'Enter your email address.' },
        comment: { code: 'required', message: 'Write a comment.' },
      });
      expect(body.nonce).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
      expect(body.nonce).not.toBe(fields.nonce);
      expect(await commentCount(t)).toBe(before);
    });

    it.each([
      ['author', '246 characters', 'a'.repeat(246), { code: 'tooLong', max: 245 }],
      ['email', '101 characters', `${'a'.repeat(89)}@example.org`, { code: 'tooLong', max: 100 }],
      [
        'url',
        '201 characters',
        `https://example.org/${'a'.repeat(181)}`,
        { code: 'tooLong', max: 200 },
      ],
      ['comment', '65,526 characters', 'x'.repeat(65526), { code: 'tooLong', max: 65525 }],
      ['email', 'without @', 'not-an-address', { code: 'invalid' }],
      ['email', 'without a domain', 'a@b', { code: 'invalid' }],
      ['url', 'javascript:', 'javascript:alert(1)', { code: 'invalid' }],
      ['url', 'ftp:', 'ftp://example.org/file', { code: 'invalid' }],
      ['url', 'data:', 'data:text/html,<script>alert(1)</script>', { code: 'invalid' }],
      ['comment_parent', 'not a number', 'abc', { code: 'invalid' }],
      ['comment_post_ID', 'unknown', '999999', { code: 'invalid' }],
      ['comment_post_ID', 'not a number', 'x', { code: 'invalid' }],
    ])('refuses %s (%s) with 400 and that field named', async (field, _what, value, expected) => {
      const before = await commentCount(t);
      const fields = await goodFields(t, { [field]: value });
      const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json();
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toMatchObject(expected);
      expect(errors[field].message).toEqual(expect.any(String));
      expect(await commentCount(t)).toBe(before);
    });

    it('refuses a reply to a comment of another article, of another language, or held', async () => {
      const db = t.app.database.db;
      const onOther = await db
        .selectFrom('comments as c')
        .innerJoin('articles as a', 'a.id', 'c.articleId')
        .select(['c.id', 'c.lang', 'a.key'])
        .where('c.status', '=', 'approved')
        .execute();
      const otherArticle = onOther.find((c) => c.key === other.key && c.lang === 'fr');
      const otherLanguage = onOther.find((c) => c.key === article.key && c.lang === 'en');
      if (!otherArticle || !otherLanguage) throw new Error('the demo comments are missing');
      for (const parent of [otherArticle.id, otherLanguage.id, 987654]) {
        const fields = await goodFields(t, { comment_parent: String(parent) });
        const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
        expect(response.statusCode, String(parent)).toBe(400);
        expect(response.json().errors).toEqual({
          comment_parent: {
            code: 'invalid',
            message:
              'The comment replied to does not exist, is not published or belongs to another article.',
          },
        });
      }
    });

    it('refuses a missing, forged or replayed nonce with 403 and tells the reader to reload', async () => {
      const ip = freshAddress();
      const missing = await goodFields(t, { nonce: '' });
      const forged = await goodFields(t, { nonce: 'abc.9999999999999.def' });
      for (const fields of [missing, forged]) {
        const response = await postComment(t.app, fields, { json: true, ip });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'COMMENT_NONCE',
          message: expect.stringContaining('Reload the page'),
          nonce: expect.any(String),
        });
      }
      // A refusal spends the nonce too: the same form sent twice is refused the second time.
      const once = await goodFields(t, { email: '' });
      expect((await postComment(t.app, once, { json: true, ip })).statusCode).toBe(400);
      const replay = await postComment(
        t.app,
        { ...once, email: 'x@example.org' },
        { ip, json: true },
      );
      expect(replay.statusCode).toBe(403);
      expect(replay.json().code).toBe('COMMENT_NONCE');
    });

    it('re-renders the article without JavaScript: errors beside the fields, text kept and escaped', async () => {
      const before = await commentCount(t);
      const text = 'Mon avis <script>alert("x")</script>\n\nsur deux paragraphes';
      const fields = await goodFields(t, { email: 'nope', author: '', comment: text });
      const response = await postComment(t.app, fields, { ip: freshAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain('Indiquez votre nom.');
      expect(html).toContain('Indiquez une adresse e-mail valide');
      expect(html).toMatch(
        /id="respond-author-error"[^>]*>Indiquez votre nom\.<\/p><input[^>]*aria-invalid="true" aria-describedby="respond-author-error"/,
      );
      expect(html).toMatch(/aria-invalid="true" aria-describedby="respond-email-error"/);
      expect(html).toContain('role="alert"');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert(');
      expect(html).toContain('value="nope"');
      // The spent nonce is replaced.
      expect(formFieldsIn(html).nonce).not.toBe(fields.nonce);
      expect(await commentCount(t)).toBe(before);
    });

    it('answers an unknown article without JavaScript with the 400 page', async () => {
      const fields = await goodFields(t, { comment_post_ID: '424242' });
      const response = await postComment(t.app, fields, { ip: freshAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    });

    it('limits requests per address: 429 with Retry-After, whatever the outcome', async () => {
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const fields = await goodFields(t, { email: 'bad' });
        statuses.push((await postComment(t.app, fields, { json: true, ip })).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      const fields = await goodFields(t);
      const refused = await postComment(t.app, fields, { json: true, ip });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        code: 'COMMENT_RATE_LIMITED',
        message: expect.stringMatching(/^Too many comments from your address: wait \d+ seconds/),
      });
      expect(await commentsByEmail(t, fields.email)).toEqual([]);
    });
  });

  describe('the thread', () => {
    it('serves the form with its hidden fields, honeypot and stamp', async () => {
      const html = (await t.app.inject({ url: frPath })).body;
      const form = formFieldsIn(html);
      expect(Number(form.postId)).toBeGreaterThan(0);
      expect(form.parent).toBe('0');
      expect(html).toContain('action="/comments#respond" method="post"');
      expect(html).toMatch(/<div class="comment-form__trap" hidden="">/);
      expect(html).toContain('name="ak_hp_textarea" tabindex="-1"');
      expect(html).toContain('<input type="hidden" data-stamp-time="" name="ak_js"/>');
      expect(html).toMatch(/<label for="respond-comment">Commentaire<span[^>]*aria-hidden="true">/);
    });

    it('opens the form as a reply with ?replytocom (the no-JavaScript Reply link)', async () => {
      const page = (await t.app.inject({ url: frPath })).body;
      const first = /data-reply-to="(\d+)" data-author="([^"]+)"/.exec(page);
      if (!first) throw new Error('the demo comments are missing');
      const response = await t.app.inject({ url: `${frPath}?replytocom=${first[1]}` });
      const html = response.body;
      expect(formFieldsIn(html).parent).toBe(first[1]);
      expect(html).toContain(`Répondre à ${first[2]}</h3>`);
      expect(html).toContain(`href="${frPath}#respond"`);
      expect(html).toContain('Annuler la réponse');
      // An id that is not a visible comment of this page is ignored.
      const ignored = await t.app.inject({ url: `${frPath}?replytocom=999999` });
      expect(formFieldsIn(ignored.body).parent).toBe('0');
    });

    it('nests comments with permalinks, caps the depth at 5, counts with plurals', async () => {
      const page = (await t.app.inject({ url: frPath })).body;
      const html = page.slice(page.indexOf('<section class="comments"'));
      expect(html).toContain('<h2 class="comments__title" id="comments-title">7 commentaires</h2>');
      expect(html.match(/data-depth="1"/g)).toHaveLength(2);
      expect(html.match(/data-depth="5"/g)).toHaveLength(2);
      expect(html).not.toContain('data-depth="6"');
      expect(html).toMatch(/<li id="comment-(\d+)"[^>]*>.*?href="#comment-\1"/s);
      expect(html).toMatch(/<time dateTime="[^"]+Z">\d{1,2} \S+ 20\d\d à \d\d:\d\d<\/time>/);
      expect(html).toContain('href="https://lea-fontaine.example" rel="external nofollow ugc"');
      // Line breaks as paragraphs and <br>, never raw.
      expect(html).toMatch(/Arbitrage correct dans l’ensemble\.<br\/>Le carton jaune/);
      const en = (await t.app.inject({ url: enPath })).body;
      expect(en).toContain('id="comments-title">2 comments</h2>');
      expect(en).toMatch(/\d{1,2} \w+ 20\d\d at \d\d:\d\d/);
      const empty = (
        await t.app.inject({ url: `/es/article/${SEED_ARTICLES[5]!.translations.es.slug}` })
      ).body;
      expect(empty).toContain('id="comments-title">Todavía no hay comentarios</h2>');
    });
  });

  describe('posting', () => {
    it('holds the first comment of an address (pending), shown only to its author', async () => {
      const email = `first.${Date.now()}@example.org`;
      const fields = await goodFields(t, { email, comment: 'Premier commentaire <b>gras</b> ?' });
      const response = await postComment(t.app, fields, { ip: freshAddress() });
      expect(response.statusCode).toBe(303);
      const [row] = await commentsByEmail(t, email);
      expect(row).toMatchObject({ status: 'pending', body: 'Premier commentaire <b>gras</b> ?' });
      const location = response.headers.location as string;
      expect(location).toMatch(
        new RegExp(`^${frPath}\\?unapproved=${row!.id}&moderation-hash=[^#]+#comment-${row!.id}$`),
      );

      const own = (await t.app.inject({ url: location.replace(/#.*/, '') })).body;
      expect(own).toContain(`id="comment-${row!.id}"`);
      expect(own).toContain('Votre commentaire est en attente de modération.');
      expect(own).toContain('Premier commentaire &lt;b&gt;gras&lt;/b&gt; ?');
      const everyone = (await t.app.inject({ url: frPath })).body;
      expect(everyone).not.toContain(`id="comment-${row!.id}"`);
      const forged = await t.app.inject({
        url: `${frPath}?unapproved=${row!.id}&moderation-hash=abc.123.def`,
      });
      expect(forged.body).not.toContain(`id="comment-${row!.id}"`);
    });

    it('answers JSON: 201 with the comment, its location and a fresh nonce', async () => {
      const email = `json.${Date.now()}@example.org`;
      const fields = await goodFields(t, { email, url: 'www.example.org' });
      const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        comment: {
          id: expect.any(Number),
          parentId: null,
          author: 'Nadia Lemaire',
          authorUrl: 'https://www.example.org/',
          body: fields.comment,
          status: 'pending',
        },
        nonce: expect.any(String),
      });
      expect(body.location).toMatch(new RegExp(`#comment-${body.comment.id}$`));
      expect(response.headers.location).toBe(body.location);
      expect(body.nonce).not.toBe(fields.nonce);
    });

    it('approves a returning author and sends them to the comment’s anchor (303)', async () => {
      const parent = await t.app.database.db
        .selectFrom('comments')
        .select('id')
        .where('authorEmail', '=', RETURNING)
        .where('parentId', 'is', null)
        .executeTakeFirstOrThrow();
      const fields = await goodFields(t, {
        email: 'Camille@Lecteurs.Tribune.Example',
        author: 'Camille Roussel',
        comment_parent: String(parent.id),
        comment: 'Je réponds <em>sans</em> HTML.\r\nDeuxième ligne.',
      });
      const response = await postComment(t.app, fields, { ip: freshAddress() });
      expect(response.statusCode).toBe(303);
      const rows = await commentsByEmail(t, RETURNING);
      const row = rows.find((r) => r.body.startsWith('Je réponds'))!;
      expect(row).toMatchObject({ status: 'approved', parentId: parent.id });
      expect(row.body).toBe('Je réponds <em>sans</em> HTML.\nDeuxième ligne.');
      expect(response.headers.location).toBe(`${frPath}#comment-${row.id}`);
      const html = (await t.app.inject({ url: frPath })).body;
      expect(html).toMatch(
        new RegExp(`id="comment-${row.id}" class="comment comment--depth-2" data-depth="2"`),
      );
      expect(html).toContain('Je réponds &lt;em&gt;sans&lt;/em&gt; HTML.<br/>Deuxième ligne.');
      expect(html).toContain('id="comments-title">8 commentaires</h2>');
    });

    it('stores HTML and script in every field as text and shows it escaped', async () => {
      const fields = await goodFields(t, {
        email: RETURNING,
        author: '<img src=x onerror=alert(1)>',
        url: 'https://example.org/?q="><script>alert(2)</script>',
        comment: '<script>alert(3)</script><a href="javascript:alert(4)">clic</a>',
      });
      const response = await postComment(t.app, fields, { ip: freshAddress() });
      expect(response.statusCode).toBe(303);
      const html = (await t.app.inject({ url: frPath })).body;
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain(
        '&lt;script&gt;alert(3)&lt;/script&gt;&lt;a href=&quot;javascript:alert(4)&quot;&gt;clic&lt;/a&gt;',
      );
      expect(html).not.toMatch(/<script>alert\(\d\)/);
      expect(html).not.toContain('<img src=x');
      expect(html).toContain(
        'href="https://example.org/?q=%22%3E%3Cscript%3Ealert(2)%3C/script%3E"',
      );
    });

    it.each([
      ['the honeypot is filled', () => ({ ak_hp_textarea: 'http://spam.example' })],
      ['sent 0.8 s after the page loaded', () => ({ ak_js: String(Date.now() - 800) })],
      ['the stamp is in the future', () => ({ ak_js: String(Date.now() + 3 * 3_600_000) })],
      ['the stamp is two days old', () => ({ ak_js: String(Date.now() - 2 * 86_400_000) })],
      [
        'no interaction at all with a long comment',
        () => ({
          ak_bkpc: '0',
          ak_bkp: '',
          ak_bmcc: '0',
          ak_bmc: '',
          ak_bmmc: '0',
          ak_bmm: '',
          ak_bsc: '0',
        }),
      ],
      ['more than 100 samples', () => ({ ak_bkp: Array(101).fill('90,120').join(';'), ak_js: '' })],
    ])('stores as spam (never shown, answered like pending) when %s', async (_why, overrides) => {
      const email = `bot.${Math.random().toString(36).slice(2)}@example.org`;
      const fields = await goodFields(t, {
        email,
        comment: 'Great article, visit my site for cheap tickets!',
        ...overrides(),
      });
      const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
      expect(response.statusCode).toBe(201);
      expect(response.json().comment.status).toBe('pending');
      const [row] = await commentsByEmail(t, email);
      expect(row!.status).toBe('spam');
      expect(JSON.parse(row!.timing)).toMatchObject({ spam: true, reasons: expect.any(Array) });
      const html = (await t.app.inject({ url: frPath })).body;
      expect(html).not.toContain(`id="comment-${row!.id}"`);
    });

    it('accepts fields exactly at their limits', async () => {
      const email = `${'b'.repeat(88)}@example.org`;
      expect(email).toHaveLength(100);
      const fields = await goodFields(t, {
        author: 'é'.repeat(245),
        email,
        url: `https://example.org/${'p'.repeat(180)}`,
        comment: 'é'.repeat(65525),
      });
      const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
      expect(response.statusCode).toBe(201);
      const [row] = await commentsByEmail(t, email);
      expect(row!.body).toHaveLength(65525);
    });

    it('floods: a second comment within 15 s from one address gets 429, the text is kept', async () => {
      const ip = freshAddress();
      const first = await postComment(t.app, await goodFields(t), { ip });
      expect(first.statusCode).toBe(303);
      const second = await goodFields(t, { comment: 'Encore moi, trop vite.' });
      const json = await postComment(t.app, second, { json: true, ip });
      expect(json.statusCode).toBe(429);
      expect(json.json()).toMatchObject({
        code: 'COMMENT_RATE_LIMITED',
        retryAfter: expect.any(Number),
      });
      expect(json.json().retryAfter).toBeLessThanOrEqual(15);
      const html = await postComment(
        t.app,
        { ...second, nonce: (await openForm(t)).nonce },
        { ip },
      );
      expect(html.statusCode).toBe(429);
      expect(html.body).toContain('Vous publiez trop vite.');
      expect(html.body).toContain('Encore moi, trop vite.</textarea>');
      expect(await commentsByEmail(t, second.email)).toEqual([]);
    });

    it('refuses comments on an article that does not accept them', async () => {
      const fields = await goodFields(t, {}, otherPath);
      const db = t.app.database.db;
      const target = await db
        .selectFrom('articles')
        .select('id')
        .where('key', '=', other.key)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('articles')
        .set({ status: 'draft' })
        .where('id', '=', target.id)
        .execute();
      try {
        const response = await postComment(t.app, fields, { json: true, ip: freshAddress() });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['comment_post_ID']);
      } finally {
        await db
          .updateTable('articles')
          .set({ status: 'published' })
          .where('id', '=', target.id)
          .execute();
      }
    });
  });
});

describe.each(testDatabases())('a database failure while storing, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createWritableApp(kind, { seeded: true });
    // The insert itself fails, inside the transaction, after the moderation read succeeded.
    if (kind === 'sqlite') {
      await sql`create trigger fail_comment_insert after insert on comments
        when new.author_name = 'Disk Full'
        begin select raise(abort, 'simulated disk failure'); end`.execute(t.app.database.db);
    } else {
      await sql`create function fail_comment_insert() returns trigger language plpgsql as $$
        begin
          if new.author_name = 'Disk Full' then
            raise exception 'simulated disk failure' using errcode = 'disk_full';
          end if;
          return new;
        end $$`.execute(t.app.database.db);
      await sql`create trigger fail_comment_insert after insert on comments
        for each row execute function fail_comment_insert()`.execute(t.app.database.db);
    }
  });
  afterAll(() => t.close());

  it('answers 503 in JSON, stores nothing and spends no flood budget', async () => {
    const ip = freshAddress();
    const fields = await goodFields(t, { author: 'Disk Full' });
    const response = await postComment(t.app, fields, { json: true, ip });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'COMMENT_STORE_FAILED',
      message: expect.stringContaining('nothing was stored'),
      nonce: expect.any(String),
    });
    expect(await commentsByEmail(t, fields.email)).toEqual([]);
    // The reader resends at once (no 15 s wait: nothing was posted).
    const again = await postComment(t.app, await goodFields(t, { email: fields.email }), { ip });
    expect(again.statusCode).toBe(303);
  });

  it('re-renders the page with the error and the reader’s text without JavaScript', async () => {
    const fields = await goodFields(t, {
      author: 'Disk Full',
      comment: 'Texte précieux à garder.',
    });
    const response = await postComment(t.app, fields, { ip: freshAddress() });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(
      'n’a pas pu être enregistré à cause d’un problème de notre côté',
    );
    expect(response.body).toContain('Texte précieux à garder.</textarea>');
    expect(await commentsByEmail(t, fields.email)).toEqual([]);
  });
});
