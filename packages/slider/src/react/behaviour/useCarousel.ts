import {
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  useMemo,
  useState,
} from 'react';
import type { EngineSnapshot, SliderEngine } from '../../core/Engine.js';
import { fillLabel, type SliderLabels } from '../labels.js';

/**
 * The WAI-ARIA carousel pattern as prop objects (React Aria style: behaviour here, markup in
 * the components): a labelled region, slides as labelled groups ("{n} of {total}"), slides off
 * screen inert, a live region that is silent while the slides rotate by themselves and polite
 * otherwise, and the rotation control (first in tab order). Hover (with `sOH`) and keyboard
 * focus inside pause the rotation; leaving resumes it. `inside` (pointer or focus in the
 * module) also drives the navigation's hide-on-leave.
 */
/** Each slide's group label ("3 of 5") by slide id; undefined for an id not in the order. */
export interface SlideLabels {
  get(id: string): string | undefined;
}

export interface CarouselAria {
  region: HTMLAttributes<HTMLElement>;
  live: HTMLAttributes<HTMLDivElement>;
  /** Each slide's group label ("3 of 5"), by slide id. */
  slideLabels: SlideLabels;
  rotation: {
    visible: boolean;
    /** The user (or the API) stopped the rotation. */
    stopped: boolean;
    props: ButtonHTMLAttributes<HTMLButtonElement>;
  };
  /** Whether the slideshow is rotating on its own right now. */
  rotating: boolean;
  /** Pointer or keyboard focus inside the module. */
  inside: boolean;
}

export function useCarousel(
  engine: SliderEngine | null,
  snapshot: EngineSnapshot,
  options: { label: string; labels: SliderLabels; live: string; hasSlideshow: boolean },
): CarouselAria {
  const { labels, label, live, hasSlideshow } = options;
  const { play, slideshow, pauseReasons } = snapshot;
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const rotating =
    (slideshow === 'running' || slideshow === 'resumed') && pauseReasons.length === 0;
  const stopped = pauseReasons.includes('user');

  // Made when asked: a carousel of a thousand slides labels the handful it renders.
  const slideLabels = useMemo<SlideLabels>(() => {
    const made = new Map<string, string>();
    return {
      get(id) {
        const n = made.has(id) ? 0 : play.indexOf(id) + 1;
        if (n > 0) made.set(id, fillLabel(labels.slide, { n, total: play.length }));
        return made.get(id);
      },
    };
  }, [play, labels.slide]);

  const region = useMemo<HTMLAttributes<HTMLElement>>(
    () => ({
      'aria-roledescription': 'carousel',
      'aria-label': label || labels.carousel,
      onPointerEnter: () => {
        setHover(true);
        engine?.setPauseReason('hover', true);
      },
      onPointerLeave: () => {
        setHover(false);
        engine?.setPauseReason('hover', false);
      },
      onFocus: () => {
        setFocus(true);
        engine?.setPauseReason('focus', true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget as Node | null;
        if (next && event.currentTarget.contains(next)) return;
        setFocus(false);
        engine?.setPauseReason('focus', false);
      },
    }),
    [engine, label, labels.carousel],
  );

  return {
    region,
    live: {
      className: 'sr7-live',
      'aria-live': rotating ? 'off' : live === 'assertive' ? 'assertive' : 'polite',
      'aria-atomic': 'true',
    },
    slideLabels,
    rotation: {
      // A slideshow that ended on its own (stop rules) has nothing left to start.
      visible: hasSlideshow && play.length > 1 && slideshow !== 'stopped',
      stopped,
      props: {
        type: 'button',
        className: 'sr7-rotation',
        'aria-label': stopped ? labels.start : labels.stop,
        onClick: () => {
          if (!engine) return;
          if (stopped) engine.resume('user');
          else engine.pause('user');
        },
      },
    },
    rotating,
    inside: hover || focus,
  };
}
