/**
 * The kinds of picture the seed can generate. The demo must not download anything, so every
 * image on the demo site is drawn here: stylised football scenes rendered from SVG by sharp.
 */
export const ARTWORK_SCENES = [
  'stadium-night',
  'stadium-day',
  'pitch-aerial',
  'crowd',
  'trophy',
  'ball',
  'training',
  'tactics-board',
  'city-skyline',
  'player-silhouette',
  'league-badge',
] as const;

export type ArtworkScene = (typeof ARTWORK_SCENES)[number];
