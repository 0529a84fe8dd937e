import type { LiveScoreDictionary } from '../dictionary.js';

/** Dutch. */
export const nl: LiveScoreDictionary = {
  stages: {
    live: 'Live',
    halftime: 'Rust',
    pause: 'Onderbroken',
    breakTime: 'Pauze',
    extraTimeHalftime: 'Rust verlenging',
    penalties: 'Strafschoppen',
    resultsOnly: 'Alleen uitslagen',
    finished: 'Afgelopen',
    finishedOvertime: 'Afgelopen (n.v.)',
    finishedPenalty: 'Afgelopen (n.s.)',
    awarded: 'Reglementair',
    cancelled: 'Afgelast',
    postponed: 'Uitgesteld',
  },
  notices: {
    noMatches:
      'Er zijn momenteel geen live wedstrijden en de komende 2 dagen staan er geen wedstrijden gepland.',
    closestMatch:
      'Er zijn momenteel geen live wedstrijden, de eerstvolgende wedstrijd is {date} {time} {home} - {away}.',
    detailsLater: 'Informatie volgt later',
    connectionTimeout: 'De live-uitslagen zijn op dit moment niet bereikbaar. Nieuwe poging bezig…',
    offline: 'Je bent offline: de uitslagen worden bijgewerkt zodra de verbinding terug is.',
  },
  widget: {
    label: 'Live-uitslag',
    loading: 'Wedstrijden laden…',
    logoAlt: 'Logo van {team}',
    scoreSummary: 'Stand: {home} {homeScore}, {away} {awayScore}',
    noScore: 'nog geen stand',
    scoreChanged: 'Nieuwe stand: {home} {homeScore}, {away} {awayScore}',
    details: 'Wedstrijddetails',
  },
  events: {
    goal: 'Doelpunt',
    ownGoal: 'Eigen doelpunt',
    penaltyGoal: 'Strafschopdoelpunt',
    missedPenalty: 'Gemiste strafschop',
    yellowCard: 'Gele kaart',
    redCard: 'Rode kaart',
    substitution: 'Wissel',
    varReview: 'VAR-controle',
    other: 'Gebeurtenis',
  },
};
