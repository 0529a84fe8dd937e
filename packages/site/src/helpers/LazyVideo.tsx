import { useEffect, useId, useRef, useState } from 'react';
import { ResponsivePicture } from '../components/ResponsivePicture.js';
import type { ImageModel } from '../model/image.js';

export interface LazyVideoProps {
  videoId: string;
  title: string;
  /** The site's own still for the video; null shows a plain frame. */
  poster: ImageModel | null;
  labels: { play: string; watchOnYoutube: string };
}

/** YouTube's privacy-enhanced player, started at once (the reader has just asked for it). */
export function playerUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * A YouTube video in an article, loaded only on demand (spec 2.3): the page shows a still of its
 * own and a play button labelled "Lire la vidéo Youtube"; nothing is requested from YouTube until
 * the click, which swaps in the autoplaying player and moves focus into it so keyboard users land
 * on the video they asked for. The caption links to YouTube, which is also the way to the video
 * without JavaScript (the button is hidden then, helpers.css).
 */
export function LazyVideo({ videoId, title, poster, labels }: LazyVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className="video-embed">
      <div className="video-embed__frame">
        {playing ? (
          <iframe
            ref={frame}
            className="video-embed__player"
            src={playerUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen; web-share"
            allowFullScreen
            // Sent despite the site's no-referrer policy: YouTube refuses embeds without one.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster && (
              <ResponsivePicture
                image={{ ...poster, alt: '' }}
                sizes="(min-width: 760px) 720px, 100vw"
                className="video-embed__poster"
              />
            )}
            <button
              type="button"
              className="video-embed__play"
              aria-describedby={captionId}
              onClick={() => setPlaying(true)}
            >
              <svg
                className="video-embed__icon"
                viewBox="0 0 68 48"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
                  fill="#d70c17"
                />
                <path d="M45 24 27 14v20z" fill="#fff" />
              </svg>
              <span className="video-embed__label">{labels.play}</span>
            </button>
          </>
        )}
      </div>
      <figcaption className="video-embed__caption">
        <span id={captionId}>{title}</span>{' '}
        <a className="video-embed__external" href={watchUrl(videoId)}>
          {labels.watchOnYoutube}
        </a>
      </figcaption>
    </figure>
  );
}
