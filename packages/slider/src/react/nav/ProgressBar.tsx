import { type CSSProperties, useEffect, useRef } from 'react';
import type { SliderEngine } from '../../core/Engine.js';
import type { Level } from '../../core/Levels.js';
import type { ProgressBarSettings } from '../../core/model/ModuleSchema.js';
import { arcStroke, barTransform, pathLength, progressSegments } from '../../core/Progress.js';
import type { Drawer } from '../behaviour/useFrameLoop.js';

/**
 * The slideshow's progress bar (spec 3.1 pbar): a bar (horizontal, vertical) or a circle (cw,
 * ccw), one piece or one per slide with gaps. It is drawn on every animation frame from
 * `engine.progress()` straight into the DOM (transforms for bars, stroke dashes for circles);
 * React renders its shape once.
 */
export function ProgressBar({
  engine,
  settings,
  level,
  count,
  drawers,
}: {
  engine: SliderEngine;
  settings: ProgressBarSettings;
  level: Level;
  count: number;
  drawers: Set<Drawer>;
}) {
  const root = useRef<HTMLDivElement>(null);
  const shape = settings.t;
  const circle = shape === 'cw' || shape === 'ccw';
  const gaps = settings.g && settings.base === 'all';
  const pieces = gaps ? Math.max(1, count) : 1;
  const thickness = Math.max(1, settings.s);
  const radius = Math.max(1, settings.r);

  const shown = settings.set && settings.vis[level];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar's elements exist only while shown.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const fills = [...el.querySelectorAll<SVGCircleElement | HTMLElement>('[data-fill]')];
    const tracks = [...el.querySelectorAll<SVGCircleElement | HTMLElement>('[data-track]')];
    let last = -1;
    let lastLength = -1;
    const draw: Drawer = () => {
      const value = engine.progress();
      const length = circle
        ? pathLength(shape, { length: 0, radius })
        : shape === 'vertical'
          ? el.clientHeight
          : el.clientWidth;
      if (value === last && length === lastLength) return;
      last = value;
      lastLength = length;
      const segments = progressSegments(value, length, {
        gaps,
        gap: settings.gs,
        count: pieces,
        closed: circle,
      });
      segments.forEach((segment, i) => {
        const fill = fills[i];
        const track = tracks[i];
        if (!fill) return;
        if (circle) {
          const stroke = arcStroke(shape as 'cw' | 'ccw', length, segment);
          fill.setAttribute('stroke-dasharray', stroke.dashArray);
          fill.setAttribute('stroke-dashoffset', String(stroke.dashOffset));
          if (track) {
            const whole = arcStroke(shape as 'cw' | 'ccw', length, { ...segment, fill: 1 });
            track.setAttribute('stroke-dasharray', whole.dashArray);
            track.setAttribute('stroke-dashoffset', String(whole.dashOffset));
          }
        } else {
          const horizontal = shape === 'horizontal';
          const along = horizontal ? 'left' : 'top';
          const size = horizontal ? 'width' : 'height';
          for (const node of [fill, track]) {
            if (!node) continue;
            const style = (node as HTMLElement).style;
            style[along] = `${segment.start}px`;
            style[size] = `${segment.length}px`;
          }
          (fill as HTMLElement).style.transform = barTransform(
            shape as 'horizontal' | 'vertical',
            segment.fill,
          );
        }
      });
      el.dataset.progress = value.toFixed(3);
    };
    drawers.add(draw);
    draw(0);
    return () => {
      drawers.delete(draw);
    };
  }, [engine, drawers, circle, shape, gaps, pieces, radius, settings.gs, shown]);

  if (!shown) return null;
  const place = placement(settings, circle ? radius * 2 + thickness : null, thickness);
  if (circle) {
    const size = radius * 2 + thickness;
    const c = size / 2;
    return (
      <div
        ref={root}
        className="sr7-pbar"
        data-shape={shape}
        aria-hidden="true"
        style={{ ...place, width: size, height: size }}
      >
        <svg
          aria-hidden="true"
          width={size}
          height={size}
          viewBox={`0 0 ${size} ${size}`}
          style={{ display: 'block', transform: 'rotate(-90deg)' }}
        >
          {Array.from({ length: pieces }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions.
            <g key={i}>
              <circle
                data-track=""
                cx={c}
                cy={c}
                r={radius}
                fill="none"
                stroke={settings.bg}
                strokeWidth={thickness}
              />
              <circle
                data-fill=""
                cx={c}
                cy={c}
                r={radius}
                fill="none"
                stroke={settings.c}
                strokeWidth={thickness}
                strokeDasharray={`0 ${2 * Math.PI * radius}`}
              />
            </g>
          ))}
        </svg>
      </div>
    );
  }
  const horizontal = shape === 'horizontal';
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
      style={{
        ...place,
        background: gaps ? undefined : settings.bg,
        borderRadius: settings.r > 0 && !circle ? Math.min(settings.r, thickness / 2) : undefined,
        overflow: 'hidden',
      }}
    >
      {Array.from({ length: pieces }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions.
        <div key={i}>
          <div data-track="" style={{ ...piece, background: gaps ? settings.bg : 'transparent' }} />
          <div
            data-fill=""
            style={{
              ...piece,
              background: settings.c,
              transformOrigin: horizontal ? 'left center' : 'center top',
              transform: horizontal ? 'scaleX(0)' : 'scaleY(0)',
              willChange: 'transform',
            }}
          />
        </div>
      ))}
    </div>
  );
}

function placement(
  settings: ProgressBarSettings,
  circleSize: number | null,
  thickness: number,
): CSSProperties {
  const style: CSSProperties = { position: 'absolute', zIndex: 15, pointerEvents: 'none' };
  if (circleSize !== null) {
    if (settings.h === 'left') style.left = settings.x;
    else if (settings.h === 'right') style.right = settings.x;
    else style.left = `calc(50% - ${circleSize / 2}px + ${settings.x}px)`;
    if (settings.v === 'top') style.top = settings.y;
    else if (settings.v === 'bottom') style.bottom = settings.y;
    else style.top = `calc(50% - ${circleSize / 2}px + ${settings.y}px)`;
    return style;
  }
  if (settings.t === 'vertical') {
    style.top = 0;
    style.bottom = 0;
    style.width = thickness;
    if (settings.h === 'right') style.right = settings.x;
    else if (settings.h === 'center')
      style.left = `calc(50% - ${thickness / 2}px + ${settings.x}px)`;
    else style.left = settings.x;
    return style;
  }
  style.left = 0;
  style.right = 0;
  style.height = thickness;
  if (settings.v === 'top') style.top = settings.y;
  else if (settings.v === 'middle') style.top = `calc(50% - ${thickness / 2}px + ${settings.y}px)`;
  else style.bottom = settings.y;
  return style;
}
