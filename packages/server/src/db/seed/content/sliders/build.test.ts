import { expect, it } from 'vitest';
import { keepScoresTogether } from './build.js';
import { homeHero } from './homeHero.js';

it('keeps a score on one line: word joiners around its dash', () => {
  expect(keepScoresTogether('Valmont remonta a Rivemont (3–2)')).toBe(
    'Valmont remonta a Rivemont (3\u2060–\u20602)',
  );
  expect(keepScoresTogether('1 - 0 au bout du temps')).toBe('1\u2060-\u20600 au bout du temps');
  expect(keepScoresTogether('Ligue Élite – Premier Division')).toBe(
    'Ligue Élite – Premier Division',
  );
});

it('writes the home hero’s headline with its score held together, in every language', () => {
  const layers = Object.values(homeHero().slides)[0]?.layers as Record<
    string,
    { content?: unknown }
  >;
  const headline = JSON.stringify(Object.values(layers).map((layer) => layer.content));
  expect(headline).toContain('3\u2060–\u20602');
  expect(headline).not.toMatch(/\d–\d/);
});
