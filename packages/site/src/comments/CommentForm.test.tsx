import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/dictionaries/fr.js';
import { CommentForm } from './CommentForm.js';
import { CommentThread } from './CommentThread.js';
import type { CommentFormModel, CommentNode } from './model.js';

const strings = fr.comments;

function node(id: number, depth: number, replies: CommentNode[] = []): CommentNode {
  return {
    id,
    parentId: null,
    author: `Lecteur ${id}`,
    authorUrl: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    body: `Texte ${id}`,
    depth,
    held: false,
    replies,
  };
}

const thread = [node(1, 1, [node(2, 2)]), node(3, 1)];

const baseForm: CommentFormModel = {
  action: '/comments#respond',
  postId: 7,
  nonce: 'first.1.nonce',
  parentId: 0,
  replyToAuthor: null,
  articlePath: '/fr/article/un-article',
  values: { comment: '', author: '', email: '', url: '' },
  errors: {},
  formError: null,
  limits: { comment: 65525, author: 245, email: 100, url: 200 },
};

/** The page as the server renders it: the thread, then the form's island container. */
function mount(form: Partial<CommentFormModel> = {}) {
  document.body.innerHTML = `<section class="comments" id="comments">${renderToStaticMarkup(
    <CommentThread
      comments={thread}
      labelledBy="comments-title"
      strings={strings}
      lang="fr"
      timeZone="Europe/Paris"
    />,
  )}<div class="island"></div></section>`;
  const island = document.querySelector<HTMLElement>('.island')!;
  render(
    <CommentForm
      form={{ ...baseForm, ...form }}
      strings={strings}
      lang="fr"
      timeZone="Europe/Paris"
      maxDepth={5}
    />,
    { container: island },
  );
  const get = <E extends Element>(selector: string) =>
    document.querySelector<E & HTMLElement>(selector)!;
  return {
    island,
    get,
    parent: () => get<HTMLInputElement>('input[name="comment_parent"]').value,
    textarea: () => get<HTMLTextAreaElement>('#respond-comment'),
  };
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function fill(page: ReturnType<typeof mount>) {
  fireEvent.change(page.textarea(), { target: { value: 'Belle analyse.' } });
  fireEvent.change(page.get('#respond-author'), { target: { value: 'Ana' } });
  fireEvent.change(page.get('#respond-email'), { target: { value: 'ana@example.org' } });
}

afterEach(() => {
  // Unmounting matters: a mounted form listens for Reply clicks on the whole document.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CommentForm: reply and cancel', () => {
  it('moves under the chosen comment, sets the parent and focuses the first field', () => {
    const page = mount();
    const reply = page.get<HTMLAnchorElement>('a[data-reply-to="2"]');
    expect(reply.getAttribute('href')).toBe('?replytocom=2#respond');
    fireEvent.click(reply);
    expect(page.get('#div-comment-2').nextElementSibling).toBe(page.island);
    expect(page.parent()).toBe('2');
    expect(page.get('#reply-title').textContent).toBe('Répondre à Lecteur 2');
    expect(document.activeElement).toBe(page.textarea());
  });

  it('cancel puts the form back, resets the parent to 0 and returns focus to the Reply link', () => {
    const page = mount();
    const reply = page.get<HTMLAnchorElement>('a[data-reply-to="1"]');
    fireEvent.click(reply);
    fireEvent.click(page.get('a[data-reply-to="3"]'));
    expect(page.get('#div-comment-3').nextElementSibling).toBe(page.island);
    const cancel = page.get<HTMLAnchorElement>('.comment-respond__cancel a');
    expect(cancel.textContent).toBe('Annuler la réponse');
    expect(cancel.getAttribute('href')).toBe('/fr/article/un-article#respond');
    fireEvent.click(cancel);
    expect(page.get('#comments > .comment-list').nextElementSibling).toBe(page.island);
    expect(page.parent()).toBe('0');
    expect(page.get('#reply-title').textContent).toBe('Laisser un commentaire');
    expect(document.querySelector('.comment-respond__cancel')).toBeNull();
    expect(document.activeElement).toBe(page.get('a[data-reply-to="3"]'));
    // No placeholder is left behind.
    expect(
      [...page.get('#comments').childNodes].some((n) => n.nodeType === Node.COMMENT_NODE),
    ).toBe(false);
  });

  it('leaves a modified click to the browser (open in a new tab)', () => {
    const page = mount();
    const reply = page.get('a[data-reply-to="1"]');
    fireEvent.click(reply, { ctrlKey: true });
    expect(page.parent()).toBe('0');
  });

  it('opens as a reply when the page came from ?replytocom, and cancel focuses that link', () => {
    const page = mount({ parentId: 3, replyToAuthor: 'Lecteur 3' });
    expect(page.parent()).toBe('3');
    fireEvent.click(page.get('.comment-respond__cancel a'));
    expect(page.parent()).toBe('0');
    expect(document.activeElement).toBe(page.get('a[data-reply-to="3"]'));
  });
});

describe('CommentForm: submission', () => {
  it('submits with Ctrl+Enter or Cmd+Enter, with fetch, the anti-spam fields included', async () => {
    const fetch = answer(400, { code: 'COMMENT_INVALID', errors: {}, nonce: 'n2' });
    vi.stubGlobal('fetch', fetch);
    const page = mount();
    fireEvent.click(page.get('a[data-reply-to="1"]'));
    fill(page);
    fireEvent.keyDown(page.textarea(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${location.origin}/comments#respond`);
    expect(init.headers).toEqual({ accept: 'application/json' });
    const body = init.body as URLSearchParams;
    expect(body.get('comment_parent')).toBe('1');
    expect(body.get('comment_post_ID')).toBe('7');
    expect(body.get('nonce')).toBe('first.1.nonce');
    expect(body.get('comment')).toBe('Belle analyse.');
    expect(body.get('ak_hp_textarea')).toBe('');
    expect(body.get('ak_bfs')).toMatch(/^\d+$/);
    await waitFor(() => expect(page.get<HTMLInputElement>('input[name="nonce"]').value).toBe('n2'));
    fireEvent.keyDown(page.textarea(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // A plain Enter in the textarea is a new line, not a submission.
    fireEvent.keyDown(page.textarea(), { key: 'Enter' });
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('inserts the posted reply under its parent and puts the form back', async () => {
    vi.stubGlobal(
      'fetch',
      answer(201, {
        comment: {
          id: 42,
          parentId: 1,
          author: 'Ana <b>',
          authorUrl: null,
          createdAt: '2026-11-22T10:05:00.000Z',
          body: 'Belle <i>analyse</i>.',
          status: 'pending',
        },
        location: '/fr/article/un-article?unapproved=42#comment-42',
        nonce: 'n3',
      }),
    );
    const page = mount();
    fireEvent.click(page.get('a[data-reply-to="1"]'));
    fill(page);
    fireEvent.submit(page.get('form'));
    await waitFor(() => expect(document.getElementById('comment-42')).not.toBeNull());
    const added = page.get('#comment-42');
    expect(added.parentElement).toBe(page.get('#comment-1 > .comment-list--children'));
    expect(added.dataset.depth).toBe('2');
    expect(added.textContent).toContain('Ana <b>');
    expect(added.textContent).toContain('Belle <i>analyse</i>.');
    expect(added.querySelector('i')).toBeNull();
    expect(added.textContent).toContain('Votre commentaire est en attente de modération.');
    expect(added.querySelector('[data-reply-to]')).toBeNull();
    expect(document.activeElement).toBe(added);
    expect(page.get('[role="status"]').textContent).toBe(strings.held);
    expect(page.textarea().value).toBe('');
    expect(page.get<HTMLInputElement>('#respond-author').value).toBe('Ana');
    expect(page.parent()).toBe('0');
    expect(page.get('#comments > .comment-list').nextElementSibling).toBe(page.island);
    expect(page.get<HTMLInputElement>('input[name="nonce"]').value).toBe('n3');
  });

  it('shows refused fields beside them, announces and focuses the summary', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        code: 'COMMENT_INVALID',
        errors: {
          email: { code: 'invalid', message: 'Enter a valid email address.' },
          author: { code: 'tooLong', max: 245, message: 'Too long.' },
        },
        nonce: 'n4',
      }),
    );
    const page = mount();
    fill(page);
    fireEvent.submit(page.get('form'));
    await waitFor(() => expect(document.querySelector('.comment-form__summary')).not.toBeNull());
    const summary = page.get('.comment-form__summary');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('2 problèmes à corriger');
    const email = page.get<HTMLInputElement>('#respond-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(page.get(`#${email.getAttribute('aria-describedby')}`).textContent).toBe(
      strings.fieldErrors.emailInvalid,
    );
    expect(page.get('#respond-author-error').textContent).toBe('Nom : 245 caractères au maximum.');
    expect(page.get('#respond-comment').hasAttribute('aria-invalid')).toBe(false);
    expect(page.textarea().value).toBe('Belle analyse.');
  });

  it('says how long to wait when rate-limited, and keeps the text', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { code: 'COMMENT_RATE_LIMITED', retryAfter: 12, nonce: 'n' }),
    );
    const page = mount();
    fill(page);
    fireEvent.submit(page.get('form'));
    await waitFor(() =>
      expect(page.get('.comment-form__summary').textContent).toContain('Attendez 12 secondes'),
    );
    expect(page.textarea().value).toBe('Belle analyse.');
  });

  it('falls back to the plain POST when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const page = mount();
    fill(page);
    fireEvent.submit(page.get('form'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('focuses the summary of a refused plain POST when the page hydrates', () => {
    const page = mount({
      values: { comment: 'Gardé', author: '', email: 'x', url: '' },
      errors: { author: { code: 'required' }, email: { code: 'invalid' } },
      formError: { code: 'nonce' },
    });
    expect(document.activeElement).toBe(page.get('.comment-form__summary'));
    expect(page.get('.comment-form__summary').textContent).toContain('Ce formulaire a expiré');
    expect(page.textarea().value).toBe('Gardé');
  });
});
