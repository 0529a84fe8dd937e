import { expect, it } from 'vitest';
import { announcement } from './Announcer.js';

it('reads "{module}: Slide {n} of {total} – {title}"', () => {
  expect(announcement('Home', 0, 5, { title: 'Derby day', acc: { label: 'auto' } })).toBe(
    'Home: Slide 1 of 5 – Derby day',
  );
});

it('prefers an accessible label the editor wrote, and drops the dash without a title', () => {
  expect(announcement('Home', 2, 5, { title: 'x', acc: { label: 'Cup final' } })).toBe(
    'Home: Slide 3 of 5 – Cup final',
  );
  expect(announcement('Home', 1, 2, { title: ' ', acc: { label: 'unset' } })).toBe(
    'Home: Slide 2 of 2',
  );
});
