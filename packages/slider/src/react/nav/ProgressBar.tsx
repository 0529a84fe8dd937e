import { type CSSProperties, memo, useEffect, useRef } from 'react';
import { DEFAULTS } from '../../core/Defaults.js';
import type { SliderEngine } from '../../core/Engine.js';
import type { ProgressBarSettings } from '../../core/model/ModuleSchema.js';
import {
  arcStroke,
  barTransform,
  ProgressRewind,
  pathLength,
  progressSegments,
} from '../../core/Progress.js';
import type { Drawer } from '../behaviour/useFrameLoop.js';
import { useReducedMotion } from '../state/useReducedMotion.js';
import { place as placeBox } from './navPosition.js';

/**
 * The slideshow's progress bar (spec 3.1 pbar): a bar (horizontal, vertical) or a circle (cw,
 * ccw), one piece or one per slide with gaps, placed by h/v/x/y. React renders its shape; each
 * animation frame then writes the fill from `engine.progress()` straight into the DOM: a
 * transform for bars (the compositor's work), stroke dashes for circles. The pieces' geometry
 * is laid out again only when the bar's length changes.
 */
export interface ProgressBarProps {
  engine: SliderEngine;
  settings: ProgressBarSettings;
  count: number;
  drawers: Set<Drawer>;
  /**
   * The layout grid's box when `pbar.a` is "grid" (spec 3.1, "grid alignment"): the bar is
   * placed on the grid, so it spans and aligns with the content; else (engine 6's "slider") on
   * the whole module.
   */
  gridStyle?: CSSProperties | undefined;
}

export const ProgressBar = memo(function ProgressBar({ gridStyle, ...shape }: ProgressBarProps) {
  const bar = <ProgressBarShape {...shape} />;
  if (!gridStyle) return bar;
  return (
    <div className="sr7-pbar-grid" style={{ ...gridStyle, zIndex: 15 }}>
      {bar}
    </div>
  );
});

const ProgressBarShape = memo(function ProgressBarShape({
  engine,
  settings,
  count,
  drawers,
}: ProgressBarProps) {
  const root = useRef<HTMLDivElement>(null);
  const { t: shape, c: color, bg, gs: gap } = settings;
  const circle = shape === 'cw' || shape === 'ccw';
  const horizontal = shape === 'horizontal';
  const gaps = settings.g && settings.base === 'all';
  const pieces = gaps ? Math.max(1, count) : 1;
  const thickness = Math.max(1, settings.s);
  const radius = Math.max(1, settings.r);
  const size = radius * 2 + thickness;
  const reduced = useReducedMotion();
  const rewindMs = settings.rev === 'animate' && !reduced ? DEFAULTS.progressRewind : 0;

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const fills = [...el.querySelectorAll<HTMLElement>('[data-fill]')];
    const tracks = [...el.querySelectorAll<HTMLElement>('[data-track]')];
    let length = 0;
    let last = -1;
    // `rev: "animate"`: the bar runs back to empty when a slide starts instead of jumping.
    const rewind = rewindMs > 0 ? ProgressRewind(rewindMs) : null;
    const measure = () => {
      length = circle
        ? pathLength(shape, { length: 0, radius })
        : horizontal
          ? el.clientWidth
          : el.clientHeight;
      last = -1;
    };
    const draw: Drawer = (now) => {
      const progress = engine.progress();
      const value = rewind ? rewind.draw(progress, now) : progress;
      if (value === last) return;
      const relayout = last < 0;
      last = value;
      const segments = progressSegments(value, length, {
        gaps,
        gap,
        count: pieces,
        closed: circle,
      });
      segments.forEach((segment, i) => {
        const fill = fills[i];
        const track = tracks[i];
        if (!fill || !track) return;
        if (circle) {
          const arc = arcStroke(shape, length, segment);
          fill.setAttribute('stroke-dasharray', arc.dashArray);
          fill.setAttribute('stroke-dashoffset', String(arc.dashOffset));
          if (!relayout) return;
          const whole = arcStroke(shape, length, { ...segment, fill: 1 });
          track.setAttribute('stroke-dasharray', whole.dashArray);
          track.setAttribute('stroke-dashoffset', String(whole.dashOffset));
          return;
        }
        fill.style.transform = barTransform(shape, segment.fill);
        if (!relayout) return;
        for (const node of [fill, track]) {
          node.style[horizontal ? 'left' : 'top'] = `${segment.start}px`;
          node.style[horizontal ? 'width' : 'height'] = `${segment.length}px`;
        }
      });
      el.dataset.progress = value.toFixed(3);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    drawers.add(draw);
    draw(0);
    return () => {
      observer?.disconnect();
      drawers.delete(draw);
    };
  }, [engine, drawers, circle, horizontal, shape, gaps, gap, pieces, radius, rewindMs]);

  const place: CSSProperties = {
    ...(circle ? placeBox(settings) : bar(settings, thickness)),
    zIndex: 15,
    pointerEvents: 'none',
  };
  if (circle) {
    const c = size / 2;
    const ring = { cx: c, cy: c, r: radius, fill: 'none', strokeWidth: thickness };
    return (
      <div ref={root} className="sr7-pbar" data-shape={shape} aria-hidden="true" style={place}>
        <svg
          aria-hidden="true"
          width={size}
          height={size}
          style={{ display: 'block', transform: 'rotate(-90deg)' }}
        >
          {Array.from({ length: pieces }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions.
            <g key={i}>
              <circle data-track="" {...ring} stroke={bg} />
              <circle data-fill="" {...ring} stroke={color} strokeDasharray="0 1e4" />
            </g>
          ))}
        </svg>
      </div>
    );
  }
  const piece: CSSProperties = {
    position: 'absolute',
    [horizontal ? 'top' : 'left']: 0,
    [horizontal ? 'height' : 'width']: '100%',
  };
  return (
    <div
      ref={root}
      className="sr7-pbar"
      data-shape={shape}
      aria-hidden="true"
      style={{ ...place, overflow: 'hidden' }}
    >
      {Array.from({ length: pieces }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions.
        <div key={i}>
          <div data-track="" style={{ ...piece, background: bg }} />
          <div
            data-fill=""
            style={{
              ...piece,
              background: color,
              transformOrigin: '0 0',
              transform: barTransform(shape, 0),
            }}
          />
        </div>
      ))}
    </div>
  );
});

/** A straight bar spans the module along its axis and sits by v (horizontal) or h (vertical). */
function bar(settings: ProgressBarSettings, thickness: number): CSSProperties {
  const { h, v, x, y } = settings;
  if (settings.t === 'vertical') {
    const side = h === 'right' ? { right: x } : { left: h === 'center' ? `calc(50% + ${x}px)` : x };
    return { position: 'absolute', top: 0, bottom: 0, width: thickness, ...side };
  }
  const side =
    v === 'top' ? { top: y } : v === 'middle' ? { top: `calc(50% + ${y}px)` } : { bottom: y };
  return { position: 'absolute', left: 0, right: 0, height: thickness, ...side };
}
