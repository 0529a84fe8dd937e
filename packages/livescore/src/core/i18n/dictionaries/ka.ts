import type { LiveScoreDictionary } from '../dictionary.js';

/** Georgian. */
export const ka: LiveScoreDictionary = {
  stages: {
    live: 'პირდაპირ',
    halftime: 'შესვენება',
    pause: 'შეჩერებულია',
    breakTime: 'პაუზა',
    extraTimeHalftime: 'დამატ. დროის შესვენება',
    penalties: 'პენალტების სერია',
    resultsOnly: 'მხოლოდ შედეგები',
    finished: 'დასრულდა',
    finishedOvertime: 'დასრულდა (დამ. დრო)',
    finishedPenalty: 'დასრულდა (პენ.)',
    awarded: 'ტექნიკური დამარცხება',
    cancelled: 'გაუქმდა',
    postponed: 'გადაიდო',
  },
  notices: {
    noMatches:
      'ამჟამად პირდაპირ ეთერში მატჩები არ მიმდინარეობს და მომდევნო 2 დღის განმავლობაში მატჩები დაგეგმილი არ არის.',
    closestMatch:
      'ამჟამად პირდაპირ ეთერში მატჩები არ მიმდინარეობს, უახლოესი მატჩია {date} {time} {home} - {away}.',
    detailsLater: 'ინფორმაცია მოგვიანებით იქნება ხელმისაწვდომი',
    connectionTimeout: 'პირდაპირი ანგარიშები ამჟამად მიუწვდომელია. ხელახლა ვცდილობთ…',
    offline: 'თქვენ ხაზგარეშე ხართ: ანგარიში განახლდება კავშირის აღდგენისას.',
  },
  widget: {
    label: 'ანგარიში პირდაპირ ეთერში',
    loading: 'მატჩები იტვირთება…',
    logoAlt: 'ემბლემა: {team}',
    scoreSummary: 'ანგარიში: {home} {homeScore}, {away} {awayScore}',
    noScore: 'ანგარიში ჯერ არ არის',
    scoreChanged: 'ანგარიში განახლდა: {home} {homeScore}, {away} {awayScore}',
    details: 'მატჩის დეტალები',
  },
  events: {
    goal: 'გოლი',
    ownGoal: 'ავტოგოლი',
    penaltyGoal: 'პენალტით გატანილი გოლი',
    missedPenalty: 'ვერ გატანილი პენალტი',
    yellowCard: 'ყვითელი ბარათი',
    redCard: 'წითელი ბარათი',
    substitution: 'შეცვლა',
    varReview: 'VAR-ის შემოწმება',
    other: 'მოვლენა',
  },
};
