import { useEffect, useRef, useState } from 'react';
import type { ContainerRect } from 'yet-another-react-lightbox';
import type { LightboxStrings } from '../galleryStrings.js';
import { blankIfMarkup, videoSource } from './contentRules.js';
import type { LightboxItem } from './items.js';

/** Spec 9.10: a video is never drawn wider than this. */
export const VIDEO_MAX_WIDTH = 1140;

export interface MediaSlideProps {
  item: LightboxItem;
  /** 0 for the slide on screen, ±1 for its neighbours. */
  offset: number;
  rect: ContainerRect;
  t: LightboxStrings;
}

/** The slides the lightbox has no renderer for: video, inline, iframe and ajax (spec 3.9). */
export function MediaSlide({ item, offset, rect, t }: MediaSlideProps) {
  switch (item.type) {
    case 'video':
      return <VideoSlide item={item} offset={offset} rect={rect} />;
    case 'inline':
      return <TextSlide text={item.content} label={item.title} />;
    case 'iframe':
      return <FrameSlide item={item} rect={rect} t={t} />;
    case 'ajax':
      return <AjaxSlide item={item} t={t} />;
    default:
      // An image whose URL was refused: nothing to show.
      return <div className="rl-lightbox__blank" />;
  }
}

/** The largest box of the item's shape that fits the slide and the width limit. */
export function fitBox(item: LightboxItem, rect: ContainerRect, maxWidth: number) {
  const ratio = item.width > 0 && item.height > 0 ? item.width / item.height : 16 / 9;
  const width = Math.max(0, Math.min(maxWidth, rect.width, rect.height * ratio));
  return { width: Math.round(width), height: Math.round(width / ratio) };
}

function VideoSlide({ item, offset, rect }: Omit<MediaSlideProps, 't'>) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // A neighbour keeps its element (for a quick return) but never plays off screen.
    if (offset !== 0) video.current?.pause();
  }, [offset]);
  const source = videoSource(item.content);
  if (!source) return <div className="rl-lightbox__blank" />;
  const box = fitBox(item, rect, VIDEO_MAX_WIDTH);
  return (
    <div className="rl-lightbox__video" style={{ width: box.width, height: box.height }}>
      {source.kind === 'file' ? (
        // biome-ignore lint/a11y/useMediaCaption: gallery clips carry no speech; captions come with their source when they do.
        <video ref={video} src={source.src} controls playsInline preload="metadata" />
      ) : (
        <iframe
          src={source.src}
          title={item.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}

function TextSlide({ text, label }: { text: string; label: string }) {
  if (!text) return <div className="rl-lightbox__blank" />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: long text scrolls, and keyboard readers must reach it to scroll.
    <section className="rl-lightbox__text" tabIndex={0} aria-label={label || undefined}>
      {text}
    </section>
  );
}

function FrameSlide({
  item,
  rect,
  t,
}: {
  item: LightboxItem;
  rect: ContainerRect;
  t: LightboxStrings;
}) {
  if (!item.content) return <div className="rl-lightbox__blank" />;
  const width = Math.round(Math.min(VIDEO_MAX_WIDTH, rect.width));
  const height = Math.round(rect.height * 0.9);
  return (
    <iframe
      className="rl-lightbox__frame"
      src={item.content}
      title={item.title || t.dialog}
      style={{ width, height }}
      loading="lazy"
      // The framed page runs in an opaque origin: it cannot reach into ours.
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

type AjaxState = { kind: 'loading' } | { kind: 'loaded'; text: string } | { kind: 'failed' };

function AjaxSlide({ item, t }: { item: LightboxItem; t: LightboxStrings }) {
  const [state, setState] = useState<AjaxState>(
    item.content ? { kind: 'loading' } : { kind: 'loaded', text: '' },
  );
  useEffect(() => {
    if (!item.content) return;
    const controller = new AbortController();
    fetch(item.content, {
      credentials: 'same-origin',
      headers: { accept: 'text/plain, text/html' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        // Spec 5: an answer containing '<' is blanked.
        setState({ kind: 'loaded', text: blankIfMarkup(await response.text()) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [item.content]);

  if (state.kind === 'loading') {
    return (
      <p className="rl-lightbox__notice" role="status">
        {t.loading}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="rl-lightbox__notice" role="alert">
        {t.loadFailed}
      </p>
    );
  }
  return <TextSlide text={state.text} label={item.title} />;
}

/** Title and caption under the slide: text only (spec 5), and part of the bars that hide. */
export function SlideCaption({ item }: { item: LightboxItem | undefined }) {
  if (!item || (!item.title && !item.caption)) return null;
  return (
    <div className="rl-lightbox__caption rl-lightbox__bar">
      {item.title && <p className="rl-lightbox__title">{item.title}</p>}
      {item.caption && <p className="rl-lightbox__description">{item.caption}</p>}
    </div>
  );
}
