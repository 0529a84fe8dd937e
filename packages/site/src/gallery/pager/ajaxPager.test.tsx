import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGalleryContainerHtml } from '../renderGalleryContainer.js';
import { containerModel, item } from '../test-support/galleryModels.js';
import { type AjaxPagerEvent, createAjaxPager } from './ajaxPager.js';

const page = (n: number) =>
  renderGalleryContainerHtml(
    containerModel({
      pagination: 'ajax',
      nonce: `nonce-${n}`,
      page: n,
      items: [item(n * 10), item(n * 10 + 1)],
    }),
  );

let events: AjaxPagerEvent[];
beforeEach(() => {
  document.body.innerHTML = `<main>${page(1)}</main>`;
  history.replaceState(null, '', '/en/gallery/test');
  events = [];
});
afterEach(() => vi.restoreAllMocks());

const container = () => document.getElementById('rl-gallery-container-1')!;
const link = (name: string) =>
  [...container().querySelectorAll<HTMLAnchorElement>('.rl-pagination a')].find(
    (a) => a.getAttribute('aria-label') === name || a.textContent?.includes(name),
  )!;

describe('ajax pagination', () => {
  it('posts the contract fields and swaps the container for the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pager = createAjaxPager({
      document,
      window,
      fetch,
      containerId: 'rl-gallery-container-1',
      onEvent: (e) => events.push(e),
    });
    expect(history.state).toEqual({ rlGallery: { id: 'rl-gallery-container-1', page: 1 } });

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('Page 2').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The loading mark, while the request runs.
    expect(container().classList.contains('rl-loading')).toBe(true);
    expect(container().getAttribute('aria-busy')).toBe('true');

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ajax');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      action: 'rl-get-gallery-page-content',
      gallery_id: '7',
      gallery_no: '1',
      post_id: '7',
      page: '2',
      nonce: 'nonce-1',
      preview: 'false',
      lightbox: 'tribune',
      lang: 'en',
    });

    answer(new Response(page(2), { status: 200 }));
    await vi.waitFor(() => expect(container().dataset.page).toBe('2'));
    expect(container().classList.contains('rl-loading')).toBe(false);
    expect(container().dataset.nonce).toBe('nonce-2');
    expect(container().querySelector('a.rl-gallery-link')!.getAttribute('data-rl_title')).toBe(
      'Title 20',
    );
    expect(location.search).toBe('?rl_page=2');
    expect(history.state.rlGallery).toEqual({ id: 'rl-gallery-container-1', page: 2 });
    expect(document.activeElement).toBe(container());
    expect(events).toEqual([
      { type: 'loading', page: 2 },
      { type: 'replaced', page: 2, pageCount: 3 },
    ]);
    pager.destroy();
  });

  it('shows the page a history entry names, without a new entry', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const n = Number(new URLSearchParams(init!.body as string).get('page'));
      return Promise.resolve(new Response(page(n)));
    });
    const pager = createAjaxPager({
      document,
      window,
      fetch,
      containerId: 'rl-gallery-container-1',
    });
    const length = history.length;
    window.dispatchEvent(
      new PopStateEvent('popstate', {
        state: { rlGallery: { id: 'rl-gallery-container-1', page: 3 } },
      }),
    );
    await vi.waitFor(() => expect(container().dataset.page).toBe('3'));
    expect(history.length).toBe(length);
    // Another gallery's entries are not ours.
    window.dispatchEvent(
      new PopStateEvent('popstate', {
        state: { rlGallery: { id: 'rl-gallery-container-2', page: 1 } },
      }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    pager.destroy();
  });

  it('reports the error status and drops the loading mark, keeping the page', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 403 })));
    const pager = createAjaxPager({
      document,
      window,
      fetch,
      containerId: 'rl-gallery-container-1',
      onEvent: (e) => events.push(e),
    });
    link('Next').click();
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'error', status: 403 }));
    expect(container().dataset.page).toBe('1');
    expect(container().classList.contains('rl-loading')).toBe(false);
    pager.destroy();
  });

  it('leaves modified clicks (new tab) and other galleries alone', () => {
    const fetch = vi.fn();
    const pager = createAjaxPager({
      document,
      window,
      fetch,
      containerId: 'rl-gallery-container-9',
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Page 2').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    pager.destroy();
    const mine = createAjaxPager({
      document,
      window,
      fetch,
      containerId: 'rl-gallery-container-1',
    });
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link('Page 2').dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    mine.destroy();
  });
});
