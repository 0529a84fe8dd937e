import { isRecord, toText } from '../model/Normalise.js';
import type { Json } from './Context.js';
import type { SlideEntry } from './MigrateSlide.js';
import type { ReportBuilder } from './Report.js';

/**
 * The layers that actions on other layers act on (`layer_target`), once every slide has its
 * layers: engine 6 names a layer of the same slide by its uid, a layer of the static slide as
 * `static-{uid}`, and, for the media actions, the slide's background video as
 * `backgroundvideo` and its first video layer as `firstvideo`. Engine 7 keeps layer ids, looked
 * up in the action's slide and then in the static slides (see `core/media/MediaActions.ts`),
 * so each becomes the id of the layer meant; an action whose layer is not there (or, for a
 * media action, is no video or audio) is left out with the reason.
 */

/** Engine-7 actions that name layers in `target`. */
const ON_LAYERS = new Set(['startIn', 'startOut', 'toggleLayer', 'toggleClass']);
/** The media actions among them, whose layers must be media. */
const MEDIA = new Set([
  'startVideo',
  'stopVideo',
  'toggleVideo',
  'muteVideo',
  'unmuteVideo',
  'toggleMuteVideo',
]);

/** Where each migrated action came from in the engine-6 input (for the report). */
const sources = new WeakMap<Json, string>();

export function recordActionSource(action: Json, path: string): void {
  sources.set(action, path);
}

/** Layers whose engine-6 `triggerMemory` is "keep" (keep the last state), with its path. */
const keptStates = new WeakMap<Json, string>();

export function recordKeptState(layer: Json, path: string): void {
  keptStates.set(layer, path);
}

type Resolved = { id: string } | { error: string };

export function resolveLayerTargets(report: ReportBuilder, slides: Record<string, SlideEntry>) {
  const entries = Object.values(slides);
  const reported = new Set<Json>();
  const statics = entries.filter((e) => e.slide.global === true);
  for (const entry of entries) {
    const actions = Array.isArray(entry.slide.actions) ? (entry.slide.actions as Json[]) : [];
    const kept = actions.filter((action) => {
      const name = toText(action.a) ?? '';
      if (!ON_LAYERS.has(name) && !MEDIA.has(name)) return true;
      const path = sources.get(action) ?? `slides.${entry.id}.actions`;
      const raw = Array.isArray(action.target) ? action.target.map(String) : [];
      const ids: string[] = [];
      for (const target of raw) {
        const found = resolve(target, entry, statics, MEDIA.has(name));
        if ('error' in found) {
          report.drop(path, `action "${name}": ${found.error}; the action is left out`);
          return false;
        }
        if (found.id !== target) report.remap(`${path}.layer_target`, target, found.id);
        ids.push(found.id);
      }
      action.target = ids;
      if (ON_LAYERS.has(name)) for (const id of ids) keptState(report, entry, id, reported);
      return true;
    });
    report.report.counts.actions -= actions.length - kept.length;
    entry.slide.actions = kept;
  }
}

function resolve(
  target: string,
  entry: SlideEntry,
  statics: SlideEntry[],
  media: boolean,
): Resolved {
  const layers = Object.values(entry.layers);
  if (media && target === 'backgroundvideo') {
    const bg = layers.find(
      (l) => l.subtype === 'slidebg' && isRecord(l.bg) && isRecord(l.bg.video),
    );
    return bg ? { id: String(bg.id) } : { error: 'its slide has no background video' };
  }
  if (media && target === 'firstvideo') {
    const video = layers.find((l) => l.type === 'video');
    return video ? { id: String(video.id) } : { error: 'its slide has no video layer' };
  }
  const staticUid = /^static-(.+)$/.exec(target)?.[1];
  let layer: Json | undefined;
  if (staticUid !== undefined && entry.slide.global !== true) {
    if (entry.layers[staticUid]) {
      return {
        error: `the static layer "${staticUid}" has the id of a layer of this slide, which engine 7 would act on instead`,
      };
    }
    layer = statics.map((s) => s.layers[staticUid]).find((l) => l !== undefined);
  } else layer = entry.layers[staticUid ?? target];
  if (!layer) return { error: `the layer "${target}" it acts on is not in the module` };
  if (media && !isMedia(layer)) {
    return { error: `the layer "${target}" it acts on is not a video or audio layer` };
  }
  return { id: String(layer.id) };
}

function isMedia(layer: Json): boolean {
  return (
    layer.type === 'video' ||
    layer.type === 'audio' ||
    (layer.subtype === 'slidebg' && isRecord(layer.bg) && isRecord(layer.bg.video))
  );
}

/**
 * A layer an action plays in or out or toggles a class on keeps that state in engine 6 when it
 * says "keep last state"; Tribune puts a slide's layers back as saved once the slide has been
 * left (the default, "reset before each loop"). Static slides never leave: nothing to say.
 */
function keptState(report: ReportBuilder, entry: SlideEntry, id: string, reported: Set<Json>) {
  const layer = entry.layers[id];
  const path = layer ? keptStates.get(layer) : undefined;
  if (!layer || path === undefined || entry.slide.global === true || reported.has(layer)) return;
  reported.add(layer);
  report.approximate(
    path,
    'the layer keeps what actions did to it in engine 6 ("keep last state"); here it is back as saved when its slide is shown again',
  );
}
