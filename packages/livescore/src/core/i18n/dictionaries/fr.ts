import type { LiveScoreDictionary } from '../dictionary.js';

/** French. */
export const fr: LiveScoreDictionary = {
  stages: {
    live: 'En direct',
    halftime: 'Mi-temps',
    pause: 'Interruption',
    breakTime: 'Pause',
    extraTimeHalftime: 'Mi-temps prol.',
    penalties: 'Tirs au but',
    resultsOnly: 'Résultats uniquement',
    finished: 'Terminé',
    finishedOvertime: 'Terminé (a.p.)',
    finishedPenalty: 'Terminé (t.a.b.)',
    awarded: 'Sur tapis vert',
    cancelled: 'Annulé',
    postponed: 'Reporté',
  },
  notices: {
    noMatches:
      'Il n’y a actuellement aucun match en direct et aucun match n’est programmé dans les 2 prochains jours.',
    closestMatch:
      'Il n’y a actuellement aucun match en direct, le prochain match est {date} {time} {home} - {away}.',
    detailsLater: 'Les informations seront disponibles ultérieurement',
    connectionTimeout:
      'Les scores en direct sont momentanément injoignables. Nouvelle tentative en cours…',
    offline: 'Vous êtes hors ligne : les scores se mettront à jour au retour de la connexion.',
  },
  widget: {
    label: 'Score en direct',
    loading: 'Chargement des matchs…',
    logoAlt: 'Logo de {team}',
    scoreSummary: 'Score : {home} {homeScore}, {away} {awayScore}',
    noScore: 'pas encore de score',
    scoreChanged: 'Nouveau score : {home} {homeScore}, {away} {awayScore}',
    details: 'Détails du match',
  },
  events: {
    goal: 'But',
    ownGoal: 'But contre son camp',
    penaltyGoal: 'But sur penalty',
    missedPenalty: 'Penalty manqué',
    yellowCard: 'Carton jaune',
    redCard: 'Carton rouge',
    substitution: 'Remplacement',
    varReview: 'Vérification VAR',
    other: 'Événement',
  },
};
