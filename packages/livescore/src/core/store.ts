import type { Period } from './contract.js';
import { loadMatches, readMatches } from './loadMatches.js';
import { LOG_MESSAGES } from './logMessages.js';
import { isRecord, normalizeMatch, type WidgetMatch } from './matchModel.js';
import { applyUpdate } from './mergeUpdate.js';
import { type Notice, noticeFor } from './notice.js';
import { type LiveScoreOptions, resolveOptions } from './options.js';
import { needsRefetch } from './refetchStages.js';
import { callWithRetry, type RetryPolicy } from './rpcRetry.js';
import { createScoreMarks, type MatchMarks, type Side, scoreDirection } from './scoreMarks.js';
import { selectMatch } from './selection.js';
import { isFinalStage } from './stages.js';
import { readSlug, writeSlug } from './storage.js';
import type { TimerId } from './timers.js';
import type {
  ConnectionState,
  LiveTransport,
  SubscriptionState,
  TransportEvents,
} from './transport.js';

/** Spec 2.2: what the widget screen shows. */
export type WidgetStatus = 'loading' | 'empty' | 'ready';

/**
 * Why the widget cannot follow the matches right now: no connection after the time-out
 * (spec 9.8), or the browser says it is offline. The transport keeps retrying meanwhile.
 */
export type ConnectionProblem = 'timeout' | 'offline' | null;

/** A change of the shown match's score, to be announced politely (a new id each time). */
export interface ScoreAnnouncement {
  id: number;
  slug: string;
}

/** Everything the widget renders, as one immutable value (a new object on every change). */
export interface LiveScoreSnapshot {
  status: WidgetStatus;
  connection: ConnectionState;
  subscription: SubscriptionState;
  /** The loaded list, in kick-off order. */
  matches: readonly WidgetMatch[];
  /** The shown match (spec 4.6); null unless status is 'ready'. */
  selected: WidgetMatch | null;
  notice: Notice;
  /** The shown match's score marks (spec 4.5). */
  marks: MatchMarks;
  announcement: ScoreAnnouncement | null;
  problem: ConnectionProblem;
}

export type SnapshotListener = (next: LiveScoreSnapshot, previous: LiveScoreSnapshot) => void;

export interface LiveScoreStore {
  /** useSyncExternalStore's contract; listeners also receive the new and old snapshot. */
  subscribe(listener: SnapshotListener): () => void;
  getSnapshot(): LiveScoreSnapshot;
  /** Opens the connection; the list loads once it is established (spec 4.7). */
  start(): void;
  /** Closes the connection and cancels every timer; `start` may follow. */
  stop(): void;
  /** Runs the load sequence now (the automatic refresh calls this). */
  reload(): Promise<void>;
  /** Applies a live update (spec 4.8); the transport's publications arrive here. */
  handleUpdate(update: unknown): void;
  /** Opens or closes the shown match's details, fetching them the first time. */
  toggleDetails(): void;
  /** The browser's `online`/`offline` events: offline is a problem at once. */
  setOnline(online: boolean): void;
}

interface State {
  status: WidgetStatus;
  connection: ConnectionState;
  subscription: SubscriptionState;
  matches: readonly WidgetMatch[];
  selectedSlug: string | null;
  announcement: ScoreAnnouncement | null;
  timedOut: boolean;
  offline: boolean;
}

const NO_MARKS: MatchMarks = { home: null, away: null };
const SIDES: readonly Side[] = ['home', 'away'];

/**
 * The widget's state without any DOM or framework (design.md 7: React Aria's state layer,
 * TanStack Query's core). React joins through `subscribe`/`getSnapshot`; every timer goes
 * through the injected provider; every change goes through `setState`, which hands
 * listeners the new and the old snapshot (centrifuge-js `_setState`).
 */
