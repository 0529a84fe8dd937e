import type { LiveScoreDictionary } from '../dictionary.js';

/** German. */
export const de: LiveScoreDictionary = {
  stages: {
    live: 'Live',
    halftime: 'Halbzeit',
    pause: 'Unterbrechung',
    breakTime: 'Pause',
    extraTimeHalftime: 'HZ Verlängerung',
    penalties: 'Elfmeterschießen',
    resultsOnly: 'Nur Ergebnisse',
    finished: 'Beendet',
    finishedOvertime: 'Beendet (n.V.)',
    finishedPenalty: 'Beendet (i.E.)',
    awarded: 'Am grünen Tisch',
    cancelled: 'Abgesagt',
    postponed: 'Verlegt',
  },
  notices: {
    noMatches:
      'Derzeit laufen keine Live-Spiele, und für die nächsten 2 Tage sind keine Spiele angesetzt.',
    closestMatch:
      'Derzeit laufen keine Live-Spiele, das nächste Spiel ist {date} {time} {home} - {away}.',
    detailsLater: 'Die Informationen sind später verfügbar',
    connectionTimeout: 'Die Live-Ergebnisse sind im Moment nicht erreichbar. Neuer Versuch läuft…',
    offline:
      'Sie sind offline: Die Ergebnisse werden aktualisiert, sobald die Verbindung zurück ist.',
  },
  widget: {
    label: 'Live-Spielstand',
    loading: 'Spiele werden geladen…',
    logoAlt: 'Wappen von {team}',
    scoreSummary: 'Spielstand: {home} {homeScore}, {away} {awayScore}',
    noScore: 'noch kein Spielstand',
    scoreChanged: 'Neuer Spielstand: {home} {homeScore}, {away} {awayScore}',
    details: 'Spieldetails',
  },
  events: {
    goal: 'Tor',
    ownGoal: 'Eigentor',
    penaltyGoal: 'Elfmetertor',
    missedPenalty: 'Elfmeter verschossen',
    yellowCard: 'Gelbe Karte',
    redCard: 'Rote Karte',
    substitution: 'Auswechslung',
    varReview: 'VAR-Überprüfung',
    other: 'Ereignis',
  },
};
