import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PluginHost } from '../core/Engine.js';
import { consoleLogger, type Logger } from '../core/Messages.js';
import type { NavSettings } from '../core/model/NavSchema.js';
import type { Slide, SliderModule } from '../core/model/ParseModule.js';
import type { SlideAction } from '../core/model/SlideSchema.js';
import { numberSlides } from '../core/SlideNumbers.js';
import { viewportMargin } from '../core/sbt/SbtLayout.js';
import type { SliderApiHandle } from './api.js';
import { useCarousel } from './behaviour/useCarousel.js';
import { useFrameLoop } from './behaviour/useFrameLoop.js';
import { useInputs } from './behaviour/useInputs.js';
import { inView, usePageSignals } from './behaviour/usePageSignals.js';
import { usePhases } from './behaviour/usePhases.js';
import { pageImageQueue, prepareSlide } from './images/pageImages.js';
import { labelsFor, type SliderLabels } from './labels.js';
import { moduleBoxStyles } from './layout/moduleBox.js';
import { useZoneHeight } from './layout/useZoneHeight.js';
import { Arrows } from './nav/Arrows.js';
import { Bullets } from './nav/Bullets.js';
import { PlayPause } from './nav/icons.js';
import {
  LazyNavList as NavList,
  LazyProgressBar as ProgressBar,
  LazyScrubber as Scrubber,
} from './nav/lazyNav.js';
import { isOutside, outsideHeight } from './nav/navPosition.js';
import type { NavContext } from './nav/types.js';
import { SlideView, StaticLayers } from './render/SlideView.js';
import { actionRunner } from './render/slideActions.js';
import { useEngine } from './state/useEngine.js';
import { useFeatures } from './state/useFeatures.js';
import { useLevel, useWindowWidth } from './state/useLevel.js';
import { useMountedFeatures } from './state/useMountedFeatures.js';
import { useReducedMotion } from './state/useReducedMotion.js';
import { useStage } from './state/useStage.js';
import { installStyles, navStyleCss } from './styles.js';
// Part 2's features register their loaders where the modules that use them are rendered.
import './registerFeatures.js';

export interface StandardModuleProps {
  module: SliderModule;
  serverRendered: boolean;
  label: string;
  lang?: string | undefined;
  labels?: Partial<SliderLabels> | undefined;
  handle: SliderApiHandle;
  logger?: Logger;
  /** Where the module's data came from (`PluginHost.source`). */
  source?: PluginHost['source'];
}

const NAV_KINDS = ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const;

/**
 * A standard slider: the engine's slide changes, slideshow and progress bar, every navigation
 * kind, keyboard, wheel and swipe, the carousel pattern's accessibility, deep links. Its own
 * chunk: a page with only heroes never downloads it.
 */
