import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';
import * as footballFeed from './0002_football_feed.js';
import * as sliderService from './0003_slider_service.js';
import * as demoSliderScaling from './0004_demo_slider_scaling.js';

/**
 * Migrations are listed here rather than read from a folder, so the same list works from
 * TypeScript sources in development and from the compiled output in production.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_football_feed': footballFeed,
  '0003_slider_service': sliderService,
  '0004_demo_slider_scaling': demoSliderScaling,
};
