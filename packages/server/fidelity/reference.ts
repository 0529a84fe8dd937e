import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/test-support/paths.js';

/**
 * The shape of a measurement, the original runtime's (`NAME.reference.json`, format
 * "sr7-fidelity-reference/1", see the fixtures' README) and ours alike: the probe writes the
 * same fields so one comparison reads both.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type MediaKind =
  | 'image'
  | 'bg-image'
  | 'svg'
  | 'canvas'
  | 'video'
  | 'audio'
  | 'youtube'
  | 'vimeo'
  | 'iframe';

export type HiddenWhy =
  | 'opacity 0'
  | 'visibility hidden'
  | 'display none'
  | 'no size'
  | 'outside module';

export interface MeasuredLayer {
  /** "slide key:layer id", as the data names them. */
  id: string;
  slide: string;
  layer: string;
  /** A layer of a global (static) slide. */
  static: boolean;
  /** The slide background layer: never compared. */
  bg: boolean;
  visible: boolean;
  why?: HiddenWhy;
  opacity?: number;
  /** Relative to the module's top-left. */
  box: Box;
  /** The layer's own text, whitespace collapsed, first 80 characters. */
  text: string;
  fontSize?: number;
  lineHeight?: string;
  fontWeight?: string;
  color?: string;
  textTransform?: string;
  fontFamily?: string;
  media: MediaKind | null;
  /** Only when the page never settled and this layer still changed. */
  moving?: boolean;
}

export interface Settle {
  settled: boolean;
  ms: number;
  pending?: number;
}

export interface SlideMeasure {
  settle: Settle;
  currentSlide: string | null;
  module: Box & { fixedContent?: boolean };
  layers: MeasuredLayer[];
}

export interface WidthMeasure extends SlideMeasure {
  found: boolean;
  next?: SlideMeasure & { navigated: boolean; method?: string };
  errors?: string[];
}

export interface Reference {
  format: string;
  module: string;
  engine: { runtime: string; moduleVersion?: string };
  environment: { widths: number[]; height: number; mobileWidth: number };
  widths: Record<string, WidthMeasure>;
}

/**
 * Where the real modules are: the shared fixtures beside the repository (design.md, 3a), or
 * FIDELITY_FIXTURES. `null` when this checkout has none.
 */
export function realModulesDir(): string | null {
  const candidates = [
    process.env.FIDELITY_FIXTURES,
    join(repoRoot, '../shared/fixtures/slider/real'),
    '/work/shared/fixtures/slider/real',
  ];
  for (const dir of candidates) {
    if (dir && existsSync(join(dir, 'README.md'))) return dir;
  }
  return null;
}

export interface RealModule {
  name: string;
  /** The module data file, as the page had it. */
  file: string;
  reference: Reference;
}

/** Every module of the folder that has a reference, by name. */
export function readRealModules(dir: string): RealModule[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.reference.json'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.reference.json'.length);
      return {
        name,
        file: join(dir, `${name}.json`),
        reference: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Reference,
      };
    });
}
