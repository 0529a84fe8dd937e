import { type ChangeRequest, type KeyedSlide, resolveRequest } from './ChangeRequest.js';
import { type Clock, Timer } from './Clock.js';
import type { SlideOrder } from './SlideOrder.js';

/**
 * The slide change sequence of spec 4.1 as states, so the renderer only animates:
 *
 *   idle → preparing (target's content and images) → out (current layers leave)
 *        → in (pointers move; new layers enter) → idle
 *
 * The renderer calls `completePhase()` when its "out" or "in" animation has finished (at once
 * under prefers-reduced-motion). A request while a scene animates waits `nav.nd` ms and tries
 * again when nd > 0; with nd 0 it takes over at once. A request while the module is outside
 * the viewport waits until it enters (the latest one wins).
 */
export type ChangePhase = 'idle' | 'preparing' | 'out' | 'in';

/** Who asked: the slideshow walks the play order, everyone else the navigation order. */
export type ChangeSource = 'user' | 'slideshow' | 'api' | 'deeplink';

export interface ChangeState {
  phase: ChangePhase;
  previous: string | null;
  current: string;
  /** The slide the play order continues with: the one to preload. */
  next: string | null;
  /** The slide a running change leads to. */
  target: string | null;
  /** A request held until the module enters the viewport. */
  deferred: ChangeRequest | null;
  /** A request held for `nav.nd` ms while a scene animates. */
  queued: ChangeRequest | null;
}

export interface ChangeEvents {
  /** Every request as it arrives (also those that are then deferred or queued). */
  'sr.slide.changeRequest': { request: ChangeRequest; source: ChangeSource };
  /** A change starts (the engine's "onbeforeswap"). */
  beforeChange: { current: string; next: string; source: ChangeSource };
  /** The pointers moved: `current` is the new slide, its layers start to enter. */
  afterChange: { previous: string; current: string; source: ChangeSource };
  /** The change sequence finished: the new slide's layers are in. */
  ended: { previous: string | null; current: string };
}

export type RequestOutcome = 'started' | 'queued' | 'deferred' | 'same' | 'ignored';

export interface SlideChangerOptions {
  order: SlideOrder;
  slides: readonly KeyedSlide[];
  initial: string;
  clock: Clock;
  /** `nav.nd`: ms a request waits while a scene animates (0: no waiting). */
  nd: number;
  emit: <K extends keyof ChangeEvents>(type: K, detail: ChangeEvents[K]) => void;
  onState: (state: ChangeState) => void;
  /** Loads what a slide needs before it is shown (lazy layers, images). Failures still show it. */
  prepare?: (slideId: string) => Promise<void> | void;
  inViewport?: boolean;
  /** The first slide is shown already: its "in" ends as soon as it is prepared. */
  entered?: boolean | undefined;
}

export interface SlideChanger {
  request(request: ChangeRequest, source?: ChangeSource): RequestOutcome;
  completePhase(): void;
  setInViewport(inViewport: boolean): void;
  /** Loads a slide ahead of time (e.g. the next one while the current one plays). */
  prepare(slideId: string): void;
  /** Recomputes `next` after the order changed (slides removed after `hal` loops). */
  refreshNext(): void;
  state(): ChangeState;
  destroy(): void;
}

export function SlideChanger(options: SlideChangerOptions): SlideChanger {
  const { order, slides, clock, emit } = options;
  const queueTimer = Timer(clock);
  const prepared = new Map<string, 'preparing' | 'prepared'>();
  let inViewport = options.inViewport ?? true;
  let source: ChangeSource = 'api';
  let pending: { request: ChangeRequest; source: ChangeSource } | null = null;
  let destroyed = false;
  let state: ChangeState = {
    phase: 'preparing',
    previous: null,
    current: options.initial,
    next: order.step(options.initial, 1, 'play'),
    target: options.initial,
    deferred: null,
    queued: null,
  };

  function set(patch: Partial<ChangeState>): void {
    state = { ...state, ...patch };
    options.onState(state);
  }

  function prepare(id: string): void {
    if (prepared.has(id) || destroyed) return;
    prepared.set(id, 'preparing');
    // A preparation that throws or fails still shows the slide (its valid part).
    let result: Promise<void> | undefined;
    try {
      result = options.prepare?.(id) as Promise<void> | undefined;
    } catch {}
    const done = () => onPrepared(id);
    if (result) result.then(done, done);
    else done();
  }

  function onPrepared(id: string): void {
    prepared.set(id, 'prepared');
    if (destroyed || state.phase !== 'preparing' || state.target !== id) return;
    // The first slide has nothing to leave: it goes straight to "in" (and on to rest, when it
    // is on the page already).
    if (id === state.current) {
      set({ phase: 'in', target: null });
      if (options.entered) completePhase();
    } else set({ phase: 'out' });
  }

  function request(req: ChangeRequest, from: ChangeSource = 'api'): RequestOutcome {
    emit('sr.slide.changeRequest', { request: req, source: from });
    return attempt(req, from);
  }

  function attempt(req: ChangeRequest, from: ChangeSource): RequestOutcome {
    if (destroyed) return 'ignored';
    if (!inViewport) {
      pending = { request: req, source: from };
      set({ deferred: req });
      return 'deferred';
    }
    const busy = state.phase !== 'idle';
    if (busy && options.nd > 0) {
      pending = { request: req, source: from };
      set({ queued: req });
      queueTimer.start(options.nd, runPending);
      return 'queued';
    }
    const target = resolveRequest(req, {
      order,
      slides,
      current: state.current,
      scope: from === 'slideshow' ? 'play' : 'navigation',
    });
    if (target === null) return 'ignored';
    if (target === state.current) {
      // A request back to the slide on screen during its own change cancels the change.
      if (busy && state.target !== null) set({ phase: 'in', target: null });
      return 'same';
    }
    source = from;
    emit('beforeChange', { current: state.current, next: target, source: from });
    set({ phase: 'preparing', target, queued: null, deferred: null });
    prepare(target);
    if (prepared.get(target) === 'prepared' && state.phase === 'preparing') set({ phase: 'out' });
    return 'started';
  }

  function runPending(): void {
    const held = pending;
    pending = null;
    if (!held) return;
    set({ queued: null, deferred: null });
    attempt(held.request, held.source);
  }

  function completePhase(): void {
    if (destroyed) return;
    if (state.phase === 'out' && state.target !== null) {
      const previous = state.current;
      const current = state.target;
      const next = order.step(current, 1, 'play');
      set({ phase: 'in', previous, current, target: null, next });
      emit('afterChange', { previous, current, source });
      // The slide after the arriving one loads now (its images, off the main thread): a reader
      // who goes on finds it ready, and that change starts without a "preparing" render.
      if (next) prepare(next);
    } else if (state.phase === 'in') {
      set({ phase: 'idle', next: order.step(state.current, 1, 'play') });
      emit('ended', { previous: state.previous, current: state.current });
    }
  }

  function setInViewport(value: boolean): void {
    inViewport = value;
    if (value && state.deferred !== null) runPending();
  }

  function destroy(): void {
    destroyed = true;
    queueTimer.stop();
  }

  // The first slide is prepared like any other; it then goes straight to "in".
  prepare(options.initial);

  return {
    request,
    completePhase,
    refreshNext: () => set({ next: order.step(state.current, 1, 'play') }),
    setInViewport,
    prepare,
    state: () => state,
    destroy,
  };
}
