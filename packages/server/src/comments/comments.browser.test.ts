import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../db/seed/content/articles/index.js';
import {
  describeViolations,
  launchChromium,
  type PageProblems,
  runAxe,
  watchProblems,
} from '../test-support/chromium.js';
import { repoRoot } from '../test-support/paths.js';
import { createTestApp, type TestApp } from '../test-support/testApp.js';
import { seedDemoComments } from './seedComments.js';
import { SEED_COMMENT_DOMAIN } from './seedCommentsContent.js';

const screenshots = `${repoRoot}test-results/screenshots`;
const article = SEED_ARTICLES[0]!;
const frPath = `/fr/article/${article.translations.fr.slug}`;
const enPath = `/en/article/${article.translations.en.slug}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
});
afterAll(() => browser?.close());

/**
 * A server of its own per group: each has its own flood budget (every request here comes from
 * 127.0.0.1, and an address may store one comment per 15 s).
 */
function serve() {
  const server = { t: undefined as unknown as TestApp, origin: '' };
  beforeAll(async () => {
    server.t = await createTestApp();
    await seedDemoComments(server.t.app.database.db, new Date());
    await server.t.app.listen({ port: 0, host: '127.0.0.1' });
    server.origin = `http://127.0.0.1:${(server.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.t?.close());
  return server;
}

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
  close(): Promise<void>;
}

/**
 * Opens a page with a fake clock, so that "a minute of reading" passes instantly: the anti-spam
 * scoring refuses forms sent within 3 s of the page loading.
 */
async function open(
  origin: string,
  path: string,
  { width = 1280, javaScript = true } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  if (javaScript) await page.clock.install();
  await page.goto(origin + path, { waitUntil: 'load' });
  return { page, context, problems, close: () => context.close() };
}

/**
 * Scrolls to the comments, as a reader does, and waits until the form island has hydrated (its
 * Reply handling is then live). The island loads only as it nears the viewport.
 */
async function hydrated(page: Page) {
  await page.locator('[data-island="CommentForm"] > *').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="CommentForm"][data-hydrated]', { state: 'attached' });
}

/** Fills the form the way a person does: clicks into each field and types. */
async function typeComment(page: Page, values: { comment: string; author: string; email: string }) {
  await page.clock.fastForward(60_000);
  for (const [label, value] of [
    ['#respond-comment', values.comment],
    ['#respond-author', values.author],
    ['#respond-email', values.email],
  ] as const) {
    await page.locator(label).click();
    await page.locator(label).pressSequentially(value, { delay: 5 });
  }
}

const parentField = (page: Page) => page.locator('input[name="comment_parent"]').inputValue();

async function storedComment(t: TestApp, body: string) {
  return t.app.database.db
    .selectFrom('comments')
    .select(['id', 'status', 'parentId', 'timing'])
    .where('body', '=', body)
    .executeTakeFirst();
}

