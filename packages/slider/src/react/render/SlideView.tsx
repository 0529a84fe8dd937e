import { type CSSProperties, memo, type ReactNode } from 'react';
import type { Level } from '../../core/Levels.js';
import type { Slide } from '../../core/model/ParseModule.js';
import type { GridScale } from '../layout/units.js';
import { LayerTree } from './LayerView.js';
import { SlideBackground } from './SlideBackground.js';
import { type ActionHandler, actionsByLayer } from './slideActions.js';

export interface SlideViewProps {
  slide: Slide;
  level: Level;
  scale: GridScale;
  gridStyle: CSSProperties;
  /** On screen (current, or leaving/arriving during a change). */
  shown: boolean;
  /** Stacking among the slides: the arriving slide above the leaving one. Default 1 if shown. */
  layer?: number;
  /** Content is rendered (shown, or about to be). */
  filled: boolean;
  priority: boolean;
  concealed?: boolean;
  /** Runs layer actions (next, prev, …). */
  onAction?: ActionHandler | undefined;
  /**
   * The carousel pattern's label ("3 of 5"): the slide is then a labelled group, and inert and
   * hidden from assistive technology while off screen. A hero's single slide has none.
   */
  groupLabel?: string | undefined;
  children?: ReactNode;
}

/**
 * One slide: its background over the whole module, its layers on the layout grid. Memoised on
 * its (primitive or stable) props, so a slide change re-renders the two slides it concerns,
 * not all of them.
 */
export const SlideView = memo(function SlideView(props: SlideViewProps) {
  const { slide, level, scale, gridStyle, shown, filled, priority, concealed, groupLabel } = props;
  const zIndex = props.layer ?? (shown ? 1 : 0);
  const group =
    groupLabel === undefined
      ? null
      : {
          role: 'group',
          'aria-roledescription': 'slide',
          'aria-label': groupLabel,
          inert: !shown,
          'aria-hidden': shown ? undefined : true,
        };
  return (
    <div
      className="sr7-slide"
      data-slide-id={slide.id}
      style={{ position: 'absolute', inset: 0, visibility: shown ? 'visible' : 'hidden', zIndex }}
      {...group}
    >
      {filled && (
        <>
          <SlideBackground slide={slide} active={filled} priority={priority} />
          <div className="sr7-grid" style={gridStyle}>
            <LayerTree
              actions={actionsByLayer(slide)}
              onAction={props.onAction}
              layers={slide.layers}
              level={level}
              scale={scale}
              place="grid"
              active={filled}
              concealed={concealed ?? false}
            />
          </div>
          <LayerTree
            actions={actionsByLayer(slide)}
            onAction={props.onAction}
            layers={slide.layers}
            level={level}
            scale={scale}
            place="slide"
            active={filled}
            concealed={concealed ?? false}
          />
        </>
      )}
      {props.children}
    </div>
  );
});

/** Static ("global") slides: their layers on every slide, in front of or behind them. */
export function StaticLayers({
  statics,
  pos,
  level,
  scale,
  gridStyle,
  onAction,
}: {
  statics: readonly Slide[];
  pos: 'front' | 'back';
  level: Level;
  scale: GridScale;
  gridStyle: CSSProperties;
  onAction?: ActionHandler | undefined;
}) {
  const slides = statics.filter((s) => s.pos === pos && s.layers.length > 0);
  if (slides.length === 0) return null;
  return (
    <div
      className="sr7-static"
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: pos === 'front' ? 5 : 0,
        pointerEvents: 'none',
      }}
    >
      {slides.map((s) => (
        // Names the static slide its layers belong to (tests and tools find them by it).
        <div key={s.id} data-slide-id={s.id} data-static-slide="" style={{ display: 'contents' }}>
          <div className="sr7-grid" style={gridStyle}>
            <LayerTree
              actions={actionsByLayer(s)}
              onAction={onAction}
              layers={s.layers}
              level={level}
              scale={scale}
              place="grid"
              active
            />
          </div>
          <LayerTree
            actions={actionsByLayer(s)}
            onAction={onAction}
            layers={s.layers}
            level={level}
            scale={scale}
            place="slide"
            active
          />
        </div>
      ))}
    </div>
  );
}
