import type { ArticleBlock } from '../content/articleBlocks.js';
import type { LazyVideoProps } from '../helpers/LazyVideo.js';
import { Island } from '../islands/Island.js';
import type { ImageModel } from '../model/image.js';
import type { FrontPageVideo } from '../model/pages.js';
import { InlineText } from './InlineText.js';
import { ResponsivePicture } from './ResponsivePicture.js';

/**
 * An article's body: each block as its element. Unknown image keys are left out, not broken.
 * Videos are islands that load their player only when the reader asks (helpers/LazyVideo.tsx).
 */
export function ArticleBody({
  blocks,
  images,
  film = null,
  videoLabels,
}: {
  blocks: ArticleBlock[];
  images: Record<string, ImageModel>;
  /** The site's own film, for `film` blocks (left out when null). */
  film?: FrontPageVideo | null;
  videoLabels: LazyVideoProps['labels'];
}) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => {
        // Blocks are a fixed list from the server; their position is their identity.
        const key = index;
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key}>
                <InlineText text={block.text} />
              </p>
            );
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={key}>
                <InlineText text={block.text} />
              </Heading>
            );
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <figure key={key} className="article-quote">
                <blockquote>
                  <p>
                    <InlineText text={block.text} />
                  </p>
                </blockquote>
                {block.cite && <figcaption>{block.cite}</figcaption>}
              </figure>
            );
          case 'image': {
            const image = images[block.imageKey];
            if (!image) return null;
            return (
              <figure key={key} className="article-figure">
                <ResponsivePicture
                  image={{ ...image, alt: block.alt }}
                  sizes="(min-width: 760px) 720px, 100vw"
                />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          }
          case 'video':
            return (
              <Island
                key={key}
                name="LazyVideo"
                props={{
                  videoId: block.videoId,
                  title: block.title,
                  poster: (block.imageKey && images[block.imageKey]) || null,
                  labels: videoLabels,
                }}
                load="visible"
              />
            );
          case 'film':
            if (!film) return null;
            return (
              <figure key={key} className="article-figure article-film">
                {/* preload="none": nothing but the poster loads until the reader plays it. */}
                {/* biome-ignore lint/a11y/useMediaCaption: the film is silent (no sound track to caption); the figcaption says what it shows. */}
                <video
                  className="article-film__video"
                  controls
                  preload="none"
                  playsInline
                  poster={film.poster}
                  width={film.width}
                  height={film.height}
                  aria-label={block.title}
                >
                  {film.sources.map((source) => (
                    <source key={source.src} src={source.src} type={source.type} />
                  ))}
                </video>
                <figcaption>{block.caption}</figcaption>
              </figure>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
