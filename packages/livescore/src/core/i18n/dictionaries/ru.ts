import type { LiveScoreDictionary } from '../dictionary.js';

/** Russian. */
export const ru: LiveScoreDictionary = {
  stages: {
    live: 'Идёт матч',
    halftime: 'Перерыв',
    pause: 'Остановлен',
    breakTime: 'Пауза',
    extraTimeHalftime: 'Перерыв в доп. время',
    penalties: 'Серия пенальти',
    resultsOnly: 'Только результаты',
    finished: 'Завершён',
    finishedOvertime: 'Завершён (ДВ)',
    finishedPenalty: 'Завершён (пен.)',
    awarded: 'Тех. поражение',
    cancelled: 'Отменён',
    postponed: 'Перенесён',
  },
  notices: {
    noMatches: 'Сейчас нет матчей в прямом эфире и нет запланированных матчей на ближайшие 2 дня.',
    closestMatch:
      'Сейчас нет матчей в прямом эфире, ближайший матч: {date} {time} {home} - {away}.',
    detailsLater: 'Информация будет доступна позже',
    connectionTimeout: 'Результаты в прямом эфире сейчас недоступны. Повторная попытка…',
    offline: 'Вы не в сети: счёт обновится, когда соединение восстановится.',
  },
  widget: {
    label: 'Счёт онлайн',
    loading: 'Загрузка матчей…',
    logoAlt: 'Эмблема: {team}',
    scoreSummary: 'Счёт: {home} {homeScore}, {away} {awayScore}',
    noScore: 'счёта пока нет',
    scoreChanged: 'Счёт изменился: {home} {homeScore}, {away} {awayScore}',
    details: 'Подробности матча',
  },
  events: {
    goal: 'Гол',
    ownGoal: 'Автогол',
    penaltyGoal: 'Гол с пенальти',
    missedPenalty: 'Незабитый пенальти',
    yellowCard: 'Жёлтая карточка',
    redCard: 'Красная карточка',
    substitution: 'Замена',
    varReview: 'Проверка VAR',
    other: 'Событие',
  },
};
