import { describe, expect, it } from 'vitest';
import { MIN_HUMAN_MS, parseSamples, type SpamEvidence, scoreSpam } from './spamScore.js';

const NOW = Date.parse('2026-11-22T10:00:00Z');

/** What a person's browser sends: a minute on the page, some typing, a click, a scroll. */
function person(overrides: Partial<SpamEvidence> = {}): SpamEvidence {
  return {
    honeypot: '',
    stamp: String(NOW - 60_000),
    timing: {
      ak_bib: String(NOW - 45_000),
      ak_bfs: String(NOW - 200),
      ak_bkpc: '58',
      ak_bkp: '96,210;88,150;101',
      ak_bmc: '120',
      ak_bmcc: '1',
      ak_bmk: '3;17',
      ak_bck: '9',
      ak_bmmc: '2',
      ak_btmc: '0',
      ak_bsc: '4',
      ak_bte: '',
      ak_btec: '0',
      ak_bmm: '430,280;210,90',
    },
    commentLength: 240,
    receivedAt: NOW,
    ...overrides,
  };
}

describe('scoreSpam', () => {
  it('passes a person with JavaScript', () => {
    expect(scoreSpam(person())).toEqual({ score: 0, spam: false, reasons: [] });
  });

  it('passes a person without JavaScript: no stamp, no timing', () => {
    expect(scoreSpam(person({ stamp: '', timing: {} })).spam).toBe(false);
  });

  it('passes a submission made before the collector loaded (stamp only, a while ago)', () => {
    expect(scoreSpam(person({ timing: {} })).spam).toBe(false);
  });

  it.each([
    ['a filled honeypot', { honeypot: 'http://cheap.example' }, ['honeypot']],
    ['a malformed stamp', { stamp: 'yesterday' }, ['stampMalformed']],
    ['a stamp three hours ahead', { stamp: String(NOW + 3 * 3_600_000) }, ['stampFuture']],
    ['a stamp two days old', { stamp: String(NOW - 2 * 86_400_000) }, ['stampStale']],
  ] as const)('sends %s to spam', (_what, overrides, reasons) => {
    const verdict = scoreSpam(person(overrides));
    expect(verdict.spam).toBe(true);
    expect(verdict.reasons).toEqual(reasons);
  });

  it('sends a form submitted faster than a person can to spam (reader clock)', () => {
    const fast = person();
    fast.timing.ak_bfs = String(NOW - 60_000 + MIN_HUMAN_MS - 1);
    expect(scoreSpam(fast).reasons).toEqual(['tooFast']);
    const human = person();
    human.timing.ak_bfs = String(NOW - 60_000 + MIN_HUMAN_MS);
    expect(scoreSpam(human).spam).toBe(false);
  });

  it('judges speed on the server clock when the collector sent nothing', () => {
    expect(scoreSpam(person({ timing: {}, stamp: String(NOW - 1000) })).reasons).toEqual([
      'tooFast',
    ]);
  });

  it('sends a long comment with no interaction at all to spam, but not a short one', () => {
    const idle = person().timing;
    for (const name of ['ak_bkpc', 'ak_bmcc', 'ak_bmmc', 'ak_btmc', 'ak_bsc', 'ak_btec']) {
      idle[name] = '0';
    }
    expect(scoreSpam(person({ timing: idle })).reasons).toEqual(['noInteraction']);
    expect(scoreSpam(person({ timing: idle, commentLength: 12 })).spam).toBe(false);
  });

  it('counts malformed timing and timing without a stamp, each below the threshold alone', () => {
    const bad = person().timing;
    bad.ak_bkpc = 'many';
    expect(scoreSpam(person({ timing: bad }))).toEqual({
      score: 3,
      spam: false,
      reasons: ['timingMalformed'],
    });
    expect(scoreSpam(person({ stamp: '' }))).toMatchObject({
      spam: false,
      reasons: ['timingWithoutStamp'],
    });
    expect(scoreSpam(person({ stamp: '', timing: bad })).spam).toBe(true);
  });
});

describe('parseSamples', () => {
  it('reads the collector’s lists and refuses more than 100 samples', () => {
    expect(parseSamples('')).toEqual([]);
    expect(parseSamples('96,210;88;')).toEqual([[96, 210], [88]]);
    expect(parseSamples(Array(100).fill('1,2').join(';'))).toHaveLength(100);
    expect(parseSamples(Array(101).fill('1,2').join(';'))).toBeNull();
    expect(parseSamples('1,2,3')).toBeNull();
    expect(parseSamples('<script>')).toBeNull();
  });
});
