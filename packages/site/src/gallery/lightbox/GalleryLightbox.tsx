import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { LightboxStrings } from '../galleryStrings.js';
import { browserTimers, type Timers } from '../timers.js';
import { groupLinks, groupOf, type LightboxItem, readItem } from './items.js';
import {
  createLightboxState,
  emitImageEvent,
  emitStateEvent,
  HIDE_IMAGE_EVENT,
  VIEW_IMAGE_EVENT,
} from './lightboxEvents.js';

const loadView = () => import('./LightboxView.js');
const LightboxView = lazy(loadView);

export interface GalleryLightboxProps {
  t: LightboxStrings;
  /** Tests only: the clock behind the idle bars. */
  timers?: Timers;
  /** Default 3000 ms (spec 9.10). */
  barsHideDelay?: number;
}

interface Session {
  items: LightboxItem[];
  index: number;
}

/**
 * The lightbox island. It renders nothing until a reader opens an item: a click (or Enter) on
 * any link whose `data-rel` (or `rel`) names a lightbox group opens that group at that item;
 * `norl` links stay links. Items are read from the page at that moment, so pages added by ajax
 * or infinite scroll join in. The lightbox itself loads on demand.
 */
export function GalleryLightbox({
  t,
  timers = browserTimers,
  barsHideDelay,
}: GalleryLightboxProps) {
  const [session, setSession] = useState<Session | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef<{ index: number; item: LightboxItem } | null>(null);
  const machine = useMemo(
    () => createLightboxState((from, to) => emitStateEvent(document, from, to)),
    [],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const group = link ? groupOf(link) : null;
      if (!link || !group) return;
      event.preventDefault();
      const links = groupLinks(document, group);
      opener.current = link;
      machine.transition('open');
      setSession({
        items: links.map((l) => readItem(l, { htmlDisallowed: t.htmlDisallowed })),
        index: Math.max(0, links.indexOf(link)),
      });
    };
    // Fetch the lightbox's code as soon as a reader heads for an item.
    const warm = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link && groupOf(link)) void loadView();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    // Says the page's items now open in the lightbox (scripts and tests can wait for it).
    document.documentElement.setAttribute('data-rl-lightbox', 'ready');
    return () => {
      document.documentElement.removeAttribute('data-rl-lightbox');
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [t, machine]);

  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView
        items={session.items}
        index={session.index}
        t={t}
        timers={timers}
        barsHideDelay={barsHideDelay}
        onView={(index) => {
          const item = session.items[index];
          if (!item) return;
          shown.current = { index, item };
          machine.transition('viewing');
          emitImageEvent(document, VIEW_IMAGE_EVENT, { url: item.url, index, type: item.type });
        }}
        onExited={() => {
          machine.transition('closed');
          const last = shown.current;
          if (last) {
            emitImageEvent(document, HIDE_IMAGE_EVENT, {
              url: last.item.url,
              index: last.index,
              type: last.item.type,
            });
          }
          shown.current = null;
          // Focus goes back to the item that opened the lightbox (or, if ajax replaced it, to
          // its gallery).
          const back = opener.current;
          if (back?.isConnected) back.focus();
          else document.querySelector<HTMLElement>('.rl-gallery-container')?.focus();
        }}
        onClose={() => setSession(null)}
      />
    </Suspense>
  );
}
