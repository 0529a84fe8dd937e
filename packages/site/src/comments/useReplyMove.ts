import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ReplyTarget {
  /** `comment_parent`: 0 for a new thread. */
  id: number;
  author: string | null;
}

/**
 * "Reply" links move the comment form under the chosen comment and set the parent (spec 2.3);
 * cancelling puts it back and resets the parent to 0. The form's island container is what
 * moves: React keeps rendering into it wherever it sits. Its place is held by an empty comment
 * node. Focus follows: into the form's first field on reply, back to the Reply link on cancel.
 *
 * The links are plain server HTML (`?replytocom={id}#respond` without JavaScript), so clicks
 * are caught by delegation on the document; a modified click still opens the link.
 */
export function useReplyMove(
  sectionRef: RefObject<HTMLElement | null>,
  initial: ReplyTarget,
  focusFirstField: () => void,
) {
  const [target, setTarget] = useState<ReplyTarget>(initial);
  const home = useRef<Comment | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const container = useCallback(() => sectionRef.current?.parentElement ?? null, [sectionRef]);

  /** Puts the form back in its place with parent 0; optionally focuses the Reply link. */
  const restore = useCallback(
    (returnFocus: boolean) => {
      const box = container();
      if (box && home.current) home.current.replaceWith(box);
      home.current = null;
      const link =
        opener.current ??
        (target.id
          ? box?.ownerDocument.querySelector<HTMLElement>(`a[data-reply-to="${target.id}"]`)
          : null);
      opener.current = null;
      flushSync(() => setTarget({ id: 0, author: null }));
      if (returnFocus) link?.focus();
    },
    [container, target.id],
  );

  useEffect(() => {
    const doc = sectionRef.current?.ownerDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const element = event.target as Element | null;
      const link =
        typeof element?.closest === 'function' ? element.closest('a[data-reply-to]') : null;
      if (!(link instanceof HTMLElement)) return;
      const id = Number(link.dataset.replyTo);
      const comment = doc.getElementById(`div-comment-${id}`);
      const box = container();
      if (!Number.isInteger(id) || id <= 0 || !comment || !box) return;
      event.preventDefault();
      if (!home.current) {
        home.current = doc.createComment(' comment form ');
        box.before(home.current);
      }
      comment.after(box);
      opener.current = link;
      flushSync(() => setTarget({ id, author: link.dataset.author ?? null }));
      focusFirstField();
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [sectionRef, container, focusFirstField]);

  return { target, restore };
}
