import { describe, expect, it } from 'vitest';
import { paginationWindow } from './paginationWindow.js';

const show = (current: number, count: number) =>
  paginationWindow(current, count)
    .map((entry) => (entry.kind === 'gap' ? '…' : String(entry.page)))
    .join(' ');

describe('paginationWindow', () => {
  it('shows every page of a short gallery', () => {
    expect(show(1, 3)).toBe('1 2 3');
    expect(show(1, 1)).toBe('1');
  });

  it('shows the ends and two pages around the current one, with gaps', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10');
    expect(show(6, 12)).toBe('1 … 4 5 6 7 8 … 12');
    expect(show(12, 12)).toBe('1 … 10 11 12');
    expect(show(4, 12)).toBe('1 2 3 4 5 6 … 12');
  });
});
