import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from './logMessages.js';
import { normalizeMatch } from './matchModel.js';
import { applyUpdate } from './mergeUpdate.js';
import { isLiveStage, KNOWN_STAGES } from './stages.js';
import { createLiveScoreStore } from './store.js';
import { byPeriod, FakeTransport } from './test-support/fakeTransport.js';
import { liveMatch, rawMatch } from './test-support/fixtures.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SLUGS = ['a', 'b', 'c', 'absent', '', '?'];
const score = fc.oneof(
  fc.integer({ min: 0, max: 15 }),
  fc.constant(null),
  fc.string(),
  fc.double(),
);
const side = fc.oneof(
  fc.record(
    {
      score,
      periods: fc.dictionary(
        fc.constantFrom('1', '2', '3', 'x'),
        fc.oneof(fc.integer(), fc.string()),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
/** Updates as a feed might send them, and worse. */
const update = fc.oneof(
  fc.record(
    {
      slug: fc.oneof(fc.constantFrom(...SLUGS), fc.anything()),
      stage: fc.oneof(fc.constantFrom(...KNOWN_STAGES), fc.string(), fc.anything()),
      matchTime: fc.oneof(fc.integer({ min: -5, max: 130 }), fc.string(), fc.constant(null)),
      home: side,
      away: side,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('random update sequences', () => {
  it('never throw and never lose, add or reorder a match', async () => {
    const transport = new FakeTransport(
      byPeriod({
        live: [liveMatch({ slug: 'a' }), rawMatch({ slug: 'b' }), liveMatch({ slug: 'c' })],
      }),
    );
    const store = createLiveScoreStore({ transport, logger: silentLogger });
    store.start();
    transport.connect();
    await vi.advanceTimersByTimeAsync(0);
    const slugs = store.getSnapshot().matches.map((m) => m.slug);
    expect(slugs).toEqual(['a', 'b', 'c']);

    fc.assert(
      fc.property(fc.array(update, { maxLength: 40 }), (updates) => {
        for (const item of updates) transport.publish(item);
        const { matches, selected } = store.getSnapshot();
        expect(matches.map((m) => m.slug)).toEqual(slugs);
        expect(selected?.slug).toBe('a');
        for (const match of matches) {
          expect(match.live).toBe(isLiveStage(match.stage));
          for (const team of [match.home, match.away]) {
            expect(team.score === null || Number.isFinite(team.score)).toBe(true);
            for (const goals of Object.values(team.periods))
              expect(Number.isFinite(goals)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
    store.stop();
  });

  it('apply like a model: the last score and stage sent for a match win', () => {
    const base = [normalizeMatch(liveMatch({ slug: 'a' }))!];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slug: fc.constant('a'),
            stage: fc.constantFrom(...KNOWN_STAGES),
            home: fc.record({ score: fc.integer({ min: 0, max: 9 }) }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (updates) => {
          let matches = base as readonly (typeof base)[number][];
          for (const item of updates) matches = applyUpdate(matches, item).matches;
          const last = updates.at(-1)!;
          expect(matches[0]).toMatchObject({ stage: last.stage, home: { score: last.home.score } });
        },
      ),
    );
  });
});
