import { RPC_GET_MATCH_DETAIL, RPC_GET_MATCHES, SPORT } from './contract.js';
import { consoleLogger, type Logger } from './logMessages.js';
import { REFETCH_STAGES } from './refetchStages.js';
import { MARK_DURATIONS, type MarkDurations } from './scoreMarks.js';
import type { KeyValueStorage } from './storage.js';
import { systemTimers, type TimerProvider } from './timers.js';
import type { LiveTransport } from './transport.js';

/** The store's options; every one but `transport` has a default (spec 9.8 for the numbers). */
export interface LiveScoreOptions {
  /** The real-time connection, or a factory called at each start (preferred: it is lazy). */
  transport: LiveTransport | (() => LiveTransport);
  /**
   * Language sent with the RPCs, so league and country names come back localized.
   * @default 'en'
   */
  lang?: string;
  /**
   * rpcSport (spec 3.8): the channel that carries live updates.
   * @default 'football'
   */
  channel?: string;
  /**
   * RPC method names: the match list (spec 7.3) and the full match (spec 4.8).
   * @default { matches: 'getMatches', detail: 'getMatchDetail' }
   */
  methods?: { matches: string; detail: string };
  /**
   * Where the selected match's slug is kept under `matchSlug`; null keeps nothing.
   * @default null (the React widget passes `window.localStorage`)
   */
  storage?: KeyValueStorage | null;
  /** @default systemTimers */
  timers?: TimerProvider;
  /** @default consoleLogger */
  logger?: Logger;
  /**
   * Automatic reload of the list (spec 4.7), reset by each update of the selected match.
   * @default 600000
   */
  refreshInterval?: number;
  /**
   * Further attempts after a failed RPC before it counts as empty (spec 7.3).
   * @default 3
   */
  rpcRetries?: number;
  /**
   * Wait between RPC attempts, in ms (the spec gives none; this spares a struggling server).
   * @default 1000
   */
  rpcRetryDelay?: number;
  /**
   * Stages that trigger a refetch of the full selected match (spec 4.8).
   * @default REFETCH_STAGES
   */
  refetchStages?: ReadonlySet<string>;
  /** @default { up: 45000, down: 8000 } */
  markDurations?: MarkDurations;
  /**
   * The list as the page's server loaded it (`getMatches`' `data`): the first snapshot shows
   * it, so the server's HTML already holds the card and nothing moves when the widget starts.
   * An empty list shows the empty state. The list is loaded again once connected.
   * @default null (the loader shows)
   */
  initialMatches?: readonly unknown[] | null;
  /**
   * Without a connection after this long (ms), the snapshot says so (`problem: 'timeout'`)
   * while the transport keeps retrying (spec 9.8: 60000).
   * @default 60000
   */
  connectTimeout?: number;
}

export type ResolvedOptions = Required<LiveScoreOptions>;

export const DEFAULT_OPTIONS: Omit<ResolvedOptions, 'transport'> = {
  lang: 'en',
  channel: SPORT,
  methods: { matches: RPC_GET_MATCHES, detail: RPC_GET_MATCH_DETAIL },
  storage: null,
  timers: systemTimers,
  logger: consoleLogger,
  refreshInterval: 600_000,
  rpcRetries: 3,
  rpcRetryDelay: 1_000,
  refetchStages: REFETCH_STAGES,
  markDurations: MARK_DURATIONS,
  initialMatches: null,
  connectTimeout: 60_000,
};

export function resolveOptions(options: LiveScoreOptions): ResolvedOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as LiveScoreOptions;
  return { ...DEFAULT_OPTIONS, ...defined };
}
