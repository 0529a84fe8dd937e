import type { Layer, LayerFrame } from '../model/LayerSchema.js';
import { isRecord, toFrameStart, toLength, toNumber, toScale, toText } from '../model/Normalise.js';
import type { SlideAction } from '../model/SlideSchema.js';

/**
 * Engine 7's scenes: besides its entrance (`tl.in`) and exit (`tl.out`), a layer may keep
 * named timelines (`tl.scene_1`, `tl.scene_2`, …) that only actions play: `playScene` plays
 * `sc` on the target layers; `toggleScenes` plays `scn` on its first trigger, `scm` on the
 * next, and so on, per layer (a menu button turning into a cross and back). "in" and "out" are
 * the layer's entrance and exit.
 */
export type SceneName = 'in' | 'out' | (string & {});

const field = (action: SlideAction, key: string): SceneName | null => {
  const v = (action as SlideAction & Record<string, unknown>)[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** The scene a playScene action plays. */
export function playedScene(action: SlideAction): SceneName | null {
  return field(action, 'sc');
}

/** The scene a toggleScenes action plays on a layer it has toggled `times` times before. */
export function toggledScene(action: SlideAction, times: number): SceneName | null {
  return field(action, times % 2 === 0 ? 'scn' : 'scm');
}

const cache = new WeakMap<Layer, Map<string, LayerFrame[] | null>>();

/**
 * A scene's moves (`tl.{name}.content.all`) read as the layer's other frames are (the model's
 * coercions, without its schema: this runs in the browser's actions part, which does not carry
 * the reader): each frame moves the layer from where the previous one left it. Engine 7 writes
 * a scene's values in brackets ("(45deg)", "(9px)"): read as the value inside. Null when the
 * layer has no such scene, or it has no frames.
 */
export function sceneFrames(layer: Layer, name: SceneName): LayerFrame[] | null {
  let known = cache.get(layer);
  if (!known) {
    known = new Map();
    cache.set(layer, known);
  }
  if (known.has(name)) return known.get(name) ?? null;
  const tl = layer.tl as Record<string, unknown>;
  const all = (tl[name] as { content?: { all?: unknown } } | undefined)?.content?.all;
  const frames = (Array.isArray(all) ? all : []).filter(isRecord).map(readFrame);
  const out = frames.length > 0 ? frames : null;
  known.set(name, out);
  return out;
}

const ANGLES = ['rX', 'rY', 'rZ', 'skX', 'skY'] as const;

function readFrame(raw: Record<string, unknown>): LayerFrame {
  const v = (key: string) => unbracket(raw[key]);
  const frame: Record<string, unknown> = {
    t: toFrameStart(v('t')) ?? 0,
    d: toNumber(v('d')) ?? 0,
    e: toText(v('e')) ?? 'power3.inOut',
    x: perLevel(v('x')),
    y: perLevel(v('y')),
    o: toNumber(v('o')),
    sX: v('sX') === 'inherit' ? undefined : toScale(v('sX')),
    sY: v('sY') === 'inherit' ? undefined : toScale(v('sY')),
  };
  for (const key of ANGLES) frame[key] = toNumber(v(key));
  return frame as LayerFrame;
}

/** x / y per level: one value or a list (the last one standing for the levels after it). */
function perLevel(value: unknown): string[] {
  const list = (Array.isArray(value) ? value : [value]).map(unbracket);
  return [0, 1, 2, 3, 4].map((i) => toLength(list[Math.min(i, list.length - 1)]) ?? 'inherit');
}

function unbracket(value: unknown): unknown {
  return typeof value === 'string' ? (/^\((.*)\)$/.exec(value.trim())?.[1] ?? value) : value;
}
