import { type CSSProperties, type RefObject, useCallback, useRef } from 'react';
import type { MediaOptions } from '../../core/media/MediaOptions.js';
import { watchUrl } from '../../core/media/ServiceSources.js';
import { PlayPause } from '../nav/icons.js';
import type { MediaLabels } from './mediaLabels.js';
import { useMedia } from './useMedia.js';

export interface MediaViewProps {
  /** The layer: where the engine's focus for this media is found. */
  focusKey: object;
  options: MediaOptions;
  /** Which element an HTML5 media is. */
  element: 'video' | 'audio';
  /** Its accessible name (empty for a background: it is decorative). */
  label: string;
  labels: MediaLabels;
  style?: CSSProperties;
}

/** The event a media fires on its element when it stops at its end without looping. */
export const MEDIA_FINISHED_EVENT = 'sr7.media.finished';

/**
 * One media: the `<video>`/`<audio>` element, or the box a service's iframe goes into, with
 * the poster over it when the rules say so and the large play/pause control ("xl"). Its state
 * is on the element as `data-media-state` (idle, playing, paused, ended, finished).
 *
 * A service's frame is on the page from the media's first focus, but shows only once its API
 * has taken it over (as the original runtime keeps its frame transparent until then): until
 * that, its poster shows when it has one. A media that cannot play (its player's script or
 * frame did not load, its file failed, the service refused the video) shows its poster, or
 * without one a short message (with, for a service, a link to the video on its site), and the
 * console says why (spec 8.1). A background only falls back to its poster or the slide's picture.
 */
export function MediaView(props: MediaViewProps) {
  const { options, label, labels } = props;
  const root = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLMediaElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const onFinished = useCallback((state: 'ended' | 'finished') => {
    root.current?.dispatchEvent(
      new CustomEvent(MEDIA_FINISHED_EVENT, { bubbles: true, detail: { state } }),
    );
  }, []);
  const { controller, snapshot, wanted, failed } = useMedia(
    props.focusKey,
    options,
    { element, frame },
    onFinished,
    label,
  );
  const { background } = options;
  const service = options.type === 'youtube' || options.type === 'vimeo';
  const audio = !service && props.element === 'audio';
  const playing = snapshot.state === 'playing';
  const poster = options.poster.src;
  // Spec 3.4: "xl" is a large play/pause control; a background has no controls of its own.
  const large = options.largeControls && !background && !failed;
  const frameHidden = service && (!controller || failed || snapshot.poster);
  const posterShown = snapshot.poster || failed || frameHidden;
  const watch = watchUrl(options);
  const ratio = options.width && options.height ? options.width / options.height : 16 / 9;

  const media = service ? (
    <div
      ref={frame}
      className={options.cover ? 'sr7-media-frame sr7-cover' : 'sr7-media-frame'}
      style={{ '--sr7-ratio': ratio } as CSSProperties}
      aria-hidden={background || undefined}
    />
  ) : audio ? (
    <audio
      ref={element as RefObject<HTMLAudioElement>}
      src={options.src}
      controls={options.nativeControls}
      muted={options.mute}
      loop={nativeLoop(options)}
      preload={wanted ? 'auto' : 'none'}
      aria-label={label || labels.audio}
    />
  ) : (
    <video
      ref={element as RefObject<HTMLVideoElement>}
      src={options.src}
      poster={poster ?? undefined}
      controls={options.nativeControls && !background}
      muted={options.mute}
      loop={nativeLoop(options)}
      playsInline={options.inline}
      preload={wanted ? 'auto' : 'none'}
      aria-label={background ? undefined : label || labels.video}
      aria-hidden={background || undefined}
      tabIndex={background ? -1 : undefined}
      style={{ objectFit: options.cover ? 'cover' : 'contain' }}
    />
  );

  return (
    <div
      ref={root}
      className={audio ? 'sr7-media sr7-media-audio' : 'sr7-media'}
      data-media-type={options.type}
      data-media-state={snapshot.state}
      data-media-muted={snapshot.muted || undefined}
      data-media-failed={failed || undefined}
      // A service's frame waits for its player; a non-HTML5 background without a poster lets
      // the slide's picture show when it stops.
      data-player-hidden={frameHidden || undefined}
      style={{
        ...props.style,
        ...(service && options.cover ? { containerType: 'size' } : {}),
      }}
    >
      {media}
      {posterShown && poster && (
        <img className="sr7-media-poster" src={poster} alt="" draggable={false} />
      )}
      {failed && !poster && !background && (
        <div className="sr7-media-failed">
          <p>{audio ? labels.audioFailed : labels.videoFailed}</p>
          {watch && (
            <a href={watch} target="_blank" rel="noopener noreferrer">
              {labels.watchOn.replace('{service}', options.type === 'vimeo' ? 'Vimeo' : 'YouTube')}
            </a>
          )}
        </div>
      )}
      {large && (
        <button
          type="button"
          className="sr7-media-xl"
          aria-label={
            audio
              ? playing
                ? labels.pauseAudio
                : labels.playAudio
              : playing
                ? labels.pauseVideo
                : labels.playVideo
          }
          onClick={() => controller?.toggle()}
        >
          <PlayPause playing={playing} />
        </button>
      )}
    </div>
  );
}

/**
 * The element's own loop is seamless; it is used when the whole media loops. With a start or
 * an end, the rules loop it instead (the element would go back to 0).
 */
function nativeLoop(options: MediaOptions): boolean {
  return options.loop && options.start === 0 && options.end === 0;
}
