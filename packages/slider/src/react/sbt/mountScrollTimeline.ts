import { levelForWidth } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { easeFunction, Follow } from '../../core/modifiers/Follow.js';
import {
  nativeRange,
  type SbtOptions,
  sbtOptions,
  timelineTime,
} from '../../core/sbt/ScrollTimeline.js';
import { slideElement } from '../animation/slideAnimations.js';
import type { ModuleHost } from '../features.js';
import { subscribeViewport, viewportSize } from '../layout/viewportSize.js';
import { type SlideScroll, slideScroll } from './scrollAnimations.js';
import { adoptScrollPadding, type Insets, measureInsets } from './timelineInsets.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Set on the module or any element around it, the script path runs even where CSS could. */
export const FALLBACK_ATTRIBUTE = 'data-sbt-fallback';

interface ViewTimelineConstructor {
  new (options: { subject: Element; axis: 'block'; inset?: string }): AnimationTimeline;
}

/**
 * Whether the browser runs scroll-driven animations itself (CSS `animation-timeline` and the
 * `ViewTimeline` of the Web Animations API).
 */
export function nativeScrollTimelines(): boolean {
  return (
    typeof (globalThis as { ViewTimeline?: unknown }).ViewTimeline === 'function' &&
    typeof CSS !== 'undefined' &&
    CSS.supports('animation-timeline', 'view()')
  );
}

/**
 * The scroll-based timeline on the page (spec 3.1 `sbt`): the slide on screen's layer
 * entrances follow the page's scroll (`core/sbt/ScrollTimeline.ts` says how). Where the
 * browser has scroll-driven animations they run there, on a view timeline with the ranges
 * `nativeRange` computes (no script per frame); otherwise, with `s` smoothing (which only a
 * script can do), or with `data-sbt-fallback` on the page, one requestAnimationFrame loop sets
 * the paused animations' time from the measured position. Off under prefers-reduced-motion:
 * the layers then rest in place. `data-sbt` on the module says which path runs
 * ("native" / "fallback" / "off"). Both paths leave out what the page's sticky header (and
 * footer) cover, and a held module is pinned below it (`timelineInsets.ts`).
 */
export function mountScrollTimeline(host: ModuleHost): () => void {
  const { root } = host;
  const options = sbtOptions(host.module.settings.sbt);
  if (!options.use) return () => {};
  const media = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
  let stop: (() => void) | null = null;

  const update = () => {
    const active = !(media?.matches ?? false);
    if (active && !stop) stop = run(host, options);
    if (!active) {
      stop?.();
      stop = null;
      root.dataset.sbt = 'off';
    }
  };
  update();
  media?.addEventListener('change', update);
  return () => {
    media?.removeEventListener('change', update);
    stop?.();
    delete root.dataset.sbt;
  };
}

function run(host: ModuleHost, options: SbtOptions): () => void {
  const { root, frame, module, engine } = host;
  const widths = module.settings.size.width;
  const native =
    nativeScrollTimelines() && options.smoothing === 0 && !root.closest(`[${FALLBACK_ATTRIBUTE}]`);
  root.dataset.sbt = native ? 'native' : 'fallback';
  // Held: the timeline follows the runway (the module itself is pinned and stands still).
  const subject = (options.hold && root.closest<HTMLElement>('.sr7-sbt-hold')) || root;
  const undoPadding = adoptScrollPadding(subject);
  let insets: Insets = measureInsets(subject);
  const follow = Follow(1, options.smoothing, easeFunction('power3.out'));
  const bySlide = new Map<string, Slide>(module.slides.map((s) => [s.id, s]));
  let slideId = engine?.getSnapshot().current ?? module.slides[0]?.id ?? null;
  let scene: { scroll: SlideScroll; animations: Animation[] } | null = null;
  let frameId = 0;
  let bindId = 0;
  let moduleHeight = 0;

  function bind(): void {
    bindId = 0;
    unbind();
    const slide = slideId === null ? undefined : bySlide.get(slideId);
    const element = slideId === null ? null : slideElement(frame, slideId);
    if (!slide || !element) return;
    const viewport = viewportSize();
    moduleHeight = root.offsetHeight;
    // A resize may change a header, or an inset given in % of the window.
    insets = measureInsets(subject);
    const scroll = slideScroll(
      element,
      slide,
      options,
      levelForWidth(viewport.width),
      widths,
      frame.clientWidth,
    );
    const ours = new Set<Animation>();
    // The entrance the clock started for these layers gives way to the scroll.
    for (const { node } of scroll.layers) {
      for (const running of node.getAnimations()) running.cancel();
    }
    const range = nativeRange(options, scroll.length, moduleHeight);
    const timeline = native ? viewTimeline(subject, insets) : null;
    for (const { node, keyframes } of scroll.layers) {
      const animation = timeline
        ? node.animate(keyframes, {
            timeline,
            rangeStart: range.start,
            rangeEnd: range.end,
            fill: 'both',
          } as KeyframeAnimationOptions)
        : node.animate(keyframes, { duration: scroll.length, fill: 'both' });
      if (!timeline) animation.pause();
      ours.add(animation);
    }
    scene = { scroll, animations: [...ours] };
    if (!native) {
      follow.jump([timeAt()]);
      draw(performance.now());
    }
  }

  function unbind(): void {
    for (const animation of scene?.animations ?? []) animation.cancel();
    scene = null;
  }

  function timeAt(): number {
    if (!scene) return 0;
    const rect = subject.getBoundingClientRect();
    return timelineTime(
      {
        top: rect.top - insets.top,
        moduleHeight,
        viewportHeight: viewportSize().height - insets.top - insets.bottom,
      },
      options,
      scene.scroll.length,
    );
  }

  function draw(now: number): void {
    frameId = 0;
    if (!scene) return;
    follow.to([timeAt()], now);
    const [time = 0] = follow.value(now);
    for (const animation of scene.animations) animation.currentTime = time;
    if (!follow.settled(now)) schedule();
  }

  const schedule = () => {
    if (!native) frameId ||= requestAnimationFrame(draw);
  };
  // After React has rendered the new slide and its clock entrance has started: before paint.
  const rebind = () => {
    bindId ||= requestAnimationFrame(bind);
  };

  window.addEventListener('scroll', schedule, { passive: true });
  // A counted resize changes the level, the grid's scale and the module's height.
  const unsubscribeViewport = subscribeViewport(rebind);
  let phase = engine?.getSnapshot().phase;
  const unsubscribeEngine = engine?.subscribe(() => {
    const now = engine.getSnapshot();
    // A new slide, or an entrance the clock is about to play (a module mounted in the
    // browser enters its first slide too): the scroll takes the layers over.
    const entering = now.phase === 'in' && phase !== 'in';
    phase = now.phase;
    if (now.current === slideId && !entering) return;
    slideId = now.current;
    rebind();
  });
  bind();

  return () => {
    cancelAnimationFrame(frameId);
    cancelAnimationFrame(bindId);
    window.removeEventListener('scroll', schedule);
    unsubscribeViewport();
    unsubscribeEngine?.();
    unbind();
    undoPadding();
  };
}

/** The subject's view timeline, in the same part of the window as the script path's. */
function viewTimeline(subject: Element, insets: Insets): AnimationTimeline {
  const View = (globalThis as unknown as { ViewTimeline: ViewTimelineConstructor }).ViewTimeline;
  return new View({ subject, axis: 'block', inset: `${insets.top}px ${insets.bottom}px` });
}
