import { announcement } from './Announcer.js';
import type { ChangeRequest } from './ChangeRequest.js';
import { type Clock, systemClock } from './Clock.js';
import { hashForSlide, slideFromHash } from './DeepLink.js';
import type { FetchLike } from './data/Http.js';
import { EventEmitter } from './EventEmitter.js';
import { FrameRate } from './FrameRate.js';
import { consoleLogger, type Logger } from './Messages.js';
import type { Slide, SliderModule } from './model/ParseModule.js';
import { progressValue } from './Progress.js';
import {
  type ChangeEvents,
  type ChangeSource,
  type ChangeState,
  type RequestOutcome,
  SlideChanger,
} from './SlideChanger.js';
import { SlideOrder } from './SlideOrder.js';
import {
  type PauseReason,
  Slideshow,
  type SlideshowEvents,
  type SlideshowState,
} from './Slideshow.js';
import { Store } from './Store.js';

/**
 * One module's engine: the order, the change sequence and the slideshow wired together, with a
 * store for the renderer (`subscribe` + `getSnapshot`, made for `useSyncExternalStore`), typed
 * events for the host page, and the imperative API (next, prev, goTo, pause, resume). It owns
 * no DOM: the renderer reports the viewport, the tab, hover and focus, and when its animations
 * end; the window is reached only through the injected `setHash`.
 */
export interface EngineEvents extends ChangeEvents, SlideshowEvents {
  /** The average frame rate of a 4000 ms window fell under 30 fps. */
  'sr7.lowfps': { fps: number };
  /** Slides left the order after their `hal` loops. */
  slidesRemoved: { ids: string[] };
}

export interface EngineSnapshot extends ChangeState {
  /** Play order: slide ids. */
  play: readonly string[];
  /** Navigation order: the play order without `hfn` slides. */
  navigation: readonly string[];
  slideshow: SlideshowState;
  pauseReasons: readonly PauseReason[];
  loopsLeft: number;
  /** The live-region text for the current slide. */
  announcement: string;
  inViewport: boolean;
}

/** A lazily loaded feature (carousel, media, …) attaching itself to an engine. */
export interface EnginePlugin {
  name: string;
  /** Returns its cleanup. */
  setup(engine: SliderEngine, host: PluginHost): (() => void) | undefined;
  /**
   * Runs before the module is drawn (and before any engine exists), for a part that changes
   * what the module shows: a stream's items become its slides. Never rejects.
   */
  prepare?(module: SliderModule, context: PrepareContext): Promise<SliderModule>;
}

/**
 * What the renderer knows about the module's place and a plugin may need: where the module's
 * data came from (a modal it opens loads from the same server), its language, its logger.
 */
export interface PluginHost {
  source: {
    restBase?: string | undefined;
    ajaxUrl?: string | undefined;
    fetch?: FetchLike | undefined;
    /** Where the opener's web fonts come from (the embed's `data-font-base`): a modal's too. */
    fontBase?: string | undefined;
  };
  lang?: string | undefined;
  logger: Logger;
}

/** Where a part that prepares a module may fetch from, and what it says. */
export interface PrepareContext {
  fetch?: FetchLike | undefined;
  restBase?: string | undefined;
  ajaxUrl?: string | undefined;
  /** The page's language, for the content a part fetches. */
  lang?: string | undefined;
  logger: Logger;
}

export interface EngineOptions {
  /** Default: the page's clock. */
  clock?: Clock;
  /** Default: the page's console. */
  logger?: Logger;
  /** For `slideshow.shuffle`. Default Math.random. */
  random?: () => number;
  /** The page URL's hash at load (deep links). */
  hash?: string;
  /** Writes the hash when `browser.useURLDeeplink` is on (e.g. via history.replaceState). */
  setHash?: (hash: string) => void;
  /** Loads what a slide needs before it shows (images, lazy layers). */
  prepare?: (slide: Slide) => Promise<void> | void;
  /** Whether the module starts inside the viewport. Default true. */
  inViewport?: boolean;
  /**
   * The first slide is on the page already (the server rendered it): it has no entrance to
   * play, so its "in" ends as soon as it is prepared.
   */
  entered?: boolean;
  plugins?: readonly EnginePlugin[];
  /** The announcement's words in the page's language ("Diapositive {n} sur {total}"). */
  announce?: string;
  /** Handed to each plugin. Default: no source (the default routes), the engine's logger. */
  host?: Omit<PluginHost, 'logger'>;
}

