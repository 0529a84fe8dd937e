import { isBlank, isRecord, layerMedia } from '../model/Normalise.js';
import type { ModuleIssue } from '../model/ParseModule.js';
import { type MediaPlace, readMediaOptions } from './MediaOptions.js';

/**
 * The media of module data (engine-7 shape) that the media feature would refuse to play, as
 * issues naming their field: `slides.{key}.layers.{key}.media.type` for a video or audio layer,
 * `….bg.video.type` for a slide background video, with spec 5's message (`Invalid video type.
 * Please use "youtube", "vimeo", or "html5". Received: {type}.`). The model keeps `media` as it
 * was saved (the browser reads it when a player is made and leaves out only that layer); a
 * strict save (the server, `import-module`) refuses it up front with this.
 */
export function mediaIssues(data: unknown): ModuleIssue[] {
  if (!isRecord(data)) return [];
  const issues: ModuleIssue[] = [];
  for (const [slideKey, entry] of entriesOf(data.slides)) {
    if (!isRecord(entry)) continue;
    for (const [layerKey, layer] of entriesOf(entry.layers)) {
      if (!isRecord(layer)) continue;
      const path = `slides.${slideKey}.layers.${layerKey}`;
      if (layer.type === 'video' || layer.type === 'audio') {
        // Engine 7 keeps the options in `content` (see `layerMedia`): its path names them.
        const where = !isBlank(layer.media) || !isRecord(layer.content) ? 'media' : 'content';
        check(
          layerMedia(layer.type, layer.media, layer.content),
          layer.type,
          `${path}.${where}`,
          issues,
        );
      }
      if (layer.subtype === 'slidebg' && isRecord(layer.bg) && isRecord(layer.bg.video)) {
        check(layer.bg.video, 'background', `${path}.bg.video`, issues);
      }
    }
  }
  return issues;
}

function check(raw: unknown, place: MediaPlace, path: string, issues: ModuleIssue[]): void {
  try {
    readMediaOptions(raw, place);
  } catch (error) {
    issues.push({ path: `${path}.type`, message: (error as Error).message });
  }
}

/** Engine data keeps slides and layers in objects keyed by id, sometimes in arrays. */
function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v]);
  if (isRecord(value)) return Object.entries(value);
  return [];
}
