import type { LiveScoreDictionary } from '../dictionary.js';

/** Indonesian. */
export const id: LiveScoreDictionary = {
  stages: {
    live: 'Langsung',
    halftime: 'Turun minum',
    pause: 'Dihentikan',
    breakTime: 'Jeda',
    extraTimeHalftime: 'Jeda perpanjangan',
    penalties: 'Adu penalti',
    resultsOnly: 'Hanya hasil',
    finished: 'Selesai',
    finishedOvertime: 'Selesai (perpanjangan)',
    finishedPenalty: 'Selesai (penalti)',
    awarded: 'Menang WO',
    cancelled: 'Dibatalkan',
    postponed: 'Ditunda',
  },
  notices: {
    noMatches:
      'Saat ini tidak ada pertandingan langsung dan tidak ada pertandingan terjadwal untuk 2 hari ke depan.',
    closestMatch:
      'Saat ini tidak ada pertandingan langsung, pertandingan terdekat adalah {date} {time} {home} - {away}.',
    detailsLater: 'Informasi akan tersedia nanti',
    connectionTimeout: 'Skor langsung tidak dapat dijangkau saat ini. Mencoba lagi…',
    offline: 'Anda sedang luring: skor akan diperbarui saat koneksi kembali.',
  },
  widget: {
    label: 'Skor langsung',
    loading: 'Memuat pertandingan…',
    logoAlt: 'Logo {team}',
    scoreSummary: 'Skor: {home} {homeScore}, {away} {awayScore}',
    noScore: 'belum ada skor',
    scoreChanged: 'Skor terbaru: {home} {homeScore}, {away} {awayScore}',
    details: 'Detail pertandingan',
  },
  events: {
    goal: 'Gol',
    ownGoal: 'Gol bunuh diri',
    penaltyGoal: 'Gol penalti',
    missedPenalty: 'Penalti gagal',
    yellowCard: 'Kartu kuning',
    redCard: 'Kartu merah',
    substitution: 'Pergantian pemain',
    varReview: 'Tinjauan VAR',
    other: 'Kejadian',
  },
};