export interface SliderEngine {
  readonly module: SliderModule;
  getSnapshot(): EngineSnapshot;
  subscribe(listener: () => void): () => void;
  on: EventEmitter<EngineEvents>['on'];
  off: EventEmitter<EngineEvents>['off'];
  next(): RequestOutcome;
  prev(): RequestOutcome;
  /** Any change request: "+1", "-1", an index, "#key". */
  goTo(request: ChangeRequest, source?: ChangeSource): RequestOutcome;
  /** Pauses the slideshow for a reason (default "user": the rotation control). */
  pause(reason?: PauseReason): void;
  resume(reason?: PauseReason): void;
  setPauseReason(reason: PauseReason, active: boolean): void;
  setInViewport(inViewport: boolean): void;
  setTabHidden(hidden: boolean): void;
  /** The renderer's "out" or "in" animation finished. */
  completePhase(): void;
  /** Readies a slide ahead of any change to it (its images): that change then starts at once. */
  prepare(id: string): void;
  /** Slideshow progress of the current slide, 0–1. */
  slideProgress(now?: number): number;
  /** Progress-bar value per `pbar.base` (slide or all), 0–1. */
  progress(now?: number): number;
  /** An animation frame's timestamp, for the frame-rate check. */
  frame(timeStamp: number): void;
  /** The page's hash changed: follow a deep link. */
  hashChanged(hash: string): RequestOutcome;
  slide(id: string): Slide | undefined;
  destroy(): void;
}

