import type { CommentNode } from '@tribune/site';

/** Deepest nesting shown; replies below it are listed at this level. */
export const MAX_THREAD_DEPTH = 5;

export interface ThreadRow {
  id: number;
  parentId: number | null;
  authorName: string;
  authorUrl: string | null;
  body: string;
  createdAt: string;
  status: 'approved' | 'pending' | 'spam';
}

/**
 * Nests the visible comments of a page by parent, oldest first in every list. A comment whose
 * parent is not visible (held, spam or deleted) starts its own thread. Past `maxDepth`, a reply
 * is listed after its parent in the parent's own list, so the thread stays readable on a phone.
 * Rows other than approved ones are the reader's own held comment: they are marked `held`.
 */
export function buildThread(rows: ThreadRow[], maxDepth = MAX_THREAD_DEPTH): CommentNode[] {
  const ordered = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const byId = new Map(ordered.map((row) => [row.id, row]));
  const roots: CommentNode[] = [];
  const placed = new Map<number, { node: CommentNode; list: CommentNode[] }>();

  const place = (
    row: ThreadRow,
    visiting: Set<number>,
  ): { node: CommentNode; list: CommentNode[] } => {
    const done = placed.get(row.id);
    if (done) return done;
    visiting.add(row.id);
    const parentRow = row.parentId === null ? undefined : byId.get(row.parentId);
    // A cycle cannot come from the form (a parent exists before its reply); guard anyway.
    const parent =
      parentRow && !visiting.has(parentRow.id) ? place(parentRow, visiting) : undefined;
    let depth = 1;
    let list = roots;
    if (parent) {
      if (parent.node.depth >= maxDepth) {
        depth = maxDepth;
        list = parent.list;
      } else {
        depth = parent.node.depth + 1;
        list = parent.node.replies;
      }
    }
    const node: CommentNode = {
      id: row.id,
      parentId: row.parentId,
      author: row.authorName,
      authorUrl: row.authorUrl,
      createdAt: row.createdAt,
      body: row.body,
      depth,
      held: row.status !== 'approved',
      replies: [],
    };
    list.push(node);
    const entry = { node, list };
    placed.set(row.id, entry);
    return entry;
  };

  for (const row of ordered) place(row, new Set());
  return roots;
}
