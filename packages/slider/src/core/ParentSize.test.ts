import { expect, it, vi } from 'vitest';
import { parentZeroAxis, warnIfParentZero } from './ParentSize.js';

it('decides when the parent dimension is 0px', () => {
  expect(parentZeroAxis({ width: 0, height: 300 }, false)).toBe('width');
  expect(parentZeroAxis({ width: 800, height: 0 }, false)).toBeNull();
  expect(parentZeroAxis({ width: 800, height: 0 }, true)).toBe('height');
  expect(parentZeroAxis({ width: 800, height: 400 }, true)).toBeNull();
});

it('warns with the alias and the axis', () => {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  expect(warnIfParentZero('home', { width: 0, height: 0 }, false, logger)).toBe(true);
  expect(logger.warn).toHaveBeenCalledWith(
    'home: the parent element dimension is 0px (width); the module cannot be sized',
  );
  expect(warnIfParentZero('home', { width: 10, height: 10 }, false, logger)).toBe(false);
});
