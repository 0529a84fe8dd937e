import { describe, expect, it } from 'vitest';
import { createGestureTracker } from './gestures.js';

function gesture(points: Array<[number, number]>) {
  const tracker = createGestureTracker();
  const [start, ...rest] = points;
  tracker.start(1, start![0], start![1]);
  const moves = rest.slice(0, -1).map(([x, y]) => tracker.move(1, x, y));
  const [endX, endY] = rest.at(-1) ?? start!;
  return { moves, outcome: tracker.end(1, endX, endY) };
}

describe('lightbox gestures (spec 9.10)', () => {
  it('starts a horizontal swipe at 10 px, not before', () => {
    expect(
      gesture([
        [100, 100],
        [109, 100],
      ]).outcome,
    ).toBe('none');
    expect(
      gesture([
        [100, 100],
        [110, 100],
      ]).outcome,
    ).toBe('prev');
    expect(
      gesture([
        [100, 100],
        [90, 102],
      ]).outcome,
    ).toBe('next');
  });

  it('follows the finger once swiping, and changes item only if released 10 px away', () => {
    const { moves, outcome } = gesture([
      [100, 100],
      [80, 100],
      [60, 100],
      [95, 100],
    ]);
    expect(moves).toEqual([
      { kind: 'swipe', dx: -20 },
      { kind: 'swipe', dx: -40 },
    ]);
    expect(outcome).toBe('cancel');
  });

  it('starts the vertical drag at 50 px and closes from 100 px', () => {
    expect(
      gesture([
        [100, 100],
        [100, 149],
      ]).outcome,
    ).toBe('none');
    expect(
      gesture([
        [100, 100],
        [100, 150],
      ]).outcome,
    ).toBe('cancel');
    expect(
      gesture([
        [100, 100],
        [100, 170],
        [100, 199],
      ]).outcome,
    ).toBe('cancel');
    expect(
      gesture([
        [100, 100],
        [100, 170],
        [100, 200],
      ]).outcome,
    ).toBe('close');
    expect(
      gesture([
        [100, 300],
        [100, 240],
        [100, 180],
      ]).outcome,
    ).toBe('close');
  });

  it('keeps the axis it started on', () => {
    // A swipe that drifts far down is still a swipe.
    const { moves, outcome } = gesture([
      [100, 100],
      [85, 102],
      [80, 250],
      [70, 260],
    ]);
    expect(moves[1]).toEqual({ kind: 'swipe', dx: -20 });
    expect(outcome).toBe('next');
    // Below 10 px across, a long vertical move is a drag.
    expect(
      gesture([
        [100, 100],
        [105, 160],
        [108, 220],
      ]).outcome,
    ).toBe('close');
  });

  it('ignores other pointers', () => {
    const tracker = createGestureTracker();
    tracker.start(1, 0, 0);
    expect(tracker.move(2, 50, 0)).toEqual({ kind: 'none' });
    expect(tracker.end(2, 50, 0)).toBe('none');
    expect(tracker.end(1, 50, 0)).toBe('prev');
  });
});
