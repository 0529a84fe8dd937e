import { describe, expect, it } from 'vitest';
import { translationFor } from './i18n/index.js';
import { normalizeMatch } from './matchModel.js';
import { noticeFor } from './notice.js';
import { KICKOFF, liveMatch, widgetMatch } from './test-support/fixtures.js';
import { announcementText, describeMatch, eventLabel, noticeText } from './view.js';

const context = (lang: string) => ({ translation: translationFor(lang), timeZone: 'Europe/Paris' });
const NO_MARKS = { home: null, away: null };

describe('notices (spec 8.2)', () => {
  it('none while the shown match is live', () => {
    expect(noticeFor(normalizeMatch(liveMatch()))).toEqual({ kind: 'none' });
    expect(noticeFor(widgetMatch({ stage: 'halftime' }))).toEqual({ kind: 'none' });
  });

  it('names the closest match when a scheduled one is shown', () => {
    const match = widgetMatch({ stage: 'plan', date: KICKOFF });
    expect(noticeText(noticeFor(match), context('en'))).toBe(
      'At the moment there are no Live matches, the closest match is 14/03/2026 20:45 Montclair - Lorvèze.',
    );
    expect(noticeText(noticeFor(match), context('fr'))).toBe(
      'Il n’y a actuellement aucun match en direct, le prochain match est 14/03/2026 20:45 Montclair - Lorvèze.',
    );
  });

  it('says there is nothing for 2 days when only ended matches are shown', () => {
    const match = widgetMatch({ stage: 'finished' });
    expect(noticeText(noticeFor(match), context('en'))).toBe(
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    );
  });
});

describe('match card words', () => {
  it('builds the title line {date} {time} | {country} | {league name}', () => {
    const view = describeMatch(widgetMatch(), NO_MARKS, context('en'));
    expect(view.title).toBe('14/03/2026 20:45 | France | Ligue Élite');
  });

  it('leaves out a missing country or league rather than printing empty bars', () => {
    const match = widgetMatch({ league: { slug: '', name: 'Coupe', country: '', img: '' } });
    expect(describeMatch(match, NO_MARKS, context('en')).title).toBe('14/03/2026 20:45 | Coupe');
  });

  it('reads the score as a sentence, with "no score yet" for a dash', () => {
    const live = normalizeMatch(liveMatch())!;
    expect(describeMatch(live, NO_MARKS, context('en')).scoreSummary).toBe(
      'Score: Montclair 1, Lorvèze 0',
    );
    expect(announcementText(live, translationFor('de'))).toBe(
      'Neuer Spielstand: Montclair 1, Lorvèze 0',
    );
    const plan = widgetMatch({ stage: 'plan' });
    expect(describeMatch(plan, NO_MARKS, context('en')).scoreSummary).toBe(
      'Score: Montclair no score yet, Lorvèze no score yet',
    );
  });

  it('gives logos alt text and marks the leader', () => {
    const view = describeMatch(
      normalizeMatch(liveMatch())!,
      { home: 'up', away: null },
      context('fr'),
    );
    expect(view.home).toMatchObject({
      logoAlt: 'Logo de Montclair',
      leading: true,
      mark: 'up',
      score: '1',
    });
    expect(view.away).toMatchObject({ logoAlt: 'Logo de Lorvèze', leading: false, mark: null });
  });

  it('names events, period events by their stage label', () => {
    const t = translationFor('es');
    const event = (type: string) => ({ type, minute: '10', side: 'home' as const, body: null });
    expect(eventLabel(event('goal'), t)).toBe('Gol');
    expect(eventLabel(event('yellow_card'), t)).toBe('Tarjeta amarilla');
    expect(eventLabel(event('halftime'), t)).toBe('Descanso');
    expect(eventLabel(event('something'), t)).toBe('Incidencia');
  });
});
