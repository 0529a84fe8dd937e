import type { CommentNode } from '@tribune/site';
import { describe, expect, it } from 'vitest';
import { buildThread, type ThreadRow } from './thread.js';

let clock = 0;
function row(id: number, parentId: number | null, status: ThreadRow['status'] = 'approved') {
  clock++;
  return {
    id,
    parentId,
    authorName: `Reader ${id}`,
    authorUrl: null,
    body: `Comment ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 10, clock)).toISOString(),
    status,
  } satisfies ThreadRow;
}

/** The tree as `id(depth)[children]`, to compare shapes at a glance. */
function shape(nodes: CommentNode[]): string {
  return nodes
    .map((n) => `${n.id}(${n.depth})${n.replies.length ? `[${shape(n.replies)}]` : ''}`)
    .join(' ');
}

describe('buildThread', () => {
  it('nests replies under their parents, oldest first', () => {
    const rows = [row(1, null), row(2, 1), row(3, null), row(4, 1), row(5, 2)];
    expect(shape(buildThread(rows))).toBe('1(1)[2(2)[5(3)] 4(2)] 3(1)');
  });

  it('lists replies beyond the maximum depth at the last level, after their parent', () => {
    const rows = [row(1, null), row(2, 1), row(3, 2), row(4, 3), row(5, 4), row(6, 5), row(7, 6)];
    expect(shape(buildThread(rows, 5))).toBe('1(1)[2(2)[3(3)[4(4)[5(5) 6(5) 7(5)]]]]');
    expect(shape(buildThread(rows, 2))).toBe('1(1)[2(2) 3(2) 4(2) 5(2) 6(2) 7(2)]');
  });

  it('starts a thread for a reply whose parent is not visible', () => {
    expect(shape(buildThread([row(10, 99), row(11, 10)]))).toBe('10(1)[11(2)]');
  });

  it('orders by date whatever the input order, and survives a cycle', () => {
    const a = row(1, null);
    const b = row(2, 1);
    expect(shape(buildThread([b, a]))).toBe('1(1)[2(2)]');
    expect(buildThread([{ ...row(3, 4) }, { ...row(4, 3) }]).length).toBeGreaterThan(0);
  });

  it('marks the reader’s own comment awaiting moderation as held', () => {
    const [first] = buildThread([row(1, null), row(2, 1, 'pending')]);
    expect(first!.held).toBe(false);
    expect(first!.replies[0]).toMatchObject({ id: 2, held: true, author: 'Reader 2' });
  });
});
