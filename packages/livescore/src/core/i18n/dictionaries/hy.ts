import type { LiveScoreDictionary } from '../dictionary.js';

/** Armenian. */
export const hy: LiveScoreDictionary = {
  stages: {
    live: 'Ուղիղ',
    halftime: 'Ընդմիջում',
    pause: 'Կասեցված',
    breakTime: 'Դադար',
    extraTimeHalftime: 'Լր. ժամանակի ընդմիջում',
    penalties: 'Պենալտիների շարք',
    resultsOnly: 'Միայն արդյունքներ',
    finished: 'Ավարտված',
    finishedOvertime: 'Ավարտված (լր. ժ.)',
    finishedPenalty: 'Ավարտված (պեն.)',
    awarded: 'Տեխնիկական պարտություն',
    cancelled: 'Չեղարկված',
    postponed: 'Հետաձգված',
  },
  notices: {
    noMatches: 'Այս պահին ուղիղ եթերում խաղեր չկան, և առաջիկա 2 օրվա համար նախատեսված խաղեր չկան։',
    closestMatch:
      'Այս պահին ուղիղ եթերում խաղեր չկան, մոտակա խաղն է՝ {date} {time} {home} - {away}։',
    detailsLater: 'Տեղեկատվությունը հասանելի կլինի ավելի ուշ',
    connectionTimeout: 'Ուղիղ հաշիվները այս պահին հասանելի չեն։ Կրկին փորձում ենք…',
    offline: 'Դուք անցանց եք․ հաշիվները կթարմացվեն, երբ կապը վերականգնվի։',
  },
  widget: {
    label: 'Ուղիղ հաշիվ',
    loading: 'Խաղերը բեռնվում են…',
    logoAlt: 'Զինանշան՝ {team}',
    scoreSummary: 'Հաշիվ՝ {home} {homeScore}, {away} {awayScore}',
    noScore: 'հաշիվ դեռ չկա',
    scoreChanged: 'Հաշիվը թարմացվեց՝ {home} {homeScore}, {away} {awayScore}',
    details: 'Խաղի մանրամասներ',
  },
  events: {
    goal: 'Գոլ',
    ownGoal: 'Ինքնագոլ',
    penaltyGoal: 'Գոլ 11-մետրանոցից',
    missedPenalty: 'Չիրացված 11-մետրանոց',
    yellowCard: 'Դեղին քարտ',
    redCard: 'Կարմիր քարտ',
    substitution: 'Փոխարինում',
    varReview: 'VAR ստուգում',
    other: 'Իրադարձություն',
  },
};
