import { fillTemplate } from '../i18n/format.js';
import type { Lang } from '../i18n/languages.js';
import { CommentText } from './CommentText.js';
import { formatCommentDate } from './commentDate.js';
import type { CommentNode } from './model.js';
import type { CommentStrings } from './strings.js';

export interface CommentArticleProps {
  comment: Omit<CommentNode, 'replies' | 'depth'>;
  strings: CommentStrings;
  lang: Lang;
  timeZone: string;
}

/**
 * One comment: author, permalink date, text and the "Reply" link. The link works without
 * JavaScript (`?replytocom={id}#respond` reloads the page with the form set to reply); the
 * comment form island intercepts it to move the form here instead.
 */
export function CommentArticle({ comment, strings, lang, timeZone }: CommentArticleProps) {
  const date = formatCommentDate(lang, comment.createdAt, timeZone);
  const author = comment.author;
  return (
    <article className="comment__body" id={`div-comment-${comment.id}`}>
      <footer className="comment__meta">
        <span className="comment__author">
          {comment.authorUrl ? (
            <a href={comment.authorUrl} rel="external nofollow ugc">
              {author}
            </a>
          ) : (
            author
          )}
        </span>
        <a
          className="comment__permalink"
          href={`#comment-${comment.id}`}
          aria-label={fillTemplate(strings.permalink, { author, date })}
        >
          <time dateTime={comment.createdAt}>{date}</time>
        </a>
      </footer>
      {comment.held && <p className="comment__held">{strings.awaitingModeration}</p>}
      <CommentText body={comment.body} />
      {!comment.held && (
        <p className="comment__actions">
          <a
            className="comment__reply"
            href={`?replytocom=${comment.id}#respond`}
            rel="nofollow"
            data-reply-to={comment.id}
            data-author={author}
            aria-label={fillTemplate(strings.replyTo, { author })}
          >
            {strings.reply}
          </a>
        </p>
      )}
    </article>
  );
}
