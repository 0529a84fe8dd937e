import type { ArtworkScene } from '../artworkScenes.js';
import { pitchAerial } from './aerial.js';
import { leagueBadge } from './badge.js';
import { ballScene } from './ballScene.js';
import { citySkyline } from './city.js';
import { crowd } from './crowd.js';
import { playerSilhouette } from './playerSilhouette.js';
import { stadiumDay, stadiumNight } from './stadium.js';
import { tacticsBoard } from './tactics.js';
import { training } from './training.js';
import { trophy } from './trophy.js';
import type { SceneDrawer } from './types.js';

/** One drawer per scene; `satisfies` makes a new scene name a compile error until it is drawn. */
export const SCENES = {
  'stadium-night': stadiumNight,
  'stadium-day': stadiumDay,
  'pitch-aerial': pitchAerial,
  crowd,
  trophy,
  ball: ballScene,
  training,
  'tactics-board': tacticsBoard,
  'city-skyline': citySkyline,
  'player-silhouette': playerSilhouette,
  'league-badge': leagueBadge,
} satisfies Record<ArtworkScene, SceneDrawer>;
