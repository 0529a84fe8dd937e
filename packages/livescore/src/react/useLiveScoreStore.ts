import { useEffect, useMemo, useSyncExternalStore } from 'react';
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
}

/**
 * The store for one widget, started while the component is mounted. Creating a store has no
 * side effect (the connection opens in `start`), so React may create and drop one during
 * render; strict mode's stop-and-start runs on a fresh connection each time.
 */
export function useLiveScoreStore(props: LiveScoreStoreProps): LiveScoreStore {
  const { lang, url, channel, transport, store: given } = props;
  const store = useMemo(
    () =>
      given ??
      createLiveScoreStore({
        transport:
          transport ?? (() => centrifugeTransport(url ?? webSocketUrl(window.location.href))),
        lang,
        channel,
        storage: browserStorage(),
      }),
    [given, transport, url, lang, channel],
  );
  useEffect(() => {
    store.start();
    return () => store.stop();
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
