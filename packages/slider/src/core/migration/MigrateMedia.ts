import { toText } from '../model/Normalise.js';
import type { Json, MigrationContext } from './Context.js';
import type { ReportBuilder } from './Report.js';
import type { Source } from './Source.js';
import { flag, number, text } from './V6Values.js';

/**
 * Video and audio layers: engine 6's `media` as the media options of spec 3.4 (`type`, `src`,
 * `controls` "s"/"xl", `mute`, `loop`, `inline`, `start`/`end` in seconds, `volume`,
 * `autoPlay`, `rewind`, `cover`, `poster.showOnPause`, `pauseOnSwap`, `args`).
 */
export function layerMedia(
  ctx: MigrationContext,
  m: Source,
  kind: 'video' | 'audio',
): Json | undefined {
  const { report } = ctx;
  const declared = toText(m.get('mediaType')) ?? (kind === 'audio' ? 'audio' : 'html5');
  const type =
    declared === 'streamyoutube' ? 'youtube' : declared === 'streamvimeo' ? 'vimeo' : declared;
  if (!['youtube', 'vimeo', 'html5', 'audio'].includes(type)) {
    report.drop(
      `${m.path}.mediaType`,
      `media type "${declared}" is not one of youtube, vimeo, html5, audio`,
    );
    return undefined;
  }
  const src =
    type === 'youtube' || type === 'vimeo'
      ? text(m.get('id'))
      : type === 'audio'
        ? text(m.get('audioUrl'))
        : (text(m.get('mp4Url')) ?? text(m.get('webmUrl')) ?? text(m.get('ogvUrl')));
  if (!src) {
    report.drop(m.path, `a ${type} layer without a source is left out of the media`);
    return undefined;
  }
  const autoPlay = toText(m.get('autoPlay'));
  const loop = toText(m.get('loop'));
  const controls = [
    flag(m.get('controls')) === true ? 's' : '',
    flag(m.get('largeControls')) === true ? 'xl' : '',
  ].join('');
  const media: Json = {
    type,
    src,
    controls,
    mute: flag(m.get('mute')) ?? false,
    loop: loop === 'loop' || loop === 'loopandnoslidestop' || flag(loop) === true,
    inline: flag(m.get('playInline')) ?? true,
    start: seconds(m.get('startAt')),
    end: seconds(m.get('endAt')),
    volume: number(m.get('volume')) ?? 100,
    autoPlay:
      autoPlay === '1sttime' || autoPlay === 'no1sttime' ? autoPlay : (flag(autoPlay) ?? false),
    rewind: flag(m.get('forceRewind')) ?? false,
    cover: flag(m.get('cover')) ?? flag(m.get('fullWidth')) ?? false,
    pauseOnSwap: flag(m.get('stopOtherVideos')) ?? true,
  };
  const poster = text(m.get('posterUrl'));
  if (poster || m.has('posterOnPause')) {
    media.poster = { src: poster ?? '', showOnPause: flag(m.get('posterOnPause')) ?? false };
  }
  const args =
    type === 'vimeo'
      ? text(m.get('argsVimeo'))
      : type === 'youtube'
        ? text(m.get('args'))
        : undefined;
  if (args) media.args = args;
  report.rule('slides.*.layers.*.media', 'slides.*.layers.*.media (spec 3.4)');
  slideshowFlags(m, report);
  m.ignore('imageUrl', 'imageId', 'loaded', 'imageLib', 'argsVimeo', 'args');
  return media;
}

/** Engine 6 writes start/end as seconds, "mm:ss" or "ms" values. */
function seconds(raw: unknown): number {
  const t = toText(raw)?.trim();
  if (!t) return 0;
  const clock = /^(\d+):(\d{1,2})$/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (t.endsWith('ms')) return (number(t) ?? 0) / 1000;
  return number(t) ?? 0;
}

/**
 * Engine 6 let a video hold the slideshow (`pausetimer`) or move it on at its end
 * (`nextSlideAtEnd`). Spec 4.2 names what pauses and stops the slideshow, and media are not
 * among them, so these are left out; a slide that must stay while its video plays says so
 * with its own `slideshow.stop`.
 */
export function slideshowFlags(m: Source, report: ReportBuilder): void {
  const why = '; the slideshow follows spec 4.2 (a slide can hold it with slideshow.stop)';
  m.drop(
    'nextSlideAtEnd',
    `going to the next slide when the video ends is not supported${why}`,
    report,
  );
  for (const key of ['pausetimer', 'pauseTimer']) {
    m.drop(key, `pausing the slideshow while the video plays is not supported${why}`, report);
  }
}
