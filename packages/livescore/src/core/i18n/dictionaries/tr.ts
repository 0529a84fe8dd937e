import type { LiveScoreDictionary } from '../dictionary.js';

/** Turkish. */
export const tr: LiveScoreDictionary = {
  stages: {
    live: 'Canlı',
    halftime: 'Devre arası',
    pause: 'Durduruldu',
    breakTime: 'Ara',
    extraTimeHalftime: 'Uzatma devre arası',
    penalties: 'Penaltılar',
    resultsOnly: 'Yalnızca sonuç',
    finished: 'Maç sonu',
    finishedOvertime: 'Maç sonu (uzt.)',
    finishedPenalty: 'Maç sonu (pen.)',
    awarded: 'Hükmen',
    cancelled: 'İptal edildi',
    postponed: 'Ertelendi',
  },
  notices: {
    noMatches: 'Şu anda canlı maç yok ve önümüzdeki 2 gün için planlanmış maç bulunmuyor.',
    closestMatch: 'Şu anda canlı maç yok, en yakın maç: {date} {time} {home} - {away}.',
    detailsLater: 'Bilgiler daha sonra paylaşılacak',
    connectionTimeout: 'Canlı skorlara şu anda ulaşılamıyor. Yeniden deneniyor…',
    offline: 'Çevrimdışısınız: bağlantı geri geldiğinde skorlar güncellenecek.',
  },
  widget: {
    label: 'Canlı skor',
    loading: 'Maçlar yükleniyor…',
    logoAlt: '{team} logosu',
    scoreSummary: 'Skor: {home} {homeScore}, {away} {awayScore}',
    noScore: 'henüz skor yok',
    scoreChanged: 'Skor güncellendi: {home} {homeScore}, {away} {awayScore}',
    details: 'Maç ayrıntıları',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Kendi kalesine gol',
    penaltyGoal: 'Penaltı golü',
    missedPenalty: 'Kaçan penaltı',
    yellowCard: 'Sarı kart',
    redCard: 'Kırmızı kart',
    substitution: 'Oyuncu değişikliği',
    varReview: 'VAR incelemesi',
    other: 'Olay',
  },
};
