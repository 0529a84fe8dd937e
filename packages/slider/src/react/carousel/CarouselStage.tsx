import {
  type CSSProperties,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { systemClock } from '../../core/Clock.js';
import {
  bindCarousel,
  type CarouselDrag,
  carouselAlign,
  carouselDuration,
  carouselTrack,
  effectSettings,
  nearestIndex,
  sideCount,
  slideTransform,
  slotOf,
  visibleCount,
  visibleIndices,
} from '../../core/carousel/index.js';
import { DEFAULTS } from '../../core/Defaults.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { cssEase } from '../animation/eases.js';
import { moduleBoxStyles } from '../layout/moduleBox.js';
import { SlideView } from '../render/SlideView.js';
import type { StageProps } from '../stage.js';
import { useLevel } from '../state/useLevel.js';
import { useReducedMotion } from '../state/useReducedMotion.js';
import { whileIdle } from '../util/whileIdle.js';
import { prepareCarousel, useDeferredLayers } from './deferredLayers.js';
import { drawSlide, keyframeAt } from './drawSlides.js';
import { linkOnlyTheFront } from './frontSlideLink.js';
import { type CarouselGeometry, layoutCss } from './geometry.js';
import { pointerDrag } from './pointerDrag.js';
import { restTransformCss } from './slideStyle.js';
import { THROW_EASE, TrackMotion } from './TrackMotion.js';
import { useCarouselGeometry } from './useCarouselGeometry.js';
import { useCarouselPhases } from './useCarouselPhases.js';

/** `overshoot`: the move runs past its slide and settles back (the editor's "back.out"). */
const OVERSHOOT = cssEase('back.out');
const NONE: readonly number[] = [];

/**
 * A module of type "carousel" (spec 3.1 `carousel`, 9.1, 9.4, 9.6): the slides in the
 * engine's navigation order on a track, horizontal or vertical, each drawn with its distance
 * from the focused slide (scale, rotation, opacity, 2D/3D spin, skew, z-index), dragged by
 * mouse, pen or touch with the core's physics, moved on the compositor.
 *
 * The DOM holds only the slides around the focused one (`visibleIndices`), so a carousel of a
 * thousand slides renders as few as one of five. The first render, on the server too, lays the
 * slides out in CSS (`restTransformCss`); once measured, the stage draws them itself, writing
 * inline styles (a drag) or handing a move to the Web Animations API (`TrackMotion`).
 */
export default function CarouselStage(props: StageProps) {
  const { module, engine, snapshot } = props;
  useDeferredLayers(module, engine);
  const { settings } = module;
  const level = useLevel();
  const reducedMotion = useReducedMotion();
  const box = useMemo(() => moduleBoxStyles(settings), [settings]);
  // A carousel's slide is its grid: its layers are placed on the whole slide (the original's
  // content frame is the slide's width and the module's height).
  const gridStyle = useMemo(
    (): CSSProperties => ({ position: 'absolute', inset: 0, pointerEvents: 'none' }),
    [],
  );
  const frameHeight = String(box.frame.height);
  // The slide the page opened on keeps the high fetch priority (the LCP candidate).
  const [firstId] = useState(snapshot.current);
  const c = settings.carousel;
  const axis = c.type;
  const order = snapshot.navigation;
  const count = order.length;
  const focus = Math.max(0, order.indexOf(snapshot.current));
  const visible = visibleCount({
    maxV: c.maxV,
    slideCount: count,
    justify: c.justify,
    spin: c.spin,
  });
  const side = sideCount(visible);
  const slideOf = useMemo(() => slideLookup(module.slides), [module]);
  const css = useMemo(
    () => layoutCss(c, box.scale, frameHeight, visible),
    [c, box.scale, frameHeight, visible],
  );
  // Before anything is measured: a track of unit slides gives every slide's slot.
  const unit = useMemo(
    () => ({
      track: carouselTrack({
        wrap: 0,
        sizes: new Array<number>(count).fill(1),
        space: 0,
        align: carouselAlign(c),
        infinity: c.infinity,
      }),
      effects: effectSettings(c, { size: 1, count }),
    }),
    [c, count],
  );

  const stage = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const geometry = useCarouselGeometry(c, count, stage, probe);
  const geo = useRef<CarouselGeometry | null>(geometry);
  geo.current = geometry;
  const elements = useRef(new Map<number, HTMLElement>());
  const refs = useRef(new Map<number, (el: HTMLElement | null) => void>());
  const drag = useRef<CarouselDrag | null>(null);
  const pendingStart = useRef<(() => void) | null>(null);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [extra, setExtra] = useState<readonly number[]>(NONE);

  const ease = c.overshoot ? OVERSHOOT : cssEase(c.ease);
  const latest = useRef({ side, reducedMotion, ease, anchor, extra, focus, justify: c.justify });
  latest.current = { side, reducedMotion, ease, anchor, extra, focus, justify: c.justify };
  // What the slides' inline styles show: the geometry, position and rendered slides drawn last.
  const drawn = useRef<{ g: CarouselGeometry; position: number; slides: unknown } | null>(null);
  // Every slide in the DOM drawn with the track at `position`.
  const [drawAll] = useState(() => (position: number) => {
    const g = geo.current;
    if (!g) return;
    for (const [i, el] of elements.current) {
      drawSlide(g, i, position, el, latest.current.justify);
    }
    if (drawn.current) drawn.current = { ...drawn.current, g, position };
  });

  const motion = useMemo(
    () =>
      TrackMotion(
        {
          elements: () => elements.current,
          draw: drawAll,
          frame: (i, position, velocity) =>
            keyframeAt(geo.current as CarouselGeometry, i, position, velocity),
          mount(positions, ready) {
            const g = geo.current;
            if (!g) return true;
            const need = new Set<number>();
            for (const p of positions) {
              for (const i of visibleIndices(g.track, p, latest.current.side)) {
                if (slideTransform(slotOf(g.track, i, p), g.effects).visible) need.add(i);
              }
            }
            if ([...need].every((i) => elements.current.has(i))) return true;
            pendingStart.current = ready;
            setExtra([...need]);
            return false;
          },
          step: () => geo.current?.track.step ?? 1,
          reach: () => Math.ceil(latest.current.side) + 2,
          settled(position) {
            const g = geo.current;
            const { anchor: was, extra: more, focus: focused } = latest.current;
            if (!g) return;
            // Before any anchor, the slides around the focused one are rendered.
            const at = nearestIndex(g.track, position);
            const moved = (was === null ? focused : nearestIndex(g.track, was)) !== at;
            if (!moved && more.length === 0) return;
            // The slides around the resting one, in a render React may slice.
            startTransition(() => {
              setAnchor(position);
              setExtra(NONE);
            });
          },
        },
        0,
      ),
    [drawAll],
  );

  const changeDuration = () => {
    const slide = engine?.slide(engine.getSnapshot().current);
    const len = slide?.slideshow.len ?? 'default';
    return carouselDuration(c.dur, len === 'default' ? settings.default.len : len);
  };
  const durationRef = useRef(changeDuration);
  durationRef.current = changeDuration;

  // Joined to the engine once measured: drags ask for slides, the engine's changes move the track.
  const measured = geometry !== null;
  useEffect(() => {
    if (!engine || !measured) return;
    const binding = bindCarousel(engine, {
      track: () => (geo.current as CarouselGeometry).track,
      snap: c.snap,
      clock: systemClock,
      duration: () => durationRef.current(),
      animate: ({ to, duration }) =>
        motion.move(to, latest.current.reducedMotion ? 0 : duration, latest.current.ease),
    });
    drag.current = binding.drag;
    motion.jump(binding.drag.position());
    return () => {
      binding.dispose();
      drag.current = null;
      motion.halt();
    };
  }, [engine, measured, c.snap, motion]);

  // Measured again (a resize): the focused slide stays where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per new geometry.
  useEffect(() => {
    const d = drag.current;
    if (!geometry || !d || d.dragging() || !engine) return;
    const index = engine.getSnapshot().navigation.indexOf(engine.getSnapshot().current);
    if (index < 0) return;
    d.goTo(index);
    motion.jump(d.position());
  }, [geometry]);

  // Every render: the slides React (re)drew are put where the track is (a render that changed
  // neither them, the geometry nor the track's place writes nothing).
  useLayoutEffect(() => {
    const position = motion.inline();
    const was = drawn.current;
    if (
      geometry &&
      (was?.slides !== slideElements || was.g !== geometry || was.position !== position)
    ) {
      drawn.current = { g: geometry, position, slides: slideElements };
      drawAll(position);
    }
    const start = pendingStart.current;
    pendingStart.current = null;
    start?.();
  });

  // The engine prepares the next slide as each one arrives; the first arrives with no change,
  // so at a rest the stage has the engine's next prepared in an idle moment: the first change
  // starts at once, with no "preparing" render. (The stage renders its own neighbours: the
  // standard module's filling ahead is not for it.)
  const { phase, next } = snapshot;
  useEffect(() => {
    if (!engine || phase !== 'idle' || next === null) return;
    // One step (the carousel's idle helper, not `whenIdle`: no chunk shared with fillAhead).
    return whileIdle(() => {
      engine.prepare(next);
      return false;
    });
  }, [engine, phase, next]);

  useCarouselPhases({
    engine,
    snapshot,
    motion,
    element: (id) => elements.current.get(order.indexOf(id)) ?? null,
    showAllLayers: c.showAllLayers,
    reducedMotion,
    level,
    widths: settings.size.width,
  });

  const { dragging: _, ...pointer } = useMemo(() => {
    const settle = (from: number, to: number) =>
      Math.round(
        durationRef.current() * Math.min(1, Math.abs(to - from) / (geo.current?.track.step ?? 1)),
      );
    return pointerDrag({
      axis,
      allowTouch: settings.nav.s.mobC,
      allowMouse: settings.nav.s.deskC,
      drag: () => drag.current,
      grab: () => motion.halt(),
      follow: (position) => motion.jump(position),
      release(release, to) {
        const from = motion.position();
        if (latest.current.reducedMotion) return motion.jump(to);
        // A throw glides out at its own pace; what is left to the snapped slide takes at least
        // the share of `dur` its distance is of a slot.
        const rest = settle(from, to);
        if (release && release.velocity !== 0 && release.duration >= rest) {
          motion.move(to, release.duration, THROW_EASE);
        } else motion.move(to, rest, latest.current.ease);
      },
    });
  }, [axis, settings.nav.s.mobC, settings.nav.s.deskC, motion]);

  // The same slides as before keep the same list (being measured changes no slide's place).
  const rendered = useRef<readonly number[]>(NONE);
  const indices = useMemo(() => {
    const track = geometry?.track ?? unit.track;
    const at = geometry && anchor !== null ? anchor : (track.targets[focus] ?? 0);
    const next = [...new Set([...visibleIndices(track, at, side), ...extra])];
    const was = rendered.current;
    if (next.length === was.length && next.every((i, k) => i === was[k])) return was;
    rendered.current = next;
    return next;
  }, [geometry, unit, anchor, focus, side, extra]);

  const hiddenGrid = useMemo<CSSProperties>(
    () => ({ ...gridStyle, visibility: 'hidden' }),
    [gridStyle],
  );
  const restAt = unit.track.targets[focus] ?? 0;
  const { current } = snapshot;
  const { slideLabels, onAction } = props;

  // The slides, made again only when what they show changes: the engine's phases, the viewport
  // and the module's other state re-render the stage without touching them.
  const slideElements = useMemo(() => {
    const size: CSSProperties =
      axis === 'h'
        ? { width: css.along, height: '100%' }
        : { width: css.across, height: css.along };
    return indices.map((i) => {
      const id = order[i] as string;
      const slide = slideOf(id, i);
      if (!slide) return null;
      const slot = slotOf(unit.track, i, restAt);
      const rest = restTransformCss(slot, unit.effects, css, axis);
      const onScreen = Math.abs(slot) <= side && rest.fx.visible;
      let ref = refs.current.get(i);
      if (!ref) {
        ref = (el: HTMLElement | null) => {
          if (el) elements.current.set(i, el);
          else elements.current.delete(i);
        };
        refs.current.set(i, ref);
      }
      const layers = c.showAllLayers !== 'false' || id === current;
      return (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is a form's.
        <div
          key={id}
          ref={ref}
          className="sr7-carousel-slide"
          data-slide-id={id}
          data-index={i}
          data-focused={i === focus ? '' : undefined}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabels.get(id)}
          inert={!onScreen}
          aria-hidden={onScreen ? undefined : true}
          onClick={(event) => {
            // A click on a neighbour brings it to the front. Its layers' links and buttons still
            // work; a link over the whole slide (its background) waits until it is in front.
            const control = (event.target as Element).closest('a, button, [role="button"]');
            if (i === focus || (control && !control.classList.contains('sr7-bg'))) return;
            event.preventDefault();
            engine?.goTo(i, 'user');
          }}
          style={{
            ...size,
            position: 'absolute',
            left: 0,
            top: 0,
            transform: rest.transform,
            opacity: rest.fx.visible ? Math.round(rest.fx.opacity * 1000) / 1000 : 0,
            zIndex: rest.fx.zIndex,
            borderRadius: c.bR > 0 ? `${c.bR}px` : undefined,
            overflow: 'hidden',
            // The slide's layers are laid out on its own grid, in its container units.
            containerType: 'inline-size',
            willChange: 'transform',
            backfaceVisibility: 'hidden',
          }}
        >
          <SlideView
            slide={slide}
            level={level}
            scale={box.scale}
            gridStyle={layers ? gridStyle : hiddenGrid}
            shown
            filled
            priority={id === firstId}
            onAction={onAction}
          />
        </div>
      );
    });
  }, [
    indices,
    order,
    slideOf,
    unit,
    restAt,
    css,
    axis,
    side,
    c.showAllLayers,
    c.bR,
    current,
    focus,
    engine,
    slideLabels,
    level,
    box.scale,
    gridStyle,
    hiddenGrid,
    firstId,
    onAction,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: per focus and per slides (re)drawn.
  useLayoutEffect(() => linkOnlyTheFront(elements.current, focus), [focus, slideElements]);

  const probeStyle = useMemo<CSSProperties>(
    () => ({
      ...(axis === 'h'
        ? { width: css.along, height: '100%' }
        : { width: css.across, height: css.along }),
      position: 'absolute',
      visibility: 'hidden',
      pointerEvents: 'none',
    }),
    [axis, css],
  );
  const stageStyle = useMemo<CSSProperties>(
    () => ({
      position: 'absolute',
      inset: 0,
      // Its own stacking context: slides' z-indexes (up to 100) stay under the navigation.
      zIndex: 1,
      touchAction: axis === 'h' ? 'pan-y' : 'pan-x',
      perspective: c.spin === '3d' || c.rotation ? `${DEFAULTS.carouselPerspective}px` : undefined,
      transformStyle: c.spin === '3d' ? 'preserve-3d' : undefined,
      cursor: settings.nav.s.deskC ? 'grab' : undefined,
      userSelect: settings.nav.s.deskC ? 'none' : undefined,
    }),
    [axis, c.spin, c.rotation, settings.nav.s.deskC],
  );

  return (
    <div
      ref={stage}
      className="sr7-carousel"
      data-spin={c.spin}
      // Measured and drawn by the script (before: the server's CSS layout).
      data-measured={geometry ? '' : undefined}
      style={stageStyle}
      {...pointer}
    >
      <div ref={probe} aria-hidden style={probeStyle} />
      {slideElements}
    </div>
  );
}

CarouselStage.prepare = prepareCarousel;

/**
 * A slide by id, for the few the stage renders. The navigation order is usually the module's
 * own (sorted) order, so slide `index` is tried first; a map of all slides is made only when
 * the orders differ (shuffled, hidden from navigation).
 */
function slideLookup(slides: readonly Slide[]): (id: string, index: number) => Slide | undefined {
  let byId: Map<string, Slide> | null = null;
  return (id, index) => {
    const guess = slides[index];
    if (guess?.id === id) return guess;
    byId ??= new Map(slides.map((s) => [s.id, s]));
    return byId.get(id);
  };
}
