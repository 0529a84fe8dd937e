import { describe, expect, it } from 'vitest';
import { translationFor } from './i18n/index.js';
import { KNOWN_STAGES } from './stages.js';
import { minuteLabel, statusLabel } from './statusLabel.js';
import { statusText } from './view.js';

const en = translationFor('en');
const label = (stage: string, matchTime: unknown = null) =>
  statusText(statusLabel(stage, matchTime), en);

describe('status label per stage (spec 4.5)', () => {
  it.each([
    ['plan', ''],
    ['halftime', 'Half time'],
    ['pause', 'Pause'],
    ['break_time', 'Break time'],
    ['extra_time_halftime', 'Extra HT'],
    ['penalties', 'Penalties'],
    ['results_only', 'Results only'],
    ['finished', 'Finished'],
    ['finished_overtime', 'Finished (OT)'],
    ['finished_penalty', 'Finished (P)'],
    ['finished_technical_defeat', 'Awarded'],
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed'],
    // Stages of the live set that the spec's table leaves to "any other".
    ['3rd_quarter', '?'],
    ['4th_quarter', '?'],
    ['overtime', '?'],
    ['abandoned', '?'],
    ['', '?'],
  ])('%s → %j', (stage, expected) => {
    expect(label(stage, 50)).toBe(expected);
  });

  it.each(['live', '1st_quarter', '2nd_quarter'])('%s shows the minute', (stage) => {
    expect(label(stage, 23)).toBe("23'");
  });

  it('covers every known stage without falling back to "?" by accident', () => {
    const questionMarks = KNOWN_STAGES.filter((stage) => label(stage, 10) === '?');
    expect(questionMarks).toEqual(['3rd_quarter', '4th_quarter', 'overtime']);
  });
});

describe('minute rules', () => {
  it.each([
    [0, "0'"],
    [1, "1'"],
    [45, "45'"],
    [89.6, "89'"],
    [90, "90'"],
    [91, "90+'"],
    [120, "90+'"],
    ['7', "7'"],
    ['90', "90'"],
    ['93', "90+'"],
    ['45+2', "45+2'"],
    ['90+4', "90+4'"],
    ['90 + 4', "90+4'"],
    ["67'", "67'"],
    ['90+', "90+'"],
  ])('%j → %j', (matchTime, expected) => {
    expect(minuteLabel(matchTime)).toEqual({ kind: 'minute', text: expected });
  });

  it.each([
    ['negative', -1],
    ['negative text', '-5'],
    ['missing', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['not a number', 'HT'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a plus without digits', '+'],
  ])('%s → Live', (_name, matchTime) => {
    expect(minuteLabel(matchTime)).toEqual({ kind: 'stage', key: 'live' });
    expect(label('live', matchTime)).toBe('Live');
  });
});
