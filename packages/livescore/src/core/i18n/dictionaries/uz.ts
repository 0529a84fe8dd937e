import type { LiveScoreDictionary } from '../dictionary.js';

/** Uzbek (Latin script). */
export const uz: LiveScoreDictionary = {
  stages: {
    live: 'Jonli',
    halftime: 'Tanaffus',
    pause: 'Toʻxtatildi',
    breakTime: 'Qisqa tanaffus',
    extraTimeHalftime: 'Qoʻshimcha vaqt tanaffusi',
    penalties: 'Penaltilar seriyasi',
    resultsOnly: 'Faqat natijalar',
    finished: 'Yakunlandi',
    finishedOvertime: 'Yakunlandi (q.v.)',
    finishedPenalty: 'Yakunlandi (pen.)',
    awarded: 'Texnik magʻlubiyat',
    cancelled: 'Bekor qilindi',
    postponed: 'Keyinga qoldirildi',
  },
  notices: {
    noMatches:
      'Hozirda jonli oʻyinlar yoʻq va keyingi 2 kun ichida rejalashtirilgan oʻyinlar ham yoʻq.',
    closestMatch: 'Hozirda jonli oʻyinlar yoʻq, eng yaqin oʻyin: {date} {time} {home} - {away}.',
    detailsLater: 'Maʼlumot keyinroq taqdim etiladi',
    connectionTimeout: 'Jonli hisoblarga hozircha ulanib bo‘lmayapti. Qayta urinilmoqda…',
    offline: 'Siz oflaynsiz: aloqa tiklanganda hisoblar yangilanadi.',
  },
  widget: {
    label: 'Jonli hisob',
    loading: 'Oʻyinlar yuklanmoqda…',
    logoAlt: '{team} logotipi',
    scoreSummary: 'Hisob: {home} {homeScore}, {away} {awayScore}',
    noScore: 'hali hisob yoʻq',
    scoreChanged: 'Hisob yangilandi: {home} {homeScore}, {away} {awayScore}',
    details: 'Oʻyin tafsilotlari',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Oʻz darvozasiga gol',
    penaltyGoal: 'Penaltidan gol',
    missedPenalty: 'Urilmagan penalti',
    yellowCard: 'Sariq kartochka',
    redCard: 'Qizil kartochka',
    substitution: 'Almashtirish',
    varReview: 'VAR tekshiruvi',
    other: 'Voqea',
  },
};
