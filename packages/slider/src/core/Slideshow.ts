import { type Clock, Timer } from './Clock.js';

/**
 * The autoplay slideshow of spec 4.2. It times the slide on screen and asks for the next one;
 * the slide change itself belongs to the SlideChanger. Pauses are a set of reasons, so hover,
 * keyboard focus, a drag, the viewport and a hidden tab can overlap and the slideshow resumes
 * only when the last one is gone. The elapsed time survives a pause.
 */
export type SlideshowState = 'running' | 'paused' | 'resumed' | 'stopped';

/**
 * Why the slideshow holds: `hover` (only with `sOH`), `focus` (keyboard focus inside, the
 * WAI-ARIA carousel rule), `interaction` (dragging, scrubbing), `viewport` (module off screen),
 * `hidden` (tab hidden), `user` (the rotation control or the `pause()` API).
 */
/** `modal`: a modal this module opened is showing (its opener must still be there after). */
export type PauseReason =
  | 'hover'
  | 'focus'
  | 'interaction'
  | 'viewport'
  | 'hidden'
  | 'user'
  | 'modal';

export interface SlideshowEvents {
  pause: { reasons: PauseReason[] };
  resume: { slide: string | null };
  'sr.module.finished': { slide: string | null };
}

export interface ShownSlide {
  id: string;
  /** Position in the play order. */
  index: number;
  /** The last slide of the play order: a loop is complete. */
  isLast: boolean;
  /** How long the slide stays, ms. */
  length: number;
  /** `slide.slideshow.stop`: the slideshow ends on this slide. */
  stop: boolean;
}

export interface SlideshowOptions {
  clock: Clock;
  /** `slideshow.auto`. Off: the slideshow never starts. */
  auto: boolean;
  /** Loops before `stopAt` applies; -1 unlimited. */
  loop: number;
  /** 1-based play position to stop at once the loops are used up; -1 never. */
  stopAt: number;
  /** `slideshow.sOH`: hover pauses. */
  pauseOnHover: boolean;
  emit: <K extends keyof SlideshowEvents>(type: K, detail: SlideshowEvents[K]) => void;
  /** The slide's time is up: the engine asks for the next slide. */
  onElapsed: () => void;
  onState?: () => void;
}

export interface Slideshow {
  slideShown(slide: ShownSlide): void;
  setReason(reason: PauseReason, active: boolean): void;
  reasons(): readonly PauseReason[];
  state(): SlideshowState;
  loopsLeft(): number;
  /** Share of the current slide's time used, 0–1, at `now` (clock time). */
  progress(now: number): number;
  /** Stops for good (auto switched off); fires `sr.module.finished`. */
  stop(): void;
  destroy(): void;
}

export function Slideshow(options: SlideshowOptions): Slideshow {
  const { clock, emit } = options;
  const timer = Timer(clock);
  const reasons = new Set<PauseReason>();
  let state: SlideshowState = options.auto ? 'running' : 'stopped';
  let loopsLeft = options.loop;
  let current: ShownSlide | null = null;
  let startedAt: number | null = null;
  let elapsedBefore = 0;
  let waiting = false;

  function setState(next: SlideshowState): void {
    state = next;
    options.onState?.();
  }

  function stopNow(): void {
    if (state === 'stopped') return;
    timer.stop();
    startedAt = null;
    setState('stopped');
    emit('sr.module.finished', { slide: current?.id ?? null });
  }

  function run(): void {
    if (!current || waiting || reasons.size > 0 || state === 'stopped') return;
    startedAt = clock.now();
    timer.start(Math.max(0, current.length - elapsedBefore), elapsed);
  }

  function elapsed(): void {
    if (!current) return;
    waiting = true;
    elapsedBefore = current.length;
    startedAt = null;
    options.onElapsed();
  }

  function slideShown(slide: ShownSlide): void {
    current = slide;
    elapsedBefore = 0;
    startedAt = null;
    waiting = false;
    timer.stop();
    if (slide.isLast && loopsLeft > 0) loopsLeft--;
    if (state === 'stopped') return;
    if (slide.stop || (loopsLeft === 0 && slide.index === options.stopAt - 1)) {
      stopNow();
      return;
    }
    if (state === 'resumed') setState('running');
    run();
  }

  function setReason(reason: PauseReason, active: boolean): void {
    if (reason === 'hover' && !options.pauseOnHover) return;
    const before = reasons.size > 0;
    if (active) reasons.add(reason);
    else reasons.delete(reason);
    const after = reasons.size > 0;
    if (state === 'stopped' || before === after) {
      options.onState?.();
      return;
    }
    if (after) {
      if (startedAt !== null) elapsedBefore += clock.now() - startedAt;
      startedAt = null;
      timer.stop();
      setState('paused');
      emit('pause', { reasons: [...reasons] });
    } else {
      setState('resumed');
      emit('resume', { slide: current?.id ?? null });
      run();
    }
  }

  function progress(now: number): number {
    if (!current || current.length <= 0) return 0;
    const ran = elapsedBefore + (startedAt !== null ? now - startedAt : 0);
    return Math.min(1, Math.max(0, ran / current.length));
  }

  return {
    slideShown,
    setReason,
    reasons: () => [...reasons],
    state: () => state,
    loopsLeft: () => loopsLeft,
    progress,
    stop: stopNow,
    destroy: () => timer.stop(),
  };
}
