import { useEffect, useRef, useState } from 'react';
import { fillTemplate, formatPlural } from '../../i18n/format.js';
import type { Lang } from '../../i18n/languages.js';
import { galleryDocumentTitle } from '../documentTitle.js';
import type { GalleryStrings } from '../galleryStrings.js';
import type { GalleryInfiniteMode } from '../model.js';
import { browserTimers, type Timers } from '../timers.js';
import { type AjaxPagerEvent, createAjaxPager } from './ajaxPager.js';
import {
  createInfiniteScroll,
  type InfiniteScroll,
  type InfiniteScrollEvent,
} from './infiniteScroll.js';

export interface GalleryPagerProps {
  /** The container this pager drives (it sits right after it). */
  containerId: string;
  pagination: 'ajax' | 'infinite';
  infiniteMode: GalleryInfiniteMode;
  /** The gallery's title and the site's name, to retitle the document after an ajax change. */
  title: string;
  siteName: string;
  t: GalleryStrings;
  /** Tests only: the clock and the network. */
  timers?: Timers;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

type Phase = 'idle' | 'loading' | 'done' | 'error';

/**
 * The pager island: enhances a gallery container's pagination links. Ajax galleries swap the
 * container for the page asked for; infinite galleries append the next page on scrolling
 * (automatic) or from the load-more button (manually). It renders the status line (spec 8.3:
 * the error status) and the button; the links stay in the HTML for readers without JavaScript.
 */
export function GalleryPager(props: GalleryPagerProps) {
  const { containerId, pagination, infiniteMode, t } = props;
  const manual = pagination === 'infinite' && infiniteMode === 'manually';
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');
  const scroll = useRef<InfiniteScroll | null>(null);
  const settings = useRef(props);
  settings.current = props;

  useEffect(() => {
    const { timers = browserTimers, fetch: doFetch = (url, init) => fetch(url, init) } =
      settings.current;
    const container = document.getElementById(containerId);
    if (!container) return;
    const lang = (container.dataset.lang ?? document.documentElement.lang) as Lang;
    const failed = (status: number | null) =>
      status === null ? t.loadFailedNetwork : fillTemplate(t.loadFailed, { status });

    if (pagination === 'ajax') {
      const pager = createAjaxPager({
        document,
        window,
        fetch: doFetch,
        containerId,
        onEvent: (event: AjaxPagerEvent) => {
          if (event.type === 'loading') {
            setPhase('loading');
            setMessage(t.loading);
          } else if (event.type === 'replaced') {
            setPhase('idle');
            setMessage(fillTemplate(t.pageStatus, { page: event.page, count: event.pageCount }));
            document.title = galleryDocumentTitle({
              title: settings.current.title,
              page: event.page,
              pagedTitle: t.pagedTitle,
              siteName: settings.current.siteName,
            });
          } else {
            setPhase('error');
            setMessage(failed(event.status));
          }
        },
      });
      return () => pager.destroy();
    }

    container.dataset.rlInfinite = manual ? 'manually' : 'automatic';
    const onEvent = (event: InfiniteScrollEvent) => {
      switch (event.type) {
        case 'loading':
          setPhase('loading');
          setMessage(t.loading);
          break;
        case 'appended':
          setPhase('idle');
          setMessage(formatPlural(lang, t.itemsAdded, event.count));
          break;
        case 'done':
          setPhase('done');
          setMessage(t.allLoaded);
          break;
        case 'error':
          setPhase('error');
          // Spec 8.3: loading stops and the status shows; the links come back as a way on.
          container.dataset.rlInfinite = 'stopped';
          setMessage(failed(event.status));
          break;
      }
    };
    const infinite = createInfiniteScroll({
      container,
      window,
      fetch: doFetch,
      timers,
      button: manual,
      onEvent,
    });
    scroll.current = infinite;
    return () => {
      infinite.destroy();
      scroll.current = null;
    };
  }, [containerId, pagination, manual, t]);

  const showButton = manual && phase !== 'done' && phase !== 'error';
  return (
    <div className="rl-pager" data-phase={phase}>
      {showButton && (
        <button
          type="button"
          className="rl-load-more button"
          aria-controls={containerId}
          // Not `disabled`: a disabled button would drop the keyboard focus while loading.
          aria-disabled={phase === 'loading' ? true : undefined}
          onClick={() => {
            if (phase !== 'loading') void scroll.current?.loadNext();
          }}
        >
          {t.loadMore}
        </button>
      )}
      <p
        className={
          phase === 'error' ? 'rl-pager__status rl-pager__status--error' : 'rl-pager__status'
        }
        role="status"
      >
        {message}
      </p>
    </div>
  );
}
