import type { LiveScoreDictionary } from '../dictionary.js';

/** English. */
export const en: LiveScoreDictionary = {
  stages: {
    live: 'Live',
    halftime: 'Half time',
    pause: 'Pause',
    breakTime: 'Break time',
    extraTimeHalftime: 'Extra HT',
    penalties: 'Penalties',
    resultsOnly: 'Results only',
    finished: 'Finished',
    finishedOvertime: 'Finished (OT)',
    finishedPenalty: 'Finished (P)',
    awarded: 'Awarded',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
  },
  notices: {
    noMatches:
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    closestMatch:
      'At the moment there are no Live matches, the closest match is {date} {time} {home} - {away}.',
    detailsLater: 'Information will be available later',
    connectionTimeout: 'The live scores cannot be reached at the moment. Trying again…',
    offline: 'You are offline: scores will update when the connection is back.',
  },
  widget: {
    label: 'Live score',
    loading: 'Loading matches…',
    logoAlt: '{team} logo',
    scoreSummary: 'Score: {home} {homeScore}, {away} {awayScore}',
    noScore: 'no score yet',
    scoreChanged: 'Score update: {home} {homeScore}, {away} {awayScore}',
    details: 'Match details',
  },
  events: {
    goal: 'Goal',
    ownGoal: 'Own goal',
    penaltyGoal: 'Penalty goal',
    missedPenalty: 'Missed penalty',
    yellowCard: 'Yellow card',
    redCard: 'Red card',
    substitution: 'Substitution',
    varReview: 'VAR review',
    other: 'Event',
  },
};
