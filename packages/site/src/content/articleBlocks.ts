/**
 * The body of an article is a list of blocks rather than stored HTML, so that nothing typed by an
 * editor is ever injected as markup and images go through the responsive <picture> component.
 *
 * Text fields accept a small inline syntax, parsed in `inlineText.ts`:
 * `*emphasis*`, `**strong**` and `[label](href)`.
 */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; imageKey: string; alt: string; caption?: string }
  | {
      type: 'video';
      provider: 'youtube';
      videoId: string;
      title: string;
      /** The article's own picture, shown until the reader plays: nothing loads from YouTube before. */
      imageKey?: string;
    }
  | {
      /**
       * The site's own film (served under /video/, the one the front page's panel plays): shown
       * with the browser's player, fetched only when the reader plays it. Left out when the site
       * has no film (a build made without Chromium).
       */
      type: 'film';
      /** Names the film for assistive technology (the player's accessible name). */
      title: string;
      caption: string;
    };
