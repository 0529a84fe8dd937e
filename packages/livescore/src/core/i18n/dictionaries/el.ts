import type { LiveScoreDictionary } from '../dictionary.js';

/** Greek. */
export const el: LiveScoreDictionary = {
  stages: {
    live: 'Ζωντανά',
    halftime: 'Ημίχρονο',
    pause: 'Διακοπή',
    breakTime: 'Διάλειμμα',
    extraTimeHalftime: 'Ημίχρονο παράτασης',
    penalties: 'Πέναλτι',
    resultsOnly: 'Μόνο αποτελέσματα',
    finished: 'Τελικό',
    finishedOvertime: 'Τελικό (παρ.)',
    finishedPenalty: 'Τελικό (πέν.)',
    awarded: 'Στα χαρτιά',
    cancelled: 'Ακυρώθηκε',
    postponed: 'Αναβλήθηκε',
  },
  notices: {
    noMatches:
      'Αυτή τη στιγμή δεν υπάρχουν ζωντανοί αγώνες ούτε προγραμματισμένοι αγώνες για τις επόμενες 2 ημέρες.',
    closestMatch:
      'Αυτή τη στιγμή δεν υπάρχουν ζωντανοί αγώνες, ο πλησιέστερος αγώνας είναι {date} {time} {home} - {away}.',
    detailsLater: 'Οι πληροφορίες θα είναι διαθέσιμες αργότερα',
    connectionTimeout:
      'Τα ζωντανά αποτελέσματα δεν είναι διαθέσιμα αυτή τη στιγμή. Νέα προσπάθεια…',
    offline: 'Είστε εκτός σύνδεσης: τα αποτελέσματα θα ενημερωθούν όταν επανέλθει η σύνδεση.',
  },
  widget: {
    label: 'Ζωντανό σκορ',
    loading: 'Φόρτωση αγώνων…',
    logoAlt: 'Έμβλημα: {team}',
    scoreSummary: 'Σκορ: {home} {homeScore}, {away} {awayScore}',
    noScore: 'δεν υπάρχει ακόμη σκορ',
    scoreChanged: 'Νέο σκορ: {home} {homeScore}, {away} {awayScore}',
    details: 'Λεπτομέρειες αγώνα',
  },
  events: {
    goal: 'Γκολ',
    ownGoal: 'Αυτογκόλ',
    penaltyGoal: 'Γκολ με πέναλτι',
    missedPenalty: 'Χαμένο πέναλτι',
    yellowCard: 'Κίτρινη κάρτα',
    redCard: 'Κόκκινη κάρτα',
    substitution: 'Αλλαγή',
    varReview: 'Έλεγχος VAR',
    other: 'Συμβάν',
  },
};
