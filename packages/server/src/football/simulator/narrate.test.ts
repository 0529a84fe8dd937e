import { describe, expect, it } from 'vitest';
import { narrate } from './narrate.js';

describe('narrate', () => {
  it('tells stage changes and goals, not minute ticks or bookings', () => {
    expect(narrate({ slug: 'a-b', matchTime: 12 })).toBeUndefined();
    expect(
      narrate({ slug: 'a-b', matchTime: 12, events: [{ type: 'yellow_card', side: 'away' }] }),
    ).toBeUndefined();
    expect(
      narrate({
        slug: 'a-b',
        matchTime: '45+1',
        home: { score: 1 },
        events: [{ type: 'goal', side: 'home', minute: '45+1' }],
      }),
    ).toBe("a-b: goal home 45+1'");
    expect(narrate({ slug: 'a-b', stage: 'live', home: { score: 0 }, away: { score: 0 } })).toBe(
      'a-b: live, 0-0',
    );
  });
});