describe('with JavaScript', () => {
  const server = serve();

  it('Reply moves the form under the comment and sets the parent; cancel restores it', async () => {
    const { page, problems, close } = await open(server.origin, frPath);
    await hydrated(page);
    const island = page.locator('[data-island="CommentForm"]');
    const reply = page.locator('a[data-reply-to]').nth(2);
    const id = await reply.getAttribute('data-reply-to');
    const author = await reply.getAttribute('data-author');
    await reply.click();

    expect(await parentField(page)).toBe(id);
    expect(
      await island.evaluate((node, commentId) => {
        return node.previousElementSibling?.id === `div-comment-${commentId}`;
      }, id),
    ).toBe(true);
    expect(await page.locator('#reply-title').textContent()).toBe(`Répondre à ${author}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('respond-comment');
    expect(page.url()).toBe(server.origin + frPath);

    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator('#comments').screenshot({ path: `${screenshots}/comments-reply-1280.png` });

    await page.getByRole('link', { name: 'Annuler la réponse' }).click();
    expect(await parentField(page)).toBe('0');
    expect(
      await island.evaluate((node) =>
        node.previousElementSibling?.classList.contains('comment-list'),
      ),
    ).toBe(true);
    expect(await page.locator('#reply-title').textContent()).toBe('Laisser un commentaire');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-reply-to'))).toBe(
      id,
    );
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('shows refused fields beside them and announces the summary, focused', async () => {
    const { page, problems, close } = await open(server.origin, frPath);
    await hydrated(page);
    await page.clock.fastForward(30_000);
    await page.locator('#respond-email').click();
    await page.locator('#respond-email').pressSequentially('pas-une-adresse');
    const answer = page.waitForResponse((r) => r.url().endsWith('/comments'));
    await page.getByRole('button', { name: 'Publier le commentaire' }).click();
    expect((await answer).status()).toBe(400);

    const summary = page.getByRole('alert');
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain('3 problèmes à corriger');
    const email = page.locator('#respond-email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toContain(
      'Indiquez une adresse e-mail valide',
    );
    expect(await page.locator('#respond-author-error').textContent()).toBe('Indiquez votre nom.');
    expect(await email.inputValue()).toBe('pas-une-adresse');

    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator('#respond').screenshot({ path: `${screenshots}/comments-errors-1280.png` });
    // The refusal itself is the only request that did not succeed; it is the expected answer.
    expect(problems.failedRequests).toEqual([`${server.origin}/comments (400)`]);
    expect(problems.consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await close();
  });

  it('posts with fetch and inserts the held comment without reloading', async () => {
    const { page, problems, close } = await open(server.origin, frPath);
    await hydrated(page);
    const body = 'Premier message <b>ici</b>, merci pour ce compte rendu.';
    await typeComment(page, { comment: body, author: 'Inès', email: 'ines@example.org' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/comments'));
    await page.getByRole('button', { name: 'Publier le commentaire' }).click();
    expect((await answer).status()).toBe(201);

    const stored = await storedComment(server.t, body);
    expect(stored?.status).toBe('pending');
    const added = page.locator(`#comment-${stored!.id}`);
    await expect.poll(() => added.isVisible()).toBe(true);
    expect(await added.textContent()).toContain('Votre commentaire est en attente de modération.');
    expect(await added.locator('.comment__text').innerHTML()).toContain('&lt;b&gt;ici&lt;/b&gt;');
    expect(await added.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.locator('#comments').getByRole('status').textContent()).toBe(
      'Merci, votre commentaire est en attente de modération.',
    );
    expect(await page.locator('#respond-comment').inputValue()).toBe('');
    expect(page.url()).toBe(server.origin + frPath);
    const timing = JSON.parse(stored!.timing);
    expect(timing).toMatchObject({ spam: false, score: 0 });
    expect(Number(timing.fields.ak_bkpc)).toBeGreaterThan(body.length - 5);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it('passes axe with the thread and the form at 375 px, where it is screenshotted', async () => {
    const { page, problems, close } = await open(server.origin, frPath, { width: 375 });
    await hydrated(page);
    await page.locator('a[data-reply-to]').nth(1).click();
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator('#comments').screenshot({ path: `${screenshots}/comments-reply-375.png` });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('Ctrl+Enter', () => {
  const server = serve();

  it('submits the reply of a returning author, approved and inserted under its parent', async () => {
    const { page, problems, close } = await open(server.origin, enPath);
    await hydrated(page);
    const reply = page.locator('a[data-reply-to]').first();
    const parentId = await reply.getAttribute('data-reply-to');
    await reply.click();
    expect(await parentField(page)).toBe(parentId);
    const body = 'Replying with the keyboard shortcut.';
    await typeComment(page, {
      comment: body,
      author: 'Hannah Price',
      email: `hannah@${SEED_COMMENT_DOMAIN}`,
    });
    await page.locator('#respond-comment').click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/comments'));
    await page.keyboard.press('Control+Enter');
    expect((await answer).status()).toBe(201);

    const stored = await storedComment(server.t, body);
    expect(stored).toMatchObject({ status: 'approved', parentId: Number(parentId) });
    const added = page.locator(
      `#comment-${parentId} > .comment-list--children > #comment-${stored!.id}`,
    );
    await expect.poll(() => added.isVisible()).toBe(true);
    expect(await added.locator('a[data-reply-to]').count()).toBe(1);
    expect(await page.locator('#comments').getByRole('status').textContent()).toBe(
      'Thank you, your comment is published.',
    );
    expect(await parentField(page)).toBe('0');
    await page.reload();
    expect(await page.locator(`#comment-${stored!.id}`).textContent()).toContain(body);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});

describe('without JavaScript', () => {
  const server = serve();

  it('Reply opens the form as a reply; cancel is a link back', async () => {
    const { page, close } = await open(server.origin, frPath, { javaScript: false });
    const reply = page.locator('a[data-reply-to]').first();
    const id = await reply.getAttribute('data-reply-to');
    await reply.click();
    expect(page.url()).toBe(`${server.origin}${frPath}?replytocom=${id}#respond`);
    expect(await parentField(page)).toBe(id);
    await page.getByRole('link', { name: 'Annuler la réponse' }).click();
    expect(page.url()).toBe(`${server.origin}${frPath}#respond`);
    expect(await parentField(page)).toBe('0');
    await close();
  });

  it('a refused form comes back at #respond with the errors and the text', async () => {
    const { page, close } = await open(server.origin, frPath, { javaScript: false });
    await page.locator('#respond-comment').fill('Texte à garder <i>tel quel</i>.');
    const response = page.waitForResponse((r) => r.url().endsWith('/comments'));
    await page.getByRole('button', { name: 'Publier le commentaire' }).click();
    expect((await response).status()).toBe(400);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${server.origin}/comments#respond`);
    expect(await page.locator('#respond-author-error').textContent()).toBe('Indiquez votre nom.');
    expect(await page.locator('#respond-comment').inputValue()).toBe(
      'Texte à garder <i>tel quel</i>.',
    );
    // axe needs scripting; the same markup is checked with JavaScript on above.
    await close();
  });

  it('posts, follows the 303 to the comment and shows it awaiting moderation', async () => {
    const { page, problems, close } = await open(server.origin, frPath, { javaScript: false });
    const body = 'Envoyé sans JavaScript.';
    await page.locator('#respond-comment').fill(body);
    await page.locator('#respond-author').fill('Paul');
    await page.locator('#respond-email').fill('paul@example.org');
    const post = page.waitForResponse((r) => r.url().endsWith('/comments'));
    await page.getByRole('button', { name: 'Publier le commentaire' }).click();
    const answer = await post;
    expect(answer.status()).toBe(303);
    await page.waitForLoadState('load');

    const stored = await storedComment(server.t, body);
    expect(stored?.status).toBe('pending');
    expect(page.url()).toMatch(
      new RegExp(
        `${frPath}\\?unapproved=${stored!.id}&moderation-hash=[^#]+#comment-${stored!.id}$`,
      ),
    );
    const own = page.locator(`#comment-${stored!.id}`);
    expect(await own.textContent()).toContain('Votre commentaire est en attente de modération.');
    expect(await own.textContent()).toContain(body);
    // With scripting off, Chromium refuses the islands' module preloads (reported as "csp").
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.filter((r) => !r.endsWith('.js (csp)'))).toEqual([]);
    await close();
  });
});
