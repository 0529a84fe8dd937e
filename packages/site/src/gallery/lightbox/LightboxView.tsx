import { useMemo } from 'react';
import Lightbox, { type GenericSlide, type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import './lightbox.css';
import type { LightboxStrings } from '../galleryStrings.js';
import type { Timers } from '../timers.js';
import { GESTURE_DEFAULTS } from './gestures.js';
import type { LightboxItem } from './items.js';
import { MediaSlide, SlideCaption } from './MediaSlide.js';
import { focusTrapPlugin, gesturesPlugin, idleBarsPlugin } from './modules.js';

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'rl-media': MediaSlideType;
  }
  interface GenericSlide {
    /** The gallery item behind the slide. */
    rl?: LightboxItem;
  }
}

interface MediaSlideType extends GenericSlide {
  type: 'rl-media';
  rl: LightboxItem;
}

/** Spec 9.10 and the brief: slide changes take 0.4 s (none under reduced motion). */
export const SLIDE_ANIMATION_MS = 400;
/** Spec 9.10: the bars hide after this long without activity. */
export const BARS_HIDE_DELAY_MS = 3000;

export interface LightboxViewProps {
  items: LightboxItem[];
  index: number;
  t: LightboxStrings;
  timers: Timers;
  /** Default 3000 ms; 0 keeps the bars. */
  barsHideDelay?: number;
  onView(index: number): void;
  /** The close animation has finished. */
  onExited(): void;
  onClose(): void;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function toSlide(item: LightboxItem): Slide {
  if ((item.type === 'image' || item.type === 'gallery') && item.image) {
    const { src, alt, width, height, srcSet } = item.image;
    return { type: 'image', src, alt, width, height, srcSet, rl: item };
  }
  return { type: 'rl-media', rl: item };
}

/**
 * yet-another-react-lightbox, extended: the spec's content types as custom slides, its own
 * gestures, idle bars and focus wrap as plugins, labels from the dictionary. Loaded on demand
 * (the first time a reader points at an item), so a gallery page ships only the small island.
 */
export default function LightboxView(props: LightboxViewProps) {
  const { items, index, t, timers, onView, onExited, onClose } = props;
  const barsHideDelay = props.barsHideDelay ?? BARS_HIDE_DELAY_MS;
  const slides = useMemo(() => items.map(toSlide), [items]);
  const plugins = useMemo(
    () => [
      gesturesPlugin(GESTURE_DEFAULTS, reducedMotion),
      idleBarsPlugin(barsHideDelay, timers),
      focusTrapPlugin,
    ],
    [barsHideDelay, timers],
  );
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={plugins}
      className="rl-lightbox"
      labels={{
        Lightbox: t.dialog,
        Carousel: t.carousel,
        'Photo gallery': t.photoGallery,
        Slide: t.slide,
        '{index} of {total}': t.slideCounter,
        Previous: t.previous,
        Next: t.next,
        Close: t.close,
      }}
      // Said outright rather than left to the library's own reduced-motion check, which
      // let a slide animation through now and then.
      animation={
        reducedMotion()
          ? { fade: 0, swipe: 0, navigation: 0 }
          : { swipe: SLIDE_ANIMATION_MS, navigation: SLIDE_ANIMATION_MS }
      }
      carousel={{ preload: 1, padding: '16px' }}
      controller={{
        // Our gestures plugin does swipe and vertical drag with the spec's thresholds.
        disableSwipeNavigation: true,
        closeOnPullDown: false,
        closeOnPullUp: false,
        // A backdrop click would fire at the end of every swipe that starts beside the picture.
        closeOnBackdropClick: false,
      }}
      render={{
        slide: ({ slide, offset, rect }) =>
          slide.type === 'rl-media' ? (
            <MediaSlide item={slide.rl} offset={offset} rect={rect} t={t} />
          ) : undefined,
        slideFooter: ({ slide }) => <SlideCaption item={slide.rl} />,
      }}
      on={{ view: ({ index: shown }) => onView(shown), exited: onExited }}
    />
  );
}
