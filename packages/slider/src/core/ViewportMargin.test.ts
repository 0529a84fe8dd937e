import { describe, expect, it } from 'vitest';
import { reachableMargin } from './ViewportMargin.js';

describe('the in-view margin of a module', () => {
  it('keeps a positive margin and a negative one the module can reach', () => {
    expect(reachableMargin(100, 50)).toBe(100);
    expect(reachableMargin(-200, 600)).toBe(-200);
  });

  it('asks a module shorter than the negative margin for half of itself in view', () => {
    expect(reachableMargin(-200, 150)).toBe(-75);
    expect(reachableMargin(-200, 207.5)).toBe(-103);
  });

  it('leaves the margin as it is while the module has no height yet', () => {
    expect(reachableMargin(-200, 0)).toBe(-200);
  });
});
