import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { systemClock } from '../../core/Clock.js';
import type { ScrubberSettings } from '../../core/model/NavSchema.js';
import { ScrubberNav, scrubberSize } from '../../core/ScrubberNav.js';
import { useNavVisibility } from '../behaviour/useNavVisibility.js';
import { hiddenNav } from './navAria.js';
import { navClass, navPlacement } from './navPosition.js';
import { type NavContext, navSlides } from './types.js';

/**
 * The scrubber: a track of ticks (dots, vertical or horizontal lines), base 400 × 50 and never
 * wider than the module. Dragging points at a slide; the change happens once the pointer rests
 * 0.2 s or is released, and the slideshow holds while the user scrubs. It is a WAI-ARIA slider,
 * so arrow keys, Home and End move it too.
 */
export const Scrubber = memo(function Scrubber({
  ctx,
  settings,
}: {
  ctx: NavContext;
  settings: ScrubberSettings;
}) {
  const { engine, labels, level } = ctx;
  const visible = useNavVisibility(settings, level, ctx.inside);
  const items = navSlides(ctx);
  const count = items.length;
  const [pointing, setPointing] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const scrub = useMemo(
    () =>
      ScrubberNav({
        clock: systemClock,
        count: () => count,
        onChange: (index) => engine.goTo(index, 'user'),
      }),
    [engine, count],
  );
  useEffect(() => () => scrub.cancel(), [scrub]);
  const showing = settings.show[level] && count > 1;
  // The module's width, measured here rather than by the module: only the scrubber needs it.
  // Again when the scrubber comes back (its track is a new element then).
  const [moduleWidth, setModuleWidth] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured per shown track.
  useEffect(() => {
    const frame = track.current?.closest('.sr7-frame');
    if (!frame) return;
    const measure = () => setModuleWidth(frame.clientWidth);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [showing]);
  if (!showing) return null;
  const hidden = hiddenNav(engine.module.settings.nav.acc);
  const { width, height } = scrubberSize(moduleWidth > 0 ? moduleWidth - 20 : 400);
  const at = Math.max(
    0,
    items.findIndex((i) => i.current),
  );
  const shown = pointing ?? at;
  const fraction = (event: PointerEvent) => {
    const rect = track.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    engine.setPauseReason('interaction', true);
    setPointing(scrub.scrub(fraction(event)));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (pointing === null) return;
    setPointing(scrub.scrub(fraction(event)));
  };
  const end = () => {
    if (pointing === null) return;
    scrub.release();
    setPointing(null);
    engine.setPauseReason('interaction', false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? at + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    engine.goTo(Math.min(count - 1, Math.max(0, to)), 'user');
  };
  const current = items[shown];
  return (
    <div
      className={navClass('scrubber', settings)}
      data-hidden={visible ? undefined : ''}
      data-pattern={settings.tp}
      style={navPlacement(settings, level)}
      {...hidden.container}
    >
      <div
        ref={track}
        className="sr7-scrubber"
        role="slider"
        tabIndex={hidden.tabIndex ?? 0}
        aria-label={labels.scrubber}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={shown + 1}
        aria-valuetext={
          current
            ? `${shown + 1} / ${count} – ${current.slide.title}`.replace(/ – $/, '')
            : undefined
        }
        style={{ position: 'relative', width, height }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
      >
        {items.map(({ slide }, i) => (
          <span
            key={slide.id}
            className="sr7-scrubber-tick"
            data-current={i === shown ? '' : undefined}
            style={tick(settings.tp, i, count, width, height, i === shown)}
          />
        ))}
      </div>
    </div>
  );
});

function tick(
  pattern: ScrubberSettings['tp'],
  i: number,
  count: number,
  width: number,
  height: number,
  current: boolean,
) {
  const step = width / count;
  const center = step * i + step / 2;
  if (pattern === 'vlines') {
    const h = current ? height * 0.9 : height * 0.5;
    return { left: center - 1.5, top: (height - h) / 2, width: 3, height: h };
  }
  if (pattern === 'hlines') {
    const w = step - 4;
    return {
      left: center - w / 2,
      top: height / 2 - (current ? 4 : 2),
      width: w,
      height: current ? 8 : 4,
    };
  }
  const d = current ? Math.min(18, height * 0.5) : Math.min(10, height * 0.3);
  return { left: center - d / 2, top: (height - d) / 2, width: d, height: d, borderRadius: '50%' };
}