export default function StandardModule(props: StandardModuleProps) {
  const { module, serverRendered, handle } = props;
  // A feature that draws the slides itself (the carousel), loaded before the first render.
  const Stage = useStage(module);
  const labels = useMemo(
    () => ({ ...labelsFor(props.lang), ...props.labels }),
    [props.lang, props.labels],
  );
  const label = props.label || labels.carousel;
  const logger = props.logger ?? consoleLogger;
  const { settings } = module;
  const { nav } = settings;
  const level = useLevel();
  const windowWidth = useWindowWidth();
  const reducedMotion = useReducedMotion();
  const frame = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const [lowFps, setLowFps] = useState(false);
  const plugins = useFeatures(module);
  const margin = viewportMargin(settings, level);

  const { engine, snapshot } = useEngine(
    module,
    () => ({
      logger,
      hash: window.location.hash,
      setHash: (hash) => window.history.replaceState(window.history.state, '', hash),
      prepare: (slide) => prepareSlide(slide, pageImageQueue(logger)),
      // Without an IntersectionObserver the module counts as visible; with one, the engine
      // starts with what its first answer will be (a frame later), read from the module's box.
      inViewport: typeof IntersectionObserver !== 'function' || inView(region.current, margin),
      // The server's first slide is on screen already: no entrance, no render for its "in".
      entered: serverRendered,
      plugins: plugins ?? [],
      announce: labels.announce,
      host: { source: props.source ?? {}, lang: props.lang },
    }),
    plugins !== null,
    handle.attach,
  );

  useEffect(() => engine?.on('sr7.lowfps', () => setLowFps(true)), [engine]);

  // While the module rests, the slides a reader may go to next are filled (rendered hidden,
  // pictures loaded) one per idle moment: a change then mounts and fetches nothing during its
  // transition (images/fillAhead.ts, a chunk of its own: none of it is needed to show the
  // module). A change cancels what is left. (A stage renders its own neighbours and prepares
  // the next one itself.)
  const [resting, setResting] = useState<readonly (string | null)[]>([]);
  const { phase, current, previous } = snapshot;
  const slides = useMemo(
    () => new Map<string, Slide>(module.slides.map((s) => [s.id, s])),
    [module],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a rest is one (engine, phase, slide); its snapshot is read as it starts.
  useEffect(() => {
    if (!engine || phase !== 'idle' || Stage) return;
    let cancel: (() => void) | undefined;
    let live = true;
    import('./images/fillAhead.js').then((m) => {
      if (live)
        cancel = m.fillAhead({
          engine,
          snapshot,
          slides,
          logger,
          filled: resting,
          set: setResting,
        });
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [engine, phase, current, Stage]);

  useEffect(() => {
    for (const kind of NAV_KINDS) {
      const el = nav[kind];
      if (el.set && el.css) installStyles(document, navStyleCss(el.css, el.cst, el.def));
    }
  }, [nav]);

  usePhases({
    // A stage runs the change phases of its own slides.
    engine: Stage ? null : engine,
    snapshot,
    frame,
    reducedMotion,
    skipFirstEntrance: serverRendered,
    level,
    widths: settings.size.width,
    lowFps,
  });
  useMountedFeatures(plugins, region, frame, module, engine ?? undefined, logger);
  usePageSignals(engine, region, {
    margin,
    alias: settings.alias,
    fullHeight: settings.size.fullHeight,
    logger,
  });
  const pointer = useInputs(engine, nav, frame, region, snapshot.inViewport);
  const aria = useCarousel(engine, snapshot, {
    label,
    labels,
    live: settings.acc.live,
    hasSlideshow: settings.slideshow.auto,
  });
  const { pbar } = settings;
  const rotating = aria.rotating && snapshot.inViewport;
  // Our own animation frames cost a main-thread frame each: a slide transition alone runs on
  // the compositor without them. They are asked for while the progress bar fills, and while
  // the slideshow rotates between changes, which is when the frame-rate check (sr7.lowfps)
  // samples; never for a change the reader makes.
  const drawers = useFrameLoop(
    engine,
    rotating && ((pbar.set && pbar.vis[level]) || snapshot.phase === 'idle'),
  );
  const runAction = useCallback(
    (action: SlideAction) => {
      if (engine) actionRunner.run(action, engine);
    },
    [engine],
  );

  // The slide the page opened on keeps the high fetch priority (it is the LCP candidate).
  const [firstId] = useState(snapshot.current);
  const box = useMemo(() => moduleBoxStyles(settings), [settings]);
  useZoneHeight(frame, module, current);
  const { target, play } = snapshot;
  // A stage draws its own slides: no set of a thousand ids per render for it.
  const playing = new Set(Stage ? [] : play);
  const leaving = phase === 'in' ? previous : null;
  // Layer texts with the current slide's place and the count filled in (`SlideNumbers.ts`).
  // Not the slides a stage draws itself: looking into a large carousel's slides would read
  // every layer its payload deferred (`ExpandModule.ts`), at start-up.
  const index = play.indexOf(current) + 1;
  const [shownSlides, statics] = useMemo(
    () =>
      [
        Stage ? module.slides : numberSlides(module.slides, index, play.length),
        numberSlides(module.statics, index, play.length),
      ] as const,
    [module, Stage, index, play.length],
  );
  // Filled: rendered with content, hidden until shown: the slides on screen, the one a change
  // leads to, and those around the resting one (see above; never in the server HTML, which
  // carries the first slide's image alone).
  const filled = new Set([...resting, current, leaving, target]);
  // A module mounted in the browser keeps its first slide's layers hidden until they enter.
  const concealFirst =
    !serverRendered && (engine === null || (phase === 'preparing' && previous === null));
  const ctx = useMemo<NavContext | null>(
    () =>
      engine
        ? {
            engine,
            current,
            navigation: snapshot.navigation,
            labels,
            level,
            inside: aria.inside,
            slides,
          }
        : null,
    [engine, current, snapshot.navigation, labels, level, aria.inside, slides],
  );
  const [outsideTop, outsideBottom] = useMemo(() => {
    const outside = (['tabs', 'thumbs'] as const).filter((k) => nav[k].set && isOutside(nav[k]));
    return [
      outside.filter((k) => nav[k].v[0] === 'top'),
      outside.filter((k) => nav[k].v[0] !== 'top'),
    ];
  }, [nav]);

  return (
    <section
      ref={region}
      className="sr7-module sr7-standard"
      data-alias={settings.alias}
      data-slide={current}
      data-phase={phase}
      data-slideshow={snapshot.slideshow}
      // The first slide's layers wait for their entrance (a module drawn in the browser).
      data-concealed={concealFirst ? '' : undefined}
      style={box.wrapper}
      {...aria.region}
    >
      {aria.rotation.visible && ctx && (
        <button {...aria.rotation.props}>
          <PlayPause playing={!aria.rotation.stopped} />
        </button>
      )}
      <OutsideNav ctx={ctx} nav={nav} kinds={outsideTop} windowWidth={windowWidth} />
      <div className="sr7-frame" ref={frame} style={box.frame} {...(Stage ? undefined : pointer)}>
        <StaticLayers
          statics={statics}
          pos="back"
          level={level}
          scale={box.scale}
          gridStyle={box.grid}
          onAction={runAction}
        />
        {Stage && (
          <Stage
            module={module}
            engine={engine}
            snapshot={snapshot}
            slideLabels={aria.slideLabels}
            onAction={runAction}
          />
        )}
        {shownSlides
          .filter((s) => !Stage && playing.has(s.id))
          .map((slide) => {
            const shown = slide.id === current || slide.id === leaving;
            return (
              <SlideView
                key={slide.id}
                slide={slide}
                level={level}
                scale={box.scale}
                gridStyle={box.grid}
                shown={shown}
                // The arriving slide above the leaving one; transitions that move the leaving
                // slide away lift it themselves.
                layer={slide.id === current ? 2 : shown ? 1 : 0}
                filled={filled.has(slide.id)}
                priority={slide.id === firstId}
                concealed={concealFirst && slide.id === current}
                groupLabel={aria.slideLabels.get(slide.id)}
                onAction={runAction}
              />
            );
          })}
        <StaticLayers
          statics={statics}
          pos="front"
          level={level}
          scale={box.scale}
          gridStyle={box.grid}
          onAction={runAction}
        />
        {ctx && <InsideNav ctx={ctx} nav={nav} windowWidth={windowWidth} />}
        {ctx && pbar.set && pbar.vis[level] && (
          <Suspense fallback={null}>
            <ProgressBar
              engine={ctx.engine}
              settings={pbar}
              count={play.length}
              drawers={drawers}
              gridStyle={pbar.a === 'grid' ? box.grid : undefined}
            />
          </Suspense>
        )}
      </div>
      <OutsideNav ctx={ctx} nav={nav} kinds={outsideBottom} windowWidth={windowWidth} />
      <div {...aria.live}>{snapshot.announcement}</div>
    </section>
  );
}

const InsideNav = memo(function InsideNav({
  ctx,
  nav,
  windowWidth,
}: {
  ctx: NavContext;
  nav: NavSettings;
  windowWidth: number;
}) {
  return (
    <>
      {nav.arrows.set && <Arrows ctx={ctx} settings={nav.arrows} />}
      {nav.bullets.set && <Bullets ctx={ctx} settings={nav.bullets} />}
      {/* Each lazily loaded element waits on its own: the arrows never wait for a chunk. */}
      {nav.tabs.set && !isOutside(nav.tabs) && (
        <Suspense fallback={null}>
          <NavList ctx={ctx} settings={nav.tabs} kind="tabs" windowWidth={windowWidth} />
        </Suspense>
      )}
      {nav.thumbs.set && !isOutside(nav.thumbs) && (
        <Suspense fallback={null}>
          <NavList ctx={ctx} settings={nav.thumbs} kind="thumbs" windowWidth={windowWidth} />
        </Suspense>
      )}
      {nav.scrubber.set && (
        <Suspense fallback={null}>
          <Scrubber ctx={ctx} settings={nav.scrubber} />
        </Suspense>
      )}
    </>
  );
});

const OutsideNav = memo(function OutsideNav({
  ctx,
  nav,
  kinds,
  windowWidth,
}: {
  ctx: NavContext | null;
  nav: NavSettings;
  kinds: readonly ('tabs' | 'thumbs')[];
  windowWidth: number;
}) {
  // The row's height is reserved in the server's HTML; its items arrive with the engine.
  return (
    <>
      {kinds.map((kind) => (
        <div
          key={kind}
          className="sr7-outside"
          style={{ position: 'relative', height: outsideHeight(nav[kind]) }}
        >
          {ctx && (
            <Suspense fallback={null}>
              <NavList ctx={ctx} settings={nav[kind]} kind={kind} windowWidth={windowWidth} />
            </Suspense>
          )}
        </div>
      ))}
    </>
  );
});
