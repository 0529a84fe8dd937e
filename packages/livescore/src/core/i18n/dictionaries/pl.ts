import type { LiveScoreDictionary } from '../dictionary.js';

/** Polish. */
export const pl: LiveScoreDictionary = {
  stages: {
    live: 'Na żywo',
    halftime: 'Przerwa',
    pause: 'Wstrzymany',
    breakTime: 'Pauza',
    extraTimeHalftime: 'Przerwa w dogrywce',
    penalties: 'Rzuty karne',
    resultsOnly: 'Tylko wyniki',
    finished: 'Zakończony',
    finishedOvertime: 'Zakończony (po dogr.)',
    finishedPenalty: 'Zakończony (po karnych)',
    awarded: 'Walkower',
    cancelled: 'Odwołany',
    postponed: 'Przełożony',
  },
  notices: {
    noMatches: 'W tej chwili nie ma meczów na żywo ani meczów zaplanowanych na najbliższe 2 dni.',
    closestMatch:
      'W tej chwili nie ma meczów na żywo, najbliższy mecz to {date} {time} {home} - {away}.',
    detailsLater: 'Informacje będą dostępne później',
    connectionTimeout: 'Wyniki na żywo są w tej chwili niedostępne. Ponawiamy próbę…',
    offline: 'Jesteś offline: wyniki zaktualizują się po przywróceniu połączenia.',
  },
  widget: {
    label: 'Wynik na żywo',
    loading: 'Wczytywanie meczów…',
    logoAlt: 'Herb: {team}',
    scoreSummary: 'Wynik: {home} {homeScore}, {away} {awayScore}',
    noScore: 'brak wyniku',
    scoreChanged: 'Nowy wynik: {home} {homeScore}, {away} {awayScore}',
    details: 'Szczegóły meczu',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Gol samobójczy',
    penaltyGoal: 'Gol z rzutu karnego',
    missedPenalty: 'Niewykorzystany rzut karny',
    yellowCard: 'Żółta kartka',
    redCard: 'Czerwona kartka',
    substitution: 'Zmiana',
    varReview: 'Analiza VAR',
    other: 'Zdarzenie',
  },
};
