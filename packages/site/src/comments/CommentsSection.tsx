import { formatPlural } from '../i18n/format.js';
import type { Lang } from '../i18n/languages.js';
import { Island } from '../islands/Island.js';
import { CommentThread } from './CommentThread.js';
import type { CommentsModel } from './model.js';
import type { CommentStrings } from './strings.js';

export interface CommentsSectionProps {
  comments: CommentsModel;
  strings: CommentStrings;
  lang: Lang;
  timeZone: string;
}

/**
 * The comments under an article: the count, the approved thread (server HTML, never hydrated)
 * and the form, the one island here.
 */
export function CommentsSection({ comments, strings, lang, timeZone }: CommentsSectionProps) {
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title">
      <h2 className="comments__title" id="comments-title">
        {comments.count > 0 ? formatPlural(lang, strings.count, comments.count) : strings.none}
      </h2>
      <CommentThread
        comments={comments.thread}
        labelledBy="comments-title"
        strings={strings}
        lang={lang}
        timeZone={timeZone}
      />
      <Island
        name="CommentForm"
        props={{ form: comments.form, strings, lang, timeZone, maxDepth: comments.maxDepth }}
        // Below the article: its code (and the anti-spam collector) loads as the reader nears it.
        load="visible"
      />
    </section>
  );
}
