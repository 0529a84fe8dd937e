import type { PluralMessage } from '../i18n/dictionary.js';
import type { GalleryMediaType } from './model.js';

/** The gallery's words (`Dictionary['gallery']`). */
export interface GalleryStrings {
  /** "32 photos" under the title. */
  itemCount: PluralMessage;
  /** "Page 2 of 3", under the title and announced after an ajax page change. */
  pageStatus: string;
  /** Document title of page 2 onwards: `{title}` and `{page}`. */
  pagedTitle: string;
  /** Accessible name of the pagination landmark. */
  paginationLabel: string;
  previous: string;
  next: string;
  /** Accessible text of a numbered link: "Page {page}". */
  pageNumber: string;
  /** The load-more button of "manually" infinite galleries. */
  loadMore: string;
  loading: string;
  /** Announced when infinite scroll appended a page: `{count}` items. */
  itemsAdded: PluralMessage;
  /** Announced when the last page is in. */
  allLoaded: string;
  /** Spec 8.3: the error status, `{status}` the HTTP status. */
  loadFailed: string;
  /** Spec 8.3 when no response came back at all. */
  loadFailedNetwork: string;
  /** What a tile without a picture holds, by media type. */
  mediaTypes: Record<GalleryMediaType, string>;
}

/** The lightbox's words (`Dictionary['lightbox']`). */
export interface LightboxStrings {
  /** Accessible name of the dialog. */
  dialog: string;
  /** `aria-roledescription` of the carousel region. */
  carousel: string;
  /** Accessible name of the carousel region. */
  photoGallery: string;
  /** `aria-roledescription` of a slide. */
  slide: string;
  /** Accessible name of a slide: `{index}` of `{total}`. */
  slideCounter: string;
  previous: string;
  next: string;
  close: string;
  /** Spec 5: shown instead of inline content that contains '<'. */
  htmlDisallowed: string;
  loading: string;
  loadFailed: string;
}