export function SliderEngine(module: SliderModule, options: EngineOptions = {}): SliderEngine {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const { settings } = module;
  const hero = settings.type === 'hero';
  const byId = new Map(module.slides.map((s) => [s.id, s]));
  const events = EventEmitter<EngineEvents>((error) => logger.error(error));
  const order = SlideOrder(module.slides, {
    hero,
    shuffle: settings.slideshow.shuffle ? (options.random ?? Math.random) : null,
  });
  const moduleName = settings.title || settings.alias;
  const initial =
    (options.hash ? slideFromHash(options.hash, module.slides, orderLists()) : null) ??
    (order.play()[0] as string);
  let inViewport = options.inViewport ?? true;
  let destroyed = false;

  function orderLists() {
    return { play: order.play(), navigation: order.navigation() };
  }

  const cleanups: (() => void)[] = [];
  // Assigned right below; the slideshow and the store are built first because the changer
  // reports its first state while it is being created.
  let changer: SlideChanger | null = null;

  const slideshow = Slideshow({
    clock,
    auto: settings.slideshow.auto && !hero && order.play().length > 1,
    loop: settings.slideshow.loop,
    stopAt: settings.slideshow.stopAt,
    pauseOnHover: settings.slideshow.sOH,
    emit: (type, detail) => events.emit(type, detail as EngineEvents[typeof type]),
    onElapsed: () => changer?.request('+1', 'slideshow'),
    onState: () => refresh(),
  });

  const store = Store<EngineSnapshot>(
    snapshotFrom({
      phase: 'preparing',
      previous: null,
      current: initial,
      next: order.step(initial, 1, 'play'),
      target: initial,
      deferred: null,
      queued: null,
    }),
  );

  changer = SlideChanger({
    order,
    slides: module.slides,
    initial,
    clock,
    nd: settings.nav.nd,
    inViewport,
    entered: options.entered,
    emit: (type, detail) => events.emit(type, detail as EngineEvents[typeof type]),
    onState: (state) => refresh(state),
    prepare: options.prepare
      ? (id) => {
          const slide = byId.get(id);
          return slide ? options.prepare?.(slide) : undefined;
        }
      : undefined,
  });
  const change: SlideChanger = changer;

  const frameRate = FrameRate({ onLow: (fps) => events.emit('sr7.lowfps', { fps }) });

  function snapshotFrom(state: ChangeState): EngineSnapshot {
    const play = order.play();
    const slide = byId.get(state.current);
    return {
      ...state,
      play,
      navigation: order.navigation(),
      slideshow: slideshow.state(),
      pauseReasons: slideshow.reasons(),
      loopsLeft: slideshow.loopsLeft(),
      announcement: slide
        ? announcement(
            moduleName,
            Math.max(0, play.indexOf(state.current)),
            play.length,
            slide,
            options.announce,
          )
        : '',
      inViewport,
    };
  }

  function refresh(state: ChangeState | undefined = changer?.state()): void {
    if (!state) return;
    const next = snapshotFrom(state);
    const prev = store.getSnapshot();
    // Keep list identities when their content did not change, so selectors stay stable.
    store.update({
      ...next,
      play: sameList(prev.play, next.play) ? prev.play : next.play,
      navigation: sameList(prev.navigation, next.navigation) ? prev.navigation : next.navigation,
      pauseReasons: sameList(prev.pauseReasons, next.pauseReasons)
        ? prev.pauseReasons
        : next.pauseReasons,
    });
  }

  function shown(id: string): void {
    const play = order.play();
    const slide = byId.get(id);
    const isLast = play.length > 0 && play[play.length - 1] === id;
    slideshow.slideShown({
      id,
      index: play.indexOf(id),
      isLast,
      length: slideLength(slide),
      stop: slide?.slideshow.stop ?? false,
    });
    if (isLast) {
      const removed = order.completeLoop(id);
      if (removed.length > 0) {
        change.refreshNext();
        events.emit('slidesRemoved', { ids: removed });
      }
    }
    refresh();
  }

  function slideLength(slide: Slide | undefined): number {
    const len = slide?.slideshow.len ?? 'default';
    return len === 'default' ? settings.default.len : len;
  }

  events.on('afterChange', ({ current }) => {
    shown(current);
    const slide = byId.get(current);
    if (settings.browser.useURLDeeplink && slide && options.setHash) {
      const hash = hashForSlide(slide);
      if (hash) options.setHash(hash);
    }
  });

  const engine: SliderEngine = {
    module,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    on: events.on,
    off: events.off,
    next: () => change.request('+1', 'user'),
    prev: () => change.request('-1', 'user'),
    goTo: (request, source = 'api') => change.request(request, source),
    pause: (reason = 'user') => slideshow.setReason(reason, true),
    resume: (reason = 'user') => slideshow.setReason(reason, false),
    setPauseReason: (reason, active) => slideshow.setReason(reason, active),
    setInViewport(value) {
      inViewport = value;
      slideshow.setReason('viewport', !value);
      change.setInViewport(value);
      refresh();
    },
    setTabHidden: (hidden) => slideshow.setReason('hidden', hidden),
    completePhase: () => change.completePhase(),
    prepare: change.prepare,
    slideProgress: (now = clock.now()) => slideshow.progress(now),
    progress(now = clock.now()) {
      const { current } = change.state();
      const play = order.play();
      return progressValue(
        settings.pbar.base,
        slideshow.progress(now),
        Math.max(0, play.indexOf(current)),
        play.length,
      );
    },
    frame: (timeStamp) => frameRate.frame(timeStamp),
    hashChanged(hash) {
      const id = slideFromHash(hash, module.slides, orderLists());
      return id ? change.request(`#${id}`, 'deeplink') : 'ignored';
    },
    slide: (id) => byId.get(id),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const cleanup of cleanups) cleanup();
      change.destroy();
      slideshow.destroy();
      events.clear();
    },
  };

  if (!inViewport) slideshow.setReason('viewport', true);
  shown(initial);
  for (const plugin of options.plugins ?? []) {
    try {
      const cleanup = plugin.setup(engine, { source: {}, ...options.host, logger });
      if (cleanup) cleanups.push(cleanup);
    } catch (error) {
      logger.error(`${plugin.name}:`, error);
    }
  }
  return engine;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  // The order's lists keep their arrays until a slide leaves: no walk through a thousand ids.
  // (Ids and reasons are strings: === is Object.is here.)
  return a === b || (a.length === b.length && a.every((v, i) => v === b[i]));
}
