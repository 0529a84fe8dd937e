import { describe, expect, it } from 'vitest';
import { selectMatch } from './selection.js';
import { widgetMatch } from './test-support/fixtures.js';

const plan = (slug: string) => widgetMatch({ slug, stage: 'plan' });
const live = (slug: string, stage = 'live') => widgetMatch({ slug, stage, matchTime: 30 });
const over = (slug: string, stage = 'finished') => widgetMatch({ slug, stage });

describe('match selection (spec 4.6)', () => {
  describe('rule 1: a stored match in the live or scheduled set', () => {
    it('keeps a stored live match, even when another live match comes first', () => {
      const matches = [live('a'), live('b')];
      expect(selectMatch(matches, 'b')).toEqual({ slug: 'b', stored: 'b', refetch: false });
    });

    it('keeps a stored results_only match (it is in the live set)', () => {
      const matches = [live('a'), live('b', 'results_only')];
      expect(selectMatch(matches, 'b')).toEqual({ slug: 'b', stored: 'b', refetch: false });
    });

    it('keeps a stored scheduled match while nothing is live', () => {
      const matches = [plan('a'), plan('b')];
      expect(selectMatch(matches, 'b')).toEqual({ slug: 'b', stored: 'b', refetch: false });
    });

    it('switches from a stored scheduled match to the live one, replacing the stored slug', () => {
      const matches = [plan('a'), over('x'), live('b', 'halftime')];
      expect(selectMatch(matches, 'a')).toEqual({ slug: 'b', stored: 'b', refetch: false });
    });

    it('prefers a match being played to a results_only one when switching', () => {
      const matches = [plan('a'), live('r', 'results_only'), live('p', 'penalties')];
      expect(selectMatch(matches, 'a').slug).toBe('p');
    });
  });

  describe('rule 2: the stored match went out of scope', () => {
    it.each(['finished', 'cancelled', 'postponed', 'finished_penalty'])(
      'a stored %s match is dropped, the list refetched, and rule 3 applies',
      (stage) => {
        const matches = [over('a', stage), plan('b'), live('c')];
        expect(selectMatch(matches, 'a')).toEqual({ slug: 'c', stored: 'c', refetch: true });
      },
    );

    it('a stored slug that is not in the list any more counts as out of scope', () => {
      expect(selectMatch([plan('b')], 'gone')).toEqual({ slug: 'b', stored: 'b', refetch: true });
    });
  });

  describe('rule 3: nothing stored', () => {
    it('picks the first match of the preferred-live set', () => {
      const matches = [
        plan('a'),
        live('r', 'results_only'),
        live('b', 'extra_time_halftime'),
        live('c'),
      ];
      expect(selectMatch(matches, null)).toEqual({ slug: 'b', stored: 'b', refetch: false });
    });

    it('else the first match that is live, results_only or plan', () => {
      expect(selectMatch([over('x'), live('r', 'results_only'), plan('a')], null).slug).toBe('r');
      expect(selectMatch([over('x'), plan('a'), live('r', 'results_only')], null).slug).toBe('a');
    });

    it('shows a finished match when nothing else exists, without remembering it', () => {
      expect(selectMatch([over('x'), over('y', 'cancelled')], null)).toEqual({
        slug: 'x',
        stored: null,
        refetch: false,
      });
    });

    it('selects nothing in an empty list', () => {
      expect(selectMatch([], null)).toEqual({ slug: null, stored: null, refetch: false });
      expect(selectMatch([], 'a')).toEqual({ slug: null, stored: null, refetch: true });
    });
  });
});
