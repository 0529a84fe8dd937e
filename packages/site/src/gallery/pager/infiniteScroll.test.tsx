import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGalleryContainerHtml } from '../renderGalleryContainer.js';
import { containerModel, item } from '../test-support/galleryModels.js';
import { browserTimers } from '../timers.js';
import {
  createInfiniteScroll as create,
  type InfiniteScroll,
  type InfiniteScrollEvent,
} from './infiniteScroll.js';

/** Every instance a test makes is destroyed after it, so none listens into the next test. */
const made: InfiniteScroll[] = [];
const createInfiniteScroll: typeof create = (options) => {
  const scroll = create(options);
  made.push(scroll);
  return scroll;
};

/** The HTML of gallery page `page` (12 items a page, 3 pages). */
function pageHtml(page: number, pageCount = 3): string {
  const container = renderGalleryContainerHtml(
    containerModel({
      pagination: 'infinite',
      infiniteMode: 'automatic',
      page,
      pageCount,
      items: Array.from({ length: 12 }, (_, i) => item((page - 1) * 12 + i + 1)),
    }),
  );
  return `<!DOCTYPE html><html><body><main>${container}</main></body></html>`;
}

let bottom = 0;
function mount(page = 1): HTMLElement {
  document.body.innerHTML = new DOMParser().parseFromString(
    pageHtml(page),
    'text/html',
  ).body.innerHTML;
  const container = document.getElementById('rl-gallery-container-1')!;
  // jsdom has no layout: the gallery's bottom edge is whatever the test says.
  container.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  return container;
}

function respond(body: string | null, status = 200) {
  return Promise.resolve(new Response(body, { status }));
}

let events: InfiniteScrollEvent[];
beforeEach(() => {
  vi.useFakeTimers();
  events = [];
  window.innerHeight = 800;
});
afterEach(() => {
  for (const scroll of made.splice(0)) scroll.destroy();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('infinite scroll, automatic', () => {
  it('prefills while the gallery ends within 400 px of the window, then waits', async () => {
    const container = mount();
    bottom = 1200; // 400 px below the window: within the threshold
    const fetch = vi.fn((url: string) => {
      // Once page 2 is in, the gallery reaches far below.
      bottom = 3000;
      return respond(pageHtml(Number(new URL(url).searchParams.get('rl_page'))));
    });
    createInfiniteScroll({
      container,
      window,
      fetch,
      timers: browserTimers,
      onEvent: (e) => events.push(e),
    });
    expect(container.classList.contains('rl-loading')).toBe(true);
    expect(container.getAttribute('aria-busy')).toBe('true');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('http://localhost:3000/en/gallery/test?rl_page=2');
    expect(container.querySelectorAll('.rl-gallery-item')).toHaveLength(24);
    expect(container.classList.contains('rl-loading')).toBe(false);
    expect(container.hasAttribute('aria-busy')).toBe(false);
    expect(container.dataset.page).toBe('2');
    // The next link now leads to page 3.
    expect(container.querySelector<HTMLAnchorElement>('a.next')!.href).toContain('rl_page=3');
    expect(events.map((e) => e.type)).toEqual(['loading', 'appended']);
    expect(events[1]).toEqual({ type: 'appended', count: 12, page: 2 });
  });

  it('does not load while the gallery ends more than 400 px below the window', async () => {
    const container = mount();
    bottom = 1201;
    const fetch = vi.fn(() => respond(pageHtml(2)));
    createInfiniteScroll({ container, window, fetch, timers: browserTimers });
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.classList.contains('rl-loading')).toBe(false);
  });

  it('handles scroll events at most once per 200 ms', async () => {
    const container = mount();
    bottom = 5000;
    const measure = vi.spyOn(container, 'getBoundingClientRect');
    createInfiniteScroll({ container, window, fetch: vi.fn(), timers: browserTimers });
    measure.mockClear();
    for (let i = 0; i < 20; i += 1) {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(10);
    }
    // 200 ms of scrolling: once at the start, once when the window closed.
    expect(measure).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(measure).toHaveBeenCalledTimes(2);
  });

  it('handles a resize once it has stopped for 150 ms', async () => {
    const container = mount();
    bottom = 5000;
    const fetch = vi.fn(() => {
      bottom = 5000;
      return respond(pageHtml(2));
    });
    createInfiniteScroll({ container, window, fetch, timers: browserTimers });
    window.dispatchEvent(new Event('resize'));
    bottom = 1000; // the window grew
    await vi.advanceTimersByTimeAsync(100);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(149);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['204', () => respond(null, 204), { type: 'done' }],
    [
      'a page without items',
      () => respond('<div class="rl-gallery-container"><ul class="rl-gallery"></ul></div>'),
      { type: 'done' },
    ],
    ['an error status', () => respond('no', 500), { type: 'error', status: 500 }],
    [
      'a network failure',
      () => Promise.reject(new TypeError('offline')),
      { type: 'error', status: null },
    ],
  ] as const)('stops for good on %s', async (_label, answer, final) => {
    const container = mount();
    bottom = 900;
    const fetch = vi.fn(answer);
    const scroll = createInfiniteScroll({
      container,
      window,
      fetch: fetch as unknown as typeof globalThis.fetch,
      timers: browserTimers,
      onEvent: (e) => events.push(e),
    });
    await flush();
    expect(events.at(-1)).toEqual(final);
    expect(scroll.state()).toBe(final.type);
    expect(container.classList.contains('rl-loading')).toBe(false);
    expect(container.querySelectorAll('.rl-gallery-item')).toHaveLength(12);
    // Nothing wakes it up again.
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(1000);
    await scroll.loadNext();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops after the last page: it has no next link', async () => {
    const container = mount(2);
    bottom = 900;
    const fetch = vi.fn(() => respond(pageHtml(3)));
    const scroll = createInfiniteScroll({
      container,
      window,
      fetch,
      timers: browserTimers,
      onEvent: (e) => events.push(e),
    });
    await flush();
    expect(container.querySelectorAll('.rl-gallery-item')).toHaveLength(24);
    expect(events.map((e) => e.type)).toEqual(['loading', 'appended', 'done']);
    expect(scroll.state()).toBe('done');
    expect(container.querySelector('a.next')).toBeNull();
  });

  it('stops when there is no next link to start with, or it does not move forward', async () => {
    const container = mount(3);
    bottom = 900;
    const fetch = vi.fn();
    const scroll = createInfiniteScroll({ container, window, fetch, timers: browserTimers });
    expect(scroll.state()).toBe('done');

    const looping = mount(2);
    looping.querySelector('a.next')!.setAttribute('href', '/en/gallery/test?rl_page=2');
    const again = createInfiniteScroll({
      container: looping,
      window,
      fetch,
      timers: browserTimers,
    });
    expect(again.state()).toBe('done');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('infinite scroll, manually', () => {
  it('loads only from loadNext (the button): no threshold, no prefill', async () => {
    const container = mount();
    bottom = 0;
    const fetch = vi.fn(() => respond(pageHtml(2)));
    const scroll = createInfiniteScroll({
      container,
      window,
      fetch,
      timers: browserTimers,
      button: true,
    });
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    const loading = scroll.loadNext();
    expect(container.classList.contains('rl-loading')).toBe(true);
    await loading;
    expect(container.querySelectorAll('.rl-gallery-item')).toHaveLength(24);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scroll.state()).toBe('idle');
  });
});
