import type { Clock } from '../Clock.js';
import type { SliderEngine } from '../Engine.js';
import { CarouselDrag } from './CarouselDrag.js';
import type { CarouselTrack } from './CarouselLayout.js';

/**
 * The carousel joined to the engine, both ways: a drag that settles on a slide asks the engine
 * for it (`goTo(index, 'user')`), dragging pauses the slideshow ("interaction"), and a change the
 * engine makes (slideshow, arrows, keyboard, deep links) moves the track the shortest way. The
 * carousel's slides are the engine's navigation order.
 */
export interface CarouselBindingOptions {
  track: () => CarouselTrack;
  snap: boolean;
  clock: Clock;
  /** Moves the track from `from` to `to` over `duration` ms (the renderer's animation). */
  animate(move: { from: number; to: number; duration: number }): void;
  /** The change's length: `carouselDuration(dur, slide length)`. */
  duration(): number;
}

type EngineSide = Pick<SliderEngine, 'goTo' | 'setPauseReason' | 'on' | 'off' | 'getSnapshot'>;

export function bindCarousel(
  engine: EngineSide,
  options: CarouselBindingOptions,
): { drag: CarouselDrag; dispose(): void } {
  const indexOf = (id: string) => engine.getSnapshot().navigation.indexOf(id);
  const drag = CarouselDrag({
    track: options.track,
    snap: options.snap,
    clock: options.clock,
    settle: options.duration(),
    start: Math.max(0, indexOf(engine.getSnapshot().current)),
    onChange: (index) => engine.goTo(index, 'user'),
    onInteraction: (dragging) => engine.setPauseReason('interaction', dragging),
  });
  const follow = ({ next }: { next: string }) => {
    const index = indexOf(next);
    if (index < 0 || drag.dragging()) return;
    const move = drag.goTo(index);
    if (move.from !== move.to) options.animate({ ...move, duration: options.duration() });
  };
  engine.on('beforeChange', follow);
  return {
    drag,
    dispose() {
      engine.off('beforeChange', follow);
      drag.destroy();
    },
  };
}
