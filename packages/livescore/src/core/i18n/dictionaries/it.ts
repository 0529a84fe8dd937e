import type { LiveScoreDictionary } from '../dictionary.js';

/** Italian. */
export const it: LiveScoreDictionary = {
  stages: {
    live: 'In diretta',
    halftime: 'Intervallo',
    pause: 'Sospesa',
    breakTime: 'Pausa',
    extraTimeHalftime: 'Intervallo suppl.',
    penalties: 'Rigori',
    resultsOnly: 'Solo risultati',
    finished: 'Finita',
    finishedOvertime: 'Finita (d.t.s.)',
    finishedPenalty: 'Finita (d.c.r.)',
    awarded: 'A tavolino',
    cancelled: 'Annullata',
    postponed: 'Rinviata',
  },
  notices: {
    noMatches:
      'Al momento non ci sono partite in diretta né partite in programma nei prossimi 2 giorni.',
    closestMatch:
      'Al momento non ci sono partite in diretta, la prossima partita è {date} {time} {home} - {away}.',
    detailsLater: 'Le informazioni saranno disponibili più tardi',
    connectionTimeout:
      'I risultati in diretta non sono raggiungibili al momento. Nuovo tentativo in corso…',
    offline: 'Sei offline: i risultati si aggiorneranno al ritorno della connessione.',
  },
  widget: {
    label: 'Risultato in diretta',
    loading: 'Caricamento delle partite…',
    logoAlt: 'Stemma di {team}',
    scoreSummary: 'Punteggio: {home} {homeScore}, {away} {awayScore}',
    noScore: 'punteggio non ancora disponibile',
    scoreChanged: 'Punteggio aggiornato: {home} {homeScore}, {away} {awayScore}',
    details: 'Dettagli della partita',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Autogol',
    penaltyGoal: 'Gol su rigore',
    missedPenalty: 'Rigore sbagliato',
    yellowCard: 'Cartellino giallo',
    redCard: 'Cartellino rosso',
    substitution: 'Sostituzione',
    varReview: 'Revisione VAR',
    other: 'Evento',
  },
};
