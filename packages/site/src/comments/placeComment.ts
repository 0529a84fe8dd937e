/**
 * Where a comment posted from this page goes in the server-rendered thread: a new `<li>` (with
 * the comment's permalink id) at the end of its parent's replies, or of the thread. A reply to
 * a comment at the deepest level joins that comment's own list, as the server would show it.
 * Returns the `<li>`; the form island renders the comment into it.
 */
export function placeComment(
  doc: Document,
  comment: { id: number; parentId: number | null },
  maxDepth: number,
): HTMLLIElement | null {
  const thread = doc.querySelector<HTMLOListElement>('#comments > .comment-list');
  if (!thread) return null;
  let list: HTMLOListElement = thread;
  let depth = 1;
  const parent = comment.parentId ? doc.getElementById(`comment-${comment.parentId}`) : null;
  if (parent) {
    const parentDepth = Number(parent.dataset.depth) || 1;
    if (parentDepth >= maxDepth) {
      list = parent.parentElement as HTMLOListElement;
      depth = maxDepth;
    } else {
      let children = parent.querySelector<HTMLOListElement>(':scope > .comment-list--children');
      if (!children) {
        children = doc.createElement('ol');
        children.className = 'comment-list comment-list--children';
        parent.append(children);
      }
      list = children;
      depth = parentDepth + 1;
    }
  }
  const item = doc.createElement('li');
  item.id = `comment-${comment.id}`;
  item.className = `comment comment--depth-${depth} comment--new`;
  item.dataset.depth = String(depth);
  item.tabIndex = -1;
  list.append(item);
  thread.hidden = false;
  return item;
}
