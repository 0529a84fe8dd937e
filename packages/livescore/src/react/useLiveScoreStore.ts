import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { webSocketUrl } from '../core/connectionUrl.js';
import type { KeyValueStorage } from '../core/storage.js';
import {
  createLiveScoreStore,
  type LiveScoreSnapshot,
  type LiveScoreStore,
} from '../core/store.js';
import type { LiveTransport } from '../core/transport.js';
import { centrifugeTransport } from './centrifugeTransport.js';

export interface LiveScoreStoreProps {
  /** Language of the RPCs (league and country names). @default 'en' */
  lang?: string;
  /** WebSocket endpoint. @default the page's origin + '/ws' */
  url?: string;
  /** rpcSport: the channel of live updates. @default 'football' */
  channel?: string;
  /** Another transport than the official client over `url` (tests, custom hosts). */
  transport?: LiveTransport | (() => LiveTransport);
  /** A store built by the host; the widget then ignores url, transport and channel. */
  store?: LiveScoreStore;
  /**
   * The match list as the page's server loaded it (`getMatches`' data): the server renders
   * the card, not the loader, so the page keeps its height when the widget starts.
   */
  initialMatches?: readonly unknown[] | null;
}

/**
 * The store for one widget, started while the component is mounted. Creating a store has no
 * side effect (the connection opens in `start`), so React may create and drop one during
 * render; strict mode's stop-and-start runs on a fresh connection each time.
 */
export function useLiveScoreStore(props: LiveScoreStoreProps): LiveScoreStore {
  const { lang, url, channel, transport, store: given, initialMatches } = props;
  // The server's list counts for the first render only; later stores load their own.
  const initialList = useRef(initialMatches);
  const store = useMemo(
    () =>
      given ??
      createLiveScoreStore({
        transport:
          transport ?? (() => centrifugeTransport(url ?? webSocketUrl(window.location.href))),
        lang,
        channel,
        storage: browserStorage(),
        initialMatches: initialList.current,
      }),
    [given, transport, url, lang, channel],
  );
  useEffect(() => {
    store.start();
    // Offline is said at once; back online, the transport's own retries reconnect.
    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      store.stop();
    };
  }, [store]);
  return store;
}

/** The snapshot, joined to React; the server renders the initial (loading) snapshot. */
export function useLiveScoreSnapshot(store: LiveScoreStore): LiveScoreSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** `localStorage` where it exists and may be touched (a sandboxed iframe throws on access). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
