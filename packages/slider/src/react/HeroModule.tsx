import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { gridScale } from '../core/Levels.js';
import { consoleLogger, type Logger } from '../core/Messages.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import { warnIfParentZero } from '../core/ParentSize.js';
import { layerAnimations, slideElement, startPan } from './animation/slideAnimations.js';
import { moduleBoxStyles } from './layout/moduleBox.js';
import { useZoneHeight } from './layout/useZoneHeight.js';
import { SlideView, StaticLayers } from './render/SlideView.js';
import { useFeatures } from './state/useFeatures.js';
import { useLevel } from './state/useLevel.js';
import { useMountedFeatures } from './state/useMountedFeatures.js';
import { prefersReducedMotion } from './state/useReducedMotion.js';

/**
 * A hero (spec 2.1): the one slide with the lowest order, no navigation, no slideshow, so none
 * of the engine's change machinery is downloaded. Server-rendered heroes are already in place;
 * a hero mounted in the browser runs its layers' in timelines once.
 */
export function HeroModule({
  module,
  serverRendered,
  label,
  logger = consoleLogger,
}: {
  module: SliderModule;
  serverRendered: boolean;
  label: string;
  logger?: Logger | undefined;
}) {
  const { settings } = module;
  const slide = module.slides[0];
  const level = useLevel();
  const frame = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const [entered, setEntered] = useState(serverRendered);
  // Part 2's page-side features (modifiers, the scroll timeline); a hero has no engine.
  useMountedFeatures(useFeatures(module), region, frame, module, null, logger);
  const box = moduleBoxStyles(settings);
  useZoneHeight(frame, module, slide?.id ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the entrance runs once.
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root || !slide) return;
    const scale = () => gridScale(root.clientWidth, settings.size.width[level]);
    const element = slideElement(root, slide.id);
    if (!prefersReducedMotion()) {
      if (!serverRendered) layerAnimations(element, slide, 'in', level, scale);
      startPan(element, slide, level, scale);
    }
    setEntered(true);
  }, []);

  useEffect(() => {
    const rect = frame.current?.getBoundingClientRect();
    if (rect) warnIfParentZero(settings.alias, rect, settings.size.fullHeight, logger);
  }, [settings, logger]);

  if (!slide) return null;
  return (
    <section
      ref={region}
      className="sr7-module sr7-hero"
      aria-label={label || undefined}
      data-alias={settings.alias}
      style={box.wrapper}
    >
      <div className="sr7-frame" ref={frame} style={box.frame}>
        <StaticLayers
          statics={module.statics}
          pos="back"
          level={level}
          scale={box.scale}
          gridStyle={box.grid}
        />
        <SlideView
          slide={slide}
          level={level}
          scale={box.scale}
          gridStyle={box.grid}
          shown
          filled
          priority
          concealed={!entered}
        />
        <StaticLayers
          statics={module.statics}
          pos="front"
          level={level}
          scale={box.scale}
          gridStyle={box.grid}
        />
      </div>
    </section>
  );
}
