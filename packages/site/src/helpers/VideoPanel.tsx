import { useId, useRef, useState } from 'react';
import type { FrontPageVideo } from '../model/pages.js';

export interface VideoPanelProps {
  video: FrontPageVideo;
  strings: { heading: string; text: string; show: string; hide: string; unsupported: string };
}

/**
 * The front page's video panel (spec 2.3): a button shows and hides the player (the WAI-ARIA
 * disclosure pattern); hiding it stops the film and puts it back to its start and poster, so it
 * never plays on unseen and the next showing begins from the top. Nothing of the film loads until
 * the reader presses play (`preload="none"`), and not even its poster until the panel is first
 * shown: the player is created then, so a hidden panel costs the page's first screen no bytes
 * (a browser fetches a `<video>`'s poster even when the element is hidden). Without JavaScript
 * the player is in a `<noscript>` and simply shown (helpers.css), and since the page starts with
 * it hidden, showing it shifts nothing on load.
 */
export function VideoPanel({ video, strings }: VideoPanelProps) {
  const [open, setOpen] = useState(false);
  // Once created, the player stays (hidden and reset when the panel closes).
  const [created, setCreated] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const headingId = useId();
  const bodyId = useId();

  const toggle = () => {
    if (open) reset(player.current);
    else setCreated(true);
    setOpen(!open);
  };

  const film = (
    // biome-ignore lint/a11y/useMediaCaption: the film is silent (no sound track to caption); the panel's text says what it shows.
    <video
      ref={player}
      className="video-panel__video"
      controls
      playsInline
      preload="none"
      poster={video.poster}
      width={video.width}
      height={video.height}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      <p>{strings.unsupported}</p>
    </video>
  );

  return (
    <section className="video-panel" aria-labelledby={headingId}>
      <div className="video-panel__inner">
        <div className="video-panel__intro">
          <h2 className="video-panel__heading" id={headingId}>
            {strings.heading}
          </h2>
          <p className="video-panel__text">{strings.text}</p>
          <button
            type="button"
            className="button video-panel__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {open ? strings.hide : strings.show}
          </button>
        </div>
        <div className="video-panel__body" id={bodyId} hidden={!open}>
          {/* React neither hydrates nor renders a <noscript>'s content in the browser. */}
          {created ? film : <noscript>{film}</noscript>}
        </div>
      </div>
    </section>
  );
}

/** Stops a film and rewinds it to its poster: `load()` resets the element to its first state. */
export function reset(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.pause();
  video.currentTime = 0;
  video.load();
}
