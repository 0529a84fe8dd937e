import type { Dictionary } from '../i18n/dictionary.js';

/** The `comments` section of the dictionary: all the words the thread and the form use. */
export type CommentStrings = Dictionary['comments'];
