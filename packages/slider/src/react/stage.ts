import type { CSSProperties } from 'react';
import type { EngineSnapshot, SliderEngine } from '../core/Engine.js';
import type { Level } from '../core/Levels.js';
import type { SliderModule } from '../core/model/ParseModule.js';
import type { SlideAction } from '../core/model/SlideSchema.js';
import type { SlideLabels } from './behaviour/useCarousel.js';

/**
 * What the standard module hands a feature that draws the slides itself (`FeaturePlugin.Stage`,
 * the carousel): the engine and its state, and the pieces of the module's layout it already
 * computed. The stage owns the slides' pointer input and the change phases (it calls
 * `engine.completePhase()`); the module keeps navigation, keyboard, slideshow, accessibility.
 */
export interface StageProps {
  module: SliderModule;
  /** Null until the engine runs (the server render and the hydrating render). */
  engine: SliderEngine | null;
  snapshot: EngineSnapshot;
  level: Level;
  reducedMotion: boolean;
  serverRendered: boolean;
  /** The layout grid's style (moduleBox), for each slide's layers. */
  gridStyle: CSSProperties;
  /** The frame's height as CSS (moduleBox): what the server's layout is computed from. */
  frameHeight: string;
  /** Each slide's group label ("3 of 5"), by slide id. */
  slideLabels: SlideLabels;
  /** The slide the page opened on: its picture keeps the high fetch priority. */
  firstId: string;
  onAction: (action: SlideAction) => void;
}
