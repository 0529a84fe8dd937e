import { FrameSchema, type Layer, type LayerFrame } from '../model/LayerSchema.js';
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
 * A scene's moves (`tl.{name}.content.all`) read as the layer's other frames are: each frame
 * moves the layer from where the previous one left it. Engine 7 writes a scene's values in
 * brackets ("(45deg)", "(9px)"): read as the value inside. A frame that does not read is left
 * out; null when the layer has no such scene, or no frame of it reads.
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
  const frames = (Array.isArray(all) ? all : []).flatMap((raw) => {
    const read = FrameSchema.safeParse(unbracket(raw));
    return read.success ? [read.data] : [];
  });
  const out = frames.length > 0 ? frames : null;
  known.set(name, out);
  return out;
}

function unbracket(value: unknown): unknown {
  if (typeof value === 'string') return /^\((.*)\)$/.exec(value)?.[1] ?? value;
  if (Array.isArray(value)) return value.map(unbracket);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unbracket(v)]));
  }
  return value;
}
