import type { LiveScoreDictionary } from '../dictionary.js';

/** Portuguese (Brazilian usage, as Intl's "pt"). */
export const pt: LiveScoreDictionary = {
  stages: {
    live: 'Ao vivo',
    halftime: 'Intervalo',
    pause: 'Interrompido',
    breakTime: 'Pausa',
    extraTimeHalftime: 'Intervalo prorr.',
    penalties: 'Pênaltis',
    resultsOnly: 'Só resultados',
    finished: 'Encerrado',
    finishedOvertime: 'Encerrado (prorr.)',
    finishedPenalty: 'Encerrado (pên.)',
    awarded: 'Vitória por W.O.',
    cancelled: 'Cancelado',
    postponed: 'Adiado',
  },
  notices: {
    noMatches: 'No momento não há partidas ao vivo nem partidas agendadas para os próximos 2 dias.',
    closestMatch:
      'No momento não há partidas ao vivo; a próxima partida é {date} {time} {home} - {away}.',
    detailsLater: 'As informações estarão disponíveis mais tarde',
    connectionTimeout:
      'Não é possível obter os resultados ao vivo neste momento. A tentar novamente…',
    offline: 'Está offline: os resultados serão atualizados quando a ligação voltar.',
  },
  widget: {
    label: 'Placar ao vivo',
    loading: 'Carregando partidas…',
    logoAlt: 'Escudo: {team}',
    scoreSummary: 'Placar: {home} {homeScore}, {away} {awayScore}',
    noScore: 'ainda sem placar',
    scoreChanged: 'Placar atualizado: {home} {homeScore}, {away} {awayScore}',
    details: 'Detalhes da partida',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Gol contra',
    penaltyGoal: 'Gol de pênalti',
    missedPenalty: 'Pênalti perdido',
    yellowCard: 'Cartão amarelo',
    redCard: 'Cartão vermelho',
    substitution: 'Substituição',
    varReview: 'Revisão do VAR',
    other: 'Lance',
  },
};
