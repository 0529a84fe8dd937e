import type { LiveScoreDictionary } from '../dictionary.js';

/** Korean. */
export const ko: LiveScoreDictionary = {
  stages: {
    live: '경기 중',
    halftime: '하프타임',
    pause: '경기 중단',
    breakTime: '휴식',
    extraTimeHalftime: '연장 하프타임',
    penalties: '승부차기',
    resultsOnly: '결과만 제공',
    finished: '경기 종료',
    finishedOvertime: '종료 (연장)',
    finishedPenalty: '종료 (승부차기)',
    awarded: '몰수승',
    cancelled: '취소',
    postponed: '연기',
  },
  notices: {
    noMatches: '현재 진행 중인 경기가 없으며 향후 2일간 예정된 경기도 없습니다.',
    closestMatch:
      '현재 진행 중인 경기가 없습니다. 가장 가까운 경기는 {date} {time} {home} - {away}입니다.',
    detailsLater: '정보는 추후 제공될 예정입니다',
    connectionTimeout: '현재 실시간 점수에 연결할 수 없습니다. 다시 시도하는 중…',
    offline: '오프라인 상태입니다. 연결이 복구되면 점수가 업데이트됩니다.',
  },
  widget: {
    label: '실시간 스코어',
    loading: '경기 정보를 불러오는 중…',
    logoAlt: '{team} 엠블럼',
    scoreSummary: '점수: {home} {homeScore}, {away} {awayScore}',
    noScore: '아직 점수 없음',
    scoreChanged: '점수 업데이트: {home} {homeScore}, {away} {awayScore}',
    details: '경기 상세 정보',
  },
  events: {
    goal: '골',
    ownGoal: '자책골',
    penaltyGoal: '페널티킥 골',
    missedPenalty: '페널티킥 실축',
    yellowCard: '옐로카드',
    redCard: '레드카드',
    substitution: '선수 교체',
    varReview: 'VAR 판독',
    other: '이벤트',
  },
};
