import type { Lang } from '../i18n/languages.js';
import { CommentArticle } from './CommentArticle.js';
import type { CommentNode } from './model.js';
import type { CommentStrings } from './strings.js';

interface ThreadProps {
  strings: CommentStrings;
  lang: Lang;
  timeZone: string;
}

/**
 * The nested list of comments. Each `<li>` carries the comment's permalink id (`comment-{id}`)
 * and its depth, which the form island reads to place a new reply.
 */
export function CommentThread({
  comments,
  labelledBy,
  ...rest
}: ThreadProps & { comments: CommentNode[]; labelledBy: string }) {
  return (
    <ol className="comment-list" aria-labelledby={labelledBy} hidden={comments.length === 0}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} {...rest} />
      ))}
    </ol>
  );
}

function CommentItem({ comment, ...rest }: ThreadProps & { comment: CommentNode }) {
  return (
    <li
      id={`comment-${comment.id}`}
      className={`comment comment--depth-${comment.depth}`}
      data-depth={comment.depth}
    >
      <CommentArticle comment={comment} {...rest} />
      {comment.replies.length > 0 && (
        <ol className="comment-list comment-list--children">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} {...rest} />
          ))}
        </ol>
      )}
    </li>
  );
}
