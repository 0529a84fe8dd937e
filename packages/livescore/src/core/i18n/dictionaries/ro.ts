import type { LiveScoreDictionary } from '../dictionary.js';

/** Romanian. */
export const ro: LiveScoreDictionary = {
  stages: {
    live: 'În direct',
    halftime: 'Pauză',
    pause: 'Întrerupt',
    breakTime: 'Pauză scurtă',
    extraTimeHalftime: 'Pauză prelungiri',
    penalties: 'Lovituri de departajare',
    resultsOnly: 'Doar rezultate',
    finished: 'Final',
    finishedOvertime: 'Final (d.p.)',
    finishedPenalty: 'Final (d.l.d.)',
    awarded: 'La masa verde',
    cancelled: 'Anulat',
    postponed: 'Amânat',
  },
  notices: {
    noMatches:
      'Momentan nu există meciuri în direct și nici meciuri programate în următoarele 2 zile.',
    closestMatch:
      'Momentan nu există meciuri în direct, cel mai apropiat meci este {date} {time} {home} - {away}.',
    detailsLater: 'Informațiile vor fi disponibile mai târziu',
    connectionTimeout: 'Scorurile live nu pot fi accesate momentan. Se reîncearcă…',
    offline: 'Sunteți offline: scorurile se vor actualiza când revine conexiunea.',
  },
  widget: {
    label: 'Scor în direct',
    loading: 'Se încarcă meciurile…',
    logoAlt: 'Sigla {team}',
    scoreSummary: 'Scor: {home} {homeScore}, {away} {awayScore}',
    noScore: 'încă niciun scor',
    scoreChanged: 'Scor actualizat: {home} {homeScore}, {away} {awayScore}',
    details: 'Detaliile meciului',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Autogol',
    penaltyGoal: 'Gol din penalty',
    missedPenalty: 'Penalty ratat',
    yellowCard: 'Cartonaș galben',
    redCard: 'Cartonaș roșu',
    substitution: 'Schimbare',
    varReview: 'Verificare VAR',
    other: 'Eveniment',
  },
};