export function createLiveScoreStore(options: LiveScoreOptions): LiveScoreStore {
  const o = resolveOptions(options);
  const { timers, logger, storage } = o;
  const policy: RetryPolicy = {
    retries: o.rpcRetries,
    retryDelay: o.rpcRetryDelay,
    timers,
    logger,
  };
  const listeners = new Set<SnapshotListener>();
  const marks = createScoreMarks(timers, o.markDurations, () => setState({}));

  // The server's list, selected without the reader's stored choice: the first render must be
  // the server's HTML exactly (hydration); the load after connecting applies rule 1.
  const initial = readMatches({ data: o.initialMatches ?? [] });
  let state: State = {
    status: o.initialMatches === null ? 'loading' : initial.length > 0 ? 'ready' : 'empty',
    connection: 'disconnected',
    subscription: 'unsubscribed',
    matches: initial,
    selectedSlug: selectMatch(initial, null).slug,
    announcement: null,
    timedOut: false,
    offline: false,
  };
  let snapshot = toSnapshot(state);
  let transport: LiveTransport | null = null;
  let running = false;
  let initialLoadStarted = false;
  let loadToken = 0;
  let refreshTimer: TimerId;
  let connectTimer: TimerId;
  let endedTimer: TimerId;
  let announcements = 0;
  const detailsInFlight = new Set<string>();
  const detailsAgain = new Set<string>();

  function toSnapshot(s: State): LiveScoreSnapshot {
    const selected = s.matches.find((m) => m.slug === s.selectedSlug) ?? null;
    return {
      status: s.status,
      connection: s.connection,
      subscription: s.subscription,
      matches: s.matches,
      selected,
      notice: noticeFor(selected),
      marks: (selected && marks.get()[selected.slug]) || NO_MARKS,
      announcement: s.announcement,
      problem: s.offline ? 'offline' : s.timedOut ? 'timeout' : null,
    };
  }

  function setState(patch: Partial<State>): void {
    const previous = snapshot;
    state = { ...state, ...patch };
    snapshot = toSnapshot(state);
    for (const listener of listeners) listener(snapshot, previous);
  }

  const logUnknownStage = (stage: string) => logger.warn(LOG_MESSAGES.unknownStageInData, stage);

  function scheduleRefresh(): void {
    timers.clearTimeout(refreshTimer);
    refreshTimer = timers.setTimeout(() => void reload(), o.refreshInterval);
  }

  /** Marks the scores that moved and says whether the shown match's score did. */
  function markScores(previous: WidgetMatch | undefined, next: WidgetMatch): boolean {
    if (!previous) return false;
    let moved = false;
    for (const side of SIDES) {
      const direction = scoreDirection(previous[side].score, next[side].score);
      if (direction) {
        marks.mark(next.slug, side, direction);
        moved = true;
      }
    }
    return moved && next.slug === state.selectedSlug;
  }

  function announce(slug: string): ScoreAnnouncement {
    announcements += 1;
    return { id: announcements, slug };
  }

  async function reload(refetching = false): Promise<void> {
    const token = ++loadToken;
    const current = transport;
    if (!current) return;
    timers.clearTimeout(refreshTimer);
    const result = await loadMatches(
      (period: Period) => current.rpc(o.methods.matches, { lang: o.lang, period }),
      policy,
      logUnknownStage,
    );
    if (token !== loadToken || !running) return;
    scheduleRefresh();
    if (result.matches.length === 0) {
      logger.info(LOG_MESSAGES.dataEmpty);
      setState({ status: 'empty', matches: [], selectedSlug: null });
      return;
    }
    const before = new Map(state.matches.map((m) => [m.slug, m]));
    const selection = selectMatch(result.matches, readSlug(storage));
    writeSlug(storage, selection.stored);
    let announcement = state.announcement;
    const matches = result.matches.map((match) => {
      const previous = before.get(match.slug);
      if (!previous) return match;
      if (markScores(previous, match) && match.slug === selection.slug) {
        announcement = announce(match.slug);
      }
      // The reader's open details stay open across reloads.
      return { ...match, details: { ...previous.details, loading: false } };
    });
    setState({ status: 'ready', matches, selectedSlug: selection.slug, announcement });
    // Rule 2 of spec 4.6, once: the reload after it remembers the new choice.
    if (selection.refetch && !refetching) await reload(true);
  }

  function handleUpdate(update: unknown): void {
    const { matches, outcome } = applyUpdate(state.matches, update);
    if (outcome.kind === 'empty') {
      logger.info(LOG_MESSAGES.updateEmpty, update);
      return;
    }
    if (outcome.kind === 'absent') {
      logger.info(LOG_MESSAGES.matchAbsent, outcome.slug);
      return;
    }
    if (outcome.unknownStage !== null) {
      logger.warn(LOG_MESSAGES.unknownStageInUpdate, outcome.unknownStage);
    }
    const { previous, match } = outcome;
    const isSelected = match.slug === state.selectedSlug;
    // The selected match is alive: the next full reload can wait another interval.
    if (isSelected && running) scheduleRefresh();
    const moved = markScores(previous, match);
    setState({ matches, announcement: moved ? announce(match.slug) : state.announcement });
    if (isSelected && isRecord(update) && needsRefetch(previous.stage, update, o.refetchStages)) {
      void refetchDetail(match.slug);
    }
    // Over, or announced again (the next day's programme): the list as it now stands.
    const ended = previous.live && !match.live;
    const rescheduled = match.stage === 'plan' && previous.stage !== 'plan';
    if (isSelected && running && (ended || rescheduled)) reloadAfterEnd(match);
  }

  /**
   * The shown match is over (or called off): the next one to show, and the notice's claim
   * about the days ahead, need the list as it now stands (tomorrow's included when today's
   * matches are all over). Updates of the same moment are gathered into one reload.
   */
  function reloadAfterEnd(match: WidgetMatch): void {
    if (!isFinalStage(match.stage) && match.stage !== 'plan') return;
    timers.clearTimeout(endedTimer);
    endedTimer = timers.setTimeout(() => void reload(), 0);
  }

  function patchMatch(slug: string, patch: (match: WidgetMatch) => WidgetMatch): void {
    const index = state.matches.findIndex((m) => m.slug === slug);
    const match = state.matches[index];
    if (!match) return;
    const matches = state.matches.slice();
    matches[index] = patch(match);
    setState({ matches });
  }

  /** The full match (RPC getMatchDetail): fresh fields for the card, events for the details. */
  async function refetchDetail(slug: string): Promise<void> {
    const current = transport;
    if (!current) return;
    if (detailsInFlight.has(slug)) {
      // One call at a time per match; an update during it asks for one more afterwards.
      detailsAgain.add(slug);
      return;
    }
    detailsInFlight.add(slug);
    patchMatch(slug, (m) => ({ ...m, details: { ...m.details, loading: true } }));
    const reply = await callWithRetry(
      `getMatchDetail ${slug}`,
      () => current.rpc(o.methods.detail, { slug, lang: o.lang }),
      null,
      policy,
    );
    detailsInFlight.delete(slug);
    if (!running || transport !== current) return;
    const fresh = readDetail(reply);
    if (reply !== null && !fresh) logger.warn(LOG_MESSAGES.detailFailed, slug);
    const previous = state.matches.find((m) => m.slug === slug);
    if (!previous) return;
    let next: WidgetMatch;
    let announcement = state.announcement;
    if (fresh && fresh.slug === slug) {
      next = {
        ...fresh,
        details: {
          show: previous.details.show,
          loading: false,
          events: fresh.details.events ?? [],
        },
      };
      if (markScores(previous, next)) announcement = announce(slug);
    } else {
      // Failed or unusable: the details say "Information will be available later".
      next = {
        ...previous,
        details: { ...previous.details, loading: false, events: previous.details.events ?? [] },
      };
    }
    const matches = state.matches.map((m) => (m.slug === slug ? next : m));
    setState({ matches, announcement });
    if (detailsAgain.delete(slug)) await refetchDetail(slug);
  }

  /** The reply is the match itself; `{ data: match }` is accepted too. */
  function readDetail(reply: unknown): WidgetMatch | null {
    const raw = isRecord(reply) && !('slug' in reply) && isRecord(reply.data) ? reply.data : reply;
    return normalizeMatch(raw, logUnknownStage);
  }

  function toggleDetails(): void {
    const selected = snapshot.selected;
    if (!selected) return;
    const show = !selected.details.show;
    patchMatch(selected.slug, (m) => ({ ...m, details: { ...m.details, show } }));
    if (show && selected.details.events === null && !selected.details.loading) {
      void refetchDetail(selected.slug);
    }
  }

  function start(): void {
    if (running) return;
    running = true;
    initialLoadStarted = false;
    const opened = typeof o.transport === 'function' ? o.transport() : o.transport;
    transport = opened;
    // Reports from a transport that has since been closed are ignored.
    const events: TransportEvents = {
      connectionState(next) {
        if (transport !== opened) return;
        if (next === 'connected') {
          timers.clearTimeout(connectTimer);
          connectTimer = undefined;
          setState({ connection: next, timedOut: false });
        } else {
          watchConnection();
          setState({ connection: next });
        }
        if (next === 'connected' && !initialLoadStarted) {
          initialLoadStarted = true;
          void reload();
        }
      },
      subscriptionState(next) {
        if (transport === opened) setState({ subscription: next });
      },
      publication(data) {
        if (transport === opened) handleUpdate(data);
      },
      missedPublications() {
        if (transport === opened && initialLoadStarted) void reload();
      },
    };
    watchConnection();
    opened.open(o.channel, events);
  }

  /** Spec 9.8's time-out: without a connection by then, say so (the transport keeps trying). */
  function watchConnection(): void {
    if (connectTimer !== undefined) return;
    connectTimer = timers.setTimeout(() => {
      connectTimer = undefined;
      if (running && state.connection !== 'connected') setState({ timedOut: true });
    }, o.connectTimeout);
  }

  function setOnline(online: boolean): void {
    if (state.offline === !online) return;
    setState({ offline: !online });
  }

  function stop(): void {
    if (!running) return;
    running = false;
    loadToken += 1;
    timers.clearTimeout(refreshTimer);
    timers.clearTimeout(connectTimer);
    timers.clearTimeout(endedTimer);
    connectTimer = undefined;
    marks.clearAll();
    detailsInFlight.clear();
    detailsAgain.clear();
    const closing = transport;
    transport = null;
    closing?.close();
    setState({ connection: 'disconnected', subscription: 'unsubscribed', timedOut: false });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start,
    stop,
    reload: () => reload(),
    handleUpdate,
    toggleDetails,
    setOnline,
  };
}
