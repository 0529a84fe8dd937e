import { createRoot, type Root } from 'react-dom/client';
import { webSocketUrl } from '../core/connectionUrl.js';
import type { LiveTransport } from '../core/transport.js';
import { centrifugeTransport } from '../react/centrifugeTransport.js';
import { LiveScoreWidget } from '../react/LiveScoreWidget.js';

/** Spec 2.2: the placeholder a host page puts where the widget goes. */
export const PLACEHOLDER_SELECTOR = '[data-place="widget-live-match"]';
/** Spec 2.2: the container that replaces it. */
export const CONTAINER_ID = 'wgWidgetScreen';

export interface MountOptions {
  /** The embed script's own URL: its origin gives the default `/ws` endpoint. */
  scriptUrl: string | null;
  /** Builds the connection for a URL. @default centrifugeTransport */
  createTransport?: (url: string) => LiveTransport;
}

/**
 * Replaces each placeholder with a `wgWidgetScreen` container holding the widget. Settings
 * come from the placeholder's data attributes: `data-lang` (default en), `data-url`,
 * `data-empty-text`, `data-time-zone`. Returns the React roots (for tests and hot unmounts).
 */
export function mountWidgets(doc: Document, options: MountOptions): Root[] {
  const placeholders = Array.from(doc.querySelectorAll<HTMLElement>(PLACEHOLDER_SELECTOR));
  return placeholders.map((placeholder, index) => {
    const { lang, url, emptyText, timeZone } = placeholder.dataset;
    const container = doc.createElement('div');
    // An id is unique in a page: a second widget (rare) gets a suffixed one.
    container.id = index === 0 ? CONTAINER_ID : `${CONTAINER_ID}-${index + 1}`;
    placeholder.replaceWith(container);
    const endpoint = url || webSocketUrl(options.scriptUrl ?? doc.location.href);
    const createTransport = options.createTransport ?? centrifugeTransport;
    const root = createRoot(container);
    root.render(
      <LiveScoreWidget
        lang={lang || 'en'}
        transport={() => createTransport(endpoint)}
        // Logos in the data are relative to the data's site, not to the host page.
        url={endpoint}
        emptyText={emptyText || undefined}
        timeZone={timeZone || undefined}
      />,
    );
    return root;
  });
}
