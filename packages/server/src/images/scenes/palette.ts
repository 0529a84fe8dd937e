import { darken, lighten, mix } from '../color.js';

/**
 * Colour schemes for the illustrations. Each variant number picks a club-like kit (two colours and
 * an accent) and a pitch green, so neighbouring variants of one scene look clearly different while
 * staying within a football vocabulary.
 */
export interface Palette {
  /** Home kit: shirts, stand seats, flags. */
  primary: string;
  /** Second kit colour: shorts, stripes, away team. */
  secondary: string;
  /** Small highlights: flares, trims, arrows. */
  accent: string;
  /** Base pitch green; stripes are derived from it. */
  grass: string;
}

const KITS: readonly (readonly [primary: string, secondary: string, accent: string])[] = [
  ['#0b2a6f', '#e63946', '#f1c40f'], // navy and red
  ['#f6c90e', '#14171f', '#ffffff'], // yellow and black
  ['#00843d', '#f5f5f0', '#f4a261'], // green and white
  ['#6a1b9a', '#f5f5f0', '#ffb703'], // purple and white
  ['#d62828', '#f5f5f0', '#003049'], // red and white
  ['#4ea8de', '#0b1f3a', '#ffffff'], // sky blue and navy
  ['#f77f00', '#0d47a1', '#fcbf49'], // orange and royal blue
  ['#1d1d1f', '#f5f5f0', '#e63946'], // black and white
  ['#8d1b3d', '#5fa8d3', '#f6f1d1'], // claret and blue
  ['#0077b6', '#f5f5f0', '#ffd60a'], // blue and white
];

const GRASS: readonly string[] = ['#2f8f3a', '#3a9a45', '#2a7f3f', '#3f9440', '#2d8a4e'];

export function paletteFor(variant: number): Palette {
  const index = Math.abs(Math.trunc(variant));
  const [primary, secondary, accent] = KITS[index % KITS.length]!;
  return { primary, secondary, accent, grass: GRASS[Math.floor(index / 2) % GRASS.length]! };
}

/** Lighting moods shared by outdoor scenes. */
export type Mood = 'night' | 'day' | 'dusk';

export interface Sky {
  stops: readonly (readonly [number, string])[];
  /** Colour distant things fade toward (aerial perspective). */
  haze: string;
  /** Colour of the dominant light, for glows and rim light. */
  light: string;
}

export function skyFor(mood: Mood, palette: Palette): Sky {
  switch (mood) {
    case 'night':
      return {
        stops: [
          [0, '#04060f'],
          [0.55, mix('#0c1633', palette.primary, 0.15)],
          [1, '#1f2d5c'],
        ],
        haze: '#1c2850',
        light: '#fff6d8',
      };
    case 'dusk':
      return {
        stops: [
          [0, '#1b1f4b'],
          [0.45, '#6b3f7d'],
          [0.75, '#e0726b'],
          [1, '#f7b267'],
        ],
        haze: '#d98a7a',
        light: '#ffd9a0',
      };
    case 'day':
      return {
        stops: [
          [0, '#2f77c9'],
          [0.6, '#76b3e8'],
          [1, '#cfe6f7'],
        ],
        haze: '#bcd8ee',
        light: '#fffbe8',
      };
  }
}

/** Two mowing-stripe greens from one base, lighter/darker by mood. */
export function grassStripes(palette: Palette, mood: Mood): [string, string] {
  const base = mood === 'night' ? darken(palette.grass, 0.12) : palette.grass;
  return [lighten(base, 0.1), darken(base, 0.08)];
}
