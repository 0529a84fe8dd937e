import { LIGHTBOX_SCRIPT } from '../model.js';
import { setLoadingMark } from './loadingMark.js';
import { rlPageOf } from './pageIndex.js';

/** The ajax action that answers with a gallery container's HTML (spec 7.4). */
export const GALLERY_PAGE_ACTION = 'rl-get-gallery-page-content';

export type AjaxPagerEvent =
  | { type: 'loading'; page: number }
  | { type: 'replaced'; page: number; pageCount: number }
  /** `status` is the HTTP status, or null when no usable answer came. */
  | { type: 'error'; status: number | null };

export interface AjaxPagerOptions {
  document: Document;
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'history' | 'location'>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** The id of the gallery container this pager drives. */
  containerId: string;
  /** Default `/ajax`. */
  endpoint?: string;
  onEvent?: (event: AjaxPagerEvent) => void;
}

export interface AjaxPager {
  /** Shows `page`; `href` is the URL that page has (pushed to history when given). */
  go(page: number, href?: string): Promise<void>;
  destroy(): void;
}

interface HistoryEntry {
  rlGallery?: { id: string; page: number };
}

/**
 * Ajax pagination (spec 7.4): a click on a numbered link of the container POSTs
 * `action=rl-get-gallery-page-content` with the container's gallery_id, gallery_no, post_id,
 * the page, the nonce, preview and lightbox, and the answer replaces the container. History
 * follows: each page gets its `?rl_page=N` entry, and Back shows the page it names.
 */
export function createAjaxPager(options: AjaxPagerOptions): AjaxPager {
  const { document: doc, window: win, containerId, onEvent = () => {} } = options;
  const endpoint = options.endpoint ?? '/ajax';
  let inFlight: AbortController | null = null;

  const container = () => doc.getElementById(containerId);
  const initial = container();
  const initialPage = Number(initial?.dataset.page) || 1;
  const state = (win.history.state ?? {}) as HistoryEntry & Record<string, unknown>;
  if (!state.rlGallery) {
    win.history.replaceState({ ...state, rlGallery: { id: containerId, page: initialPage } }, '');
  }

  async function go(page: number, href?: string): Promise<void> {
    const current = container();
    if (!current) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    setLoadingMark(current, true);
    onEvent({ type: 'loading', page });

    const data = current.dataset;
    const body = new URLSearchParams({
      action: GALLERY_PAGE_ACTION,
      gallery_id: data.gallery_id ?? '',
      gallery_no: data.gallery_no ?? '',
      post_id: data.post_id ?? '',
      page: String(page),
      nonce: data.nonce ?? '',
      preview: 'false',
      lightbox: data.lightbox ?? LIGHTBOX_SCRIPT,
      lang: data.lang ?? '',
    });
    let html: string;
    try {
      const response = await options.fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'text/html',
        },
        body: body.toString(),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) return fail(current, controller, response.status);
      html = await response.text();
    } catch {
      if (controller.signal.aborted) return;
      return fail(current, controller, null);
    }
    if (controller !== inFlight) return;
    inFlight = null;

    const template = doc.createElement('template');
    template.innerHTML = html;
    const replacement = template.content.querySelector<HTMLElement>('.rl-gallery-container');
    if (!replacement) return fail(current, controller, null);
    replacement.id = containerId;
    current.replaceWith(replacement);
    if (href !== undefined) {
      win.history.pushState(
        { ...(win.history.state ?? {}), rlGallery: { id: containerId, page } },
        '',
        href,
      );
      moveFocus(replacement);
    }
    onEvent({
      type: 'replaced',
      page: Number(replacement.dataset.page) || page,
      pageCount: Number(replacement.dataset.pages) || 1,
    });
  }

  function fail(element: HTMLElement, controller: AbortController, status: number | null) {
    if (controller === inFlight) inFlight = null;
    // The request may have outlived the element it marked.
    setLoadingMark(container() ?? element, false);
    onEvent({ type: 'error', status });
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('.rl-pagination a.page-numbers');
    if (!link || link.closest('.rl-gallery-container')?.id !== containerId) return;
    const page = rlPageOf(link.href, win.location.href);
    if (page === null) return;
    event.preventDefault();
    void go(page, link.href);
  };

  const onPopState = (event: PopStateEvent) => {
    const entry = (event.state as HistoryEntry | null)?.rlGallery;
    if (entry?.id !== containerId) return;
    const shown = Number(container()?.dataset.page);
    if (entry.page !== shown) void go(entry.page);
  };

  doc.addEventListener('click', onClick);
  win.addEventListener('popstate', onPopState);

  return {
    go,
    destroy() {
      inFlight?.abort();
      doc.removeEventListener('click', onClick);
      win.removeEventListener('popstate', onPopState);
    },
  };
}

/** After a reader-chosen page change, reading starts again at the top of the gallery. */
function moveFocus(container: HTMLElement): void {
  container.focus({ preventScroll: true });
  if (container.getBoundingClientRect().top < 0) container.scrollIntoView({ block: 'start' });
}
