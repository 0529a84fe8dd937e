import type { SliderEngine } from '../Engine.js';
import type { Layer } from '../model/LayerSchema.js';

/**
 * Which media have focus: a media layer (or background video) has it while its slide is the
 * current one (static slides' layers always) and the module has come into view once. The
 * engine's media plugin writes it; each rendered player reads it. They meet on the layer
 * object itself (the renderer draws the very layers of `engine.module`), so neither needs the
 * other: a player mounted before the engine waits, one mounted after finds the focus set.
 */
export interface MediaFocus {
  current: boolean;
  /** How many times its slide has become the current one (1 the first time). */
  count: number;
}

interface Link {
  focus: MediaFocus | null;
  listeners: Set<(focus: MediaFocus) => void>;
}

const links = new WeakMap<object, Link>();

function link(key: object): Link {
  let known = links.get(key);
  if (!known) {
    known = { focus: null, listeners: new Set() };
    links.set(key, known);
  }
  return known;
}

/** Calls `listener` with the focus now (when known) and on every change. */
export function watchMediaFocus(key: object, listener: (focus: MediaFocus) => void): () => void {
  const l = link(key);
  l.listeners.add(listener);
  if (l.focus) listener(l.focus);
  return () => l.listeners.delete(listener);
}

/** The focus now: null until the engine (or a hero) first said. */
export function mediaFocusOf(key: object): MediaFocus | null {
  return links.get(key)?.focus ?? null;
}

export function setMediaFocus(key: object, current: boolean): void {
  const l = link(key);
  if (l.focus?.current === current) return;
  const focus = { current, count: (l.focus?.count ?? 0) + (current ? 1 : 0) };
  l.focus = focus;
  for (const listener of [...l.listeners]) listener(focus);
}

/** Forgets the focus (and its count): the media's slide is shown by a new engine or hero. */
export function clearMediaFocus(key: object): void {
  link(key).focus = null;
}

/** A video or audio layer, or a slide background with a video. */
export function isMediaLayer(layer: Layer): boolean {
  return (
    layer.type === 'video' ||
    layer.type === 'audio' ||
    (layer.subtype === 'slidebg' && layer.bg?.video !== undefined && layer.bg.video !== null)
  );
}

/**
 * The media plugin's work on an engine: focus follows the slide changes. The leaving slide
 * loses it as soon as a change toward another slide starts (so `pauseOnSwap` pauses as the
 * slide goes), the arriving one gains it when the change makes it current, and a change
 * cancelled back to the slide on screen gives it back. Returns the cleanup, which takes
 * focus away.
 */
export function bindMediaFocus(engine: SliderEngine): () => void {
  const entries: { layer: Layer; slide: string | null }[] = [];
  for (const slide of engine.module.slides) {
    for (const layer of slide.layers)
      if (isMediaLayer(layer)) entries.push({ layer, slide: slide.id });
  }
  for (const slide of engine.module.statics) {
    for (const layer of slide.layers) if (isMediaLayer(layer)) entries.push({ layer, slide: null });
  }
  if (entries.length === 0) return () => {};
  // A new engine over the same module (a remount) starts the focus count again.
  for (const { layer } of entries) clearMediaFocus(layer);
  let seen = false;
  const apply = () => {
    const { current, target, inViewport } = engine.getSnapshot();
    seen ||= inViewport;
    const focused = target !== null && target !== current ? null : current;
    for (const { layer, slide } of entries) {
      setMediaFocus(layer, seen && (slide === null || slide === focused));
    }
  };
  const unsubscribe = engine.subscribe(apply);
  apply();
  return () => {
    unsubscribe();
    for (const { layer } of entries) setMediaFocus(layer, false);
  };
}
