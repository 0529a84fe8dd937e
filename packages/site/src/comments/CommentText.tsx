import { Fragment } from 'react';
import { commentParagraphs } from './commentText.js';

/** A comment's text as paragraphs; React escapes every character. */
export function CommentText({ body }: { body: string }) {
  return (
    <div className="comment__text">
      {commentParagraphs(body).map((lines, index) => (
        // Paragraphs of one text never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index}>
          {lines.map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, as above.
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
