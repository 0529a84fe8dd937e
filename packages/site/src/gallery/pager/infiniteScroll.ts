import { debounce, type Timers, throttle } from '../timers.js';
import { setLoadingMark } from './loadingMark.js';
import { parsePageIndex } from './pageIndex.js';

/** Spec 9.10: the defaults of infinite scroll. */
export const INFINITE_SCROLL_DEFAULTS = {
  /** Load when the gallery's bottom is this close to the viewport's (px). */
  scrollThreshold: 400,
  /** Scroll events are handled at most once per this many ms. */
  scrollThrottle: 200,
  /** Resizes are handled once they have stopped for this many ms. */
  resizeDebounce: 150,
} as const;

export type InfiniteScrollState = 'idle' | 'loading' | 'done' | 'error';

export type InfiniteScrollEvent =
  | { type: 'loading'; url: string }
  | { type: 'appended'; count: number; page: number | null }
  | { type: 'done' }
  /** `status` is the HTTP status, or null when no response came (network error). */
  | { type: 'error'; status: number | null };

export interface InfiniteScrollOptions {
  /** The gallery container (`.rl-gallery-container`). */
  container: HTMLElement;
  /** Where scroll and resize events come from and the viewport's height. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerHeight'>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  timers: Timers;
  /**
   * "manually" mode: pages load from the load-more button only (threshold disabled, no
   * prefill). Default false: automatic, with prefill.
   */
  button?: boolean;
  /** Default 400 px. */
  scrollThreshold?: number;
  /** Default 200 ms. */
  scrollThrottle?: number;
  /** Default 150 ms. */
  resizeDebounce?: number;
  onEvent?: (event: InfiniteScrollEvent) => void;
}

export interface InfiniteScroll {
  /** Loads the next page now (the load-more button); a no-op unless idle. */
  loadNext(): Promise<void>;
  /** Loads the next page when the gallery's bottom is within the threshold (automatic only). */
  check(): void;
  state(): InfiniteScrollState;
  destroy(): void;
}

const NEXT_LINK = '.rl-pagination a.next, .rl-pagination a[rel="next"]';

/**
 * Infinite scroll over a gallery container (spec 2.3, 4.10, 7.4, 8.3, 9.10): GET the URL of the
 * next link, parse the items from the returned page and append them, with the next link taken
 * from that page. It stops for good on 204, on a page without items, when there is no next link,
 * and after any error (whose status it reports).
 */
export function createInfiniteScroll(options: InfiniteScrollOptions): InfiniteScroll {
  const { container, window: win, timers, onEvent = () => {} } = options;
  const button = options.button ?? false;
  const threshold = options.scrollThreshold ?? INFINITE_SCROLL_DEFAULTS.scrollThreshold;
  let state: InfiniteScrollState = 'idle';
  let currentPage = Number(container.dataset.page) || 1;

  const onScroll = throttle(
    () => check(),
    options.scrollThrottle ?? INFINITE_SCROLL_DEFAULTS.scrollThrottle,
    timers,
  );
  const onResize = debounce(
    () => check(),
    options.resizeDebounce ?? INFINITE_SCROLL_DEFAULTS.resizeDebounce,
    timers,
  );
  const listen = () => {
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('resize', onResize, { passive: true });
  };
  const unlisten = () => {
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('resize', onResize);
    onScroll.cancel();
    onResize.cancel();
  };

  const stop = (final: 'done' | 'error', status: number | null = null) => {
    state = final;
    setLoadingMark(container, false);
    unlisten();
    onEvent(final === 'done' ? { type: 'done' } : { type: 'error', status });
  };

  function check(): void {
    if (button || state !== 'idle') return;
    const distance = container.getBoundingClientRect().bottom - win.innerHeight;
    if (distance <= threshold) void loadNext();
  }

  async function loadNext(): Promise<void> {
    if (state !== 'idle') return;
    const link = container.querySelector<HTMLAnchorElement>(NEXT_LINK);
    if (!link) return stop('done');
    const url = link.href;
    const page = parsePageIndex(url);
    // A next link that does not move forward would loop for ever.
    if (page !== null && page <= currentPage) return stop('done');

    state = 'loading';
    setLoadingMark(container, true);
    onEvent({ type: 'loading', url });
    let response: Response;
    let html: string;
    try {
      response = await options.fetch(url, {
        headers: { accept: 'text/html' },
        credentials: 'same-origin',
      });
      if (response.status === 204) return stop('done');
      if (!response.ok) return stop('error', response.status);
      html = await response.text();
    } catch {
      return stop('error', null);
    }
    if (state !== 'loading') return; // destroyed meanwhile

    const incoming = findContainer(new DOMParser().parseFromString(html, 'text/html'), container);
    const items = incoming ? [...incoming.querySelectorAll('.rl-gallery-item')] : [];
    const list = container.querySelector('.rl-gallery');
    if (!incoming || items.length === 0 || !list) return stop('done');

    const doc = container.ownerDocument;
    for (const item of items) list.append(doc.adoptNode(item));
    replacePagination(container, incoming);
    if (page !== null) {
      currentPage = page;
      container.dataset.page = String(page);
    }
    setLoadingMark(container, false);
    onEvent({ type: 'appended', count: items.length, page });

    if (!container.querySelector(NEXT_LINK)) return stop('done');
    state = 'idle';
    // Prefill: keep loading while the page is still too short to scroll.
    check();
  }

  if (!button) {
    listen();
    check();
  }

  return {
    loadNext,
    check,
    state: () => state,
    destroy() {
      unlisten();
      if (state === 'idle' || state === 'loading') state = 'done';
    },
  };
}

/** The same gallery in a fetched page (by gallery id), else its first gallery. */
function findContainer(doc: Document, own: HTMLElement): Element | null {
  const id = own.dataset.gallery_id;
  const same =
    id && /^\d+$/.test(id)
      ? doc.querySelector(`.rl-gallery-container[data-gallery_id="${id}"]`)
      : null;
  return same ?? doc.querySelector('.rl-gallery-container');
}

/** The fetched page's pagination replaces ours, so the next link moves one page on. */
function replacePagination(container: HTMLElement, incoming: Element): void {
  const ours = container.querySelector('.rl-pagination');
  const theirs = incoming.querySelector('.rl-pagination');
  if (theirs) {
    const adopted = container.ownerDocument.adoptNode(theirs);
    if (ours) ours.replaceWith(adopted);
    else container.append(adopted);
  } else {
    ours?.remove();
  }
}
