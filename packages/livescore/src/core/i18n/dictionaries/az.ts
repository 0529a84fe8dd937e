import type { LiveScoreDictionary } from '../dictionary.js';

/** Azerbaijani. */
export const az: LiveScoreDictionary = {
  stages: {
    live: 'Canlı',
    halftime: 'Fasilə',
    pause: 'Dayandırılıb',
    breakTime: 'Ara',
    extraTimeHalftime: 'Əlavə vaxtın fasiləsi',
    penalties: 'Penalti seriyası',
    resultsOnly: 'Yalnız nəticələr',
    finished: 'Bitdi',
    finishedOvertime: 'Bitdi (ƏV)',
    finishedPenalty: 'Bitdi (pen.)',
    awarded: 'Texniki məğlubiyyət',
    cancelled: 'Ləğv edildi',
    postponed: 'Təxirə salındı',
  },
  notices: {
    noMatches: 'Hazırda canlı oyun yoxdur və növbəti 2 gün üçün planlaşdırılmış oyun yoxdur.',
    closestMatch: 'Hazırda canlı oyun yoxdur, ən yaxın oyun: {date} {time} {home} - {away}.',
    detailsLater: 'Məlumat daha sonra əlçatan olacaq',
    connectionTimeout: 'Canlı hesablar hazırda əlçatan deyil. Yenidən cəhd edilir…',
    offline: 'Oflayn rejimdəsiniz: bağlantı bərpa olunanda hesablar yenilənəcək.',
  },
  widget: {
    label: 'Canlı hesab',
    loading: 'Oyunlar yüklənir…',
    logoAlt: '{team} loqosu',
    scoreSummary: 'Hesab: {home} {homeScore}, {away} {awayScore}',
    noScore: 'hələ hesab yoxdur',
    scoreChanged: 'Hesab yeniləndi: {home} {homeScore}, {away} {awayScore}',
    details: 'Oyunun təfərrüatları',
  },
  events: {
    goal: 'Qol',
    ownGoal: 'Avtoqol',
    penaltyGoal: 'Penaltidən qol',
    missedPenalty: 'Vurulmayan penalti',
    yellowCard: 'Sarı vərəqə',
    redCard: 'Qırmızı vərəqə',
    substitution: 'Əvəzetmə',
    varReview: 'VAR yoxlaması',
    other: 'Hadisə',
  },
};
