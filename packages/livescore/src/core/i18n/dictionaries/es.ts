import type { LiveScoreDictionary } from '../dictionary.js';

/** Spanish. */
export const es: LiveScoreDictionary = {
  stages: {
    live: 'En directo',
    halftime: 'Descanso',
    pause: 'Interrumpido',
    breakTime: 'Pausa',
    extraTimeHalftime: 'Descanso prórroga',
    penalties: 'Penaltis',
    resultsOnly: 'Solo resultados',
    finished: 'Finalizado',
    finishedOvertime: 'Finalizado (prór.)',
    finishedPenalty: 'Finalizado (pen.)',
    awarded: 'En los despachos',
    cancelled: 'Cancelado',
    postponed: 'Aplazado',
  },
  notices: {
    noMatches:
      'En este momento no hay partidos en directo ni partidos programados para los próximos 2 días.',
    closestMatch:
      'En este momento no hay partidos en directo; el próximo partido es {date} {time} {home} - {away}.',
    detailsLater: 'La información estará disponible más adelante',
    connectionTimeout:
      'Los resultados en directo no están disponibles en este momento. Reintentando…',
    offline: 'Estás sin conexión: los resultados se actualizarán cuando vuelva la conexión.',
  },
  widget: {
    label: 'Marcador en directo',
    loading: 'Cargando partidos…',
    logoAlt: 'Escudo de {team}',
    scoreSummary: 'Marcador: {home} {homeScore}, {away} {awayScore}',
    noScore: 'sin marcador todavía',
    scoreChanged: 'Marcador actualizado: {home} {homeScore}, {away} {awayScore}',
    details: 'Detalles del partido',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Gol en propia puerta',
    penaltyGoal: 'Gol de penalti',
    missedPenalty: 'Penalti fallado',
    yellowCard: 'Tarjeta amarilla',
    redCard: 'Tarjeta roja',
    substitution: 'Sustitución',
    varReview: 'Revisión del VAR',
    other: 'Incidencia',
  },
};
