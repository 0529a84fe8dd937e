import type { LiveScoreDictionary } from '../dictionary.js';

/** Ukrainian. */
export const uk: LiveScoreDictionary = {
  stages: {
    live: 'Наживо',
    halftime: 'Перерва',
    pause: 'Зупинено',
    breakTime: 'Пауза',
    extraTimeHalftime: 'Перерва в дод. час',
    penalties: 'Серія пенальті',
    resultsOnly: 'Лише результати',
    finished: 'Завершено',
    finishedOvertime: 'Завершено (ДЧ)',
    finishedPenalty: 'Завершено (пен.)',
    awarded: 'Технічна поразка',
    cancelled: 'Скасовано',
    postponed: 'Перенесено',
  },
  notices: {
    noMatches: 'Наразі немає матчів наживо і немає запланованих матчів на найближчі 2 дні.',
    closestMatch: 'Наразі немає матчів наживо, найближчий матч: {date} {time} {home} - {away}.',
    detailsLater: 'Інформація буде доступна пізніше',
    connectionTimeout: 'Результати наживо зараз недоступні. Повторна спроба…',
    offline: 'Ви не в мережі: рахунок оновиться, коли з’єднання відновиться.',
  },
  widget: {
    label: 'Рахунок наживо',
    loading: 'Завантаження матчів…',
    logoAlt: 'Емблема: {team}',
    scoreSummary: 'Рахунок: {home} {homeScore}, {away} {awayScore}',
    noScore: 'рахунку ще немає',
    scoreChanged: 'Рахунок змінився: {home} {homeScore}, {away} {awayScore}',
    details: 'Подробиці матчу',
  },
  events: {
    goal: 'Гол',
    ownGoal: 'Автогол',
    penaltyGoal: 'Гол з пенальті',
    missedPenalty: 'Незабитий пенальті',
    yellowCard: 'Жовта картка',
    redCard: 'Червона картка',
    substitution: 'Заміна',
    varReview: 'Перегляд VAR',
    other: 'Подія',
  },
};
