import type { LiveScoreDictionary } from '../dictionary.js';

/** Thai. */
export const th: LiveScoreDictionary = {
  stages: {
    live: 'สด',
    halftime: 'พักครึ่ง',
    pause: 'หยุดชั่วคราว',
    breakTime: 'พัก',
    extraTimeHalftime: 'พักครึ่งต่อเวลา',
    penalties: 'ดวลจุดโทษ',
    resultsOnly: 'ผลการแข่งขันเท่านั้น',
    finished: 'จบการแข่งขัน',
    finishedOvertime: 'จบ (ต่อเวลา)',
    finishedPenalty: 'จบ (ดวลจุดโทษ)',
    awarded: 'ปรับแพ้',
    cancelled: 'ยกเลิก',
    postponed: 'เลื่อนการแข่งขัน',
  },
  notices: {
    noMatches: 'ขณะนี้ไม่มีการแข่งขันสด และไม่มีการแข่งขันตามโปรแกรมใน 2 วันข้างหน้า',
    closestMatch: 'ขณะนี้ไม่มีการแข่งขันสด การแข่งขันที่ใกล้ที่สุดคือ {date} {time} {home} - {away}',
    detailsLater: 'ข้อมูลจะมีให้ในภายหลัง',
    connectionTimeout: 'ไม่สามารถเชื่อมต่อผลสดได้ในขณะนี้ กำลังลองอีกครั้ง…',
    offline: 'คุณออฟไลน์อยู่ ผลการแข่งขันจะอัปเดตเมื่อการเชื่อมต่อกลับมา',
  },
  widget: {
    label: 'ผลบอลสด',
    loading: 'กำลังโหลดการแข่งขัน…',
    logoAlt: 'โลโก้ {team}',
    scoreSummary: 'สกอร์: {home} {homeScore}, {away} {awayScore}',
    noScore: 'ยังไม่มีสกอร์',
    scoreChanged: 'อัปเดตสกอร์: {home} {homeScore}, {away} {awayScore}',
    details: 'รายละเอียดการแข่งขัน',
  },
  events: {
    goal: 'ประตู',
    ownGoal: 'ทำเข้าประตูตัวเอง',
    penaltyGoal: 'ประตูจากจุดโทษ',
    missedPenalty: 'ยิงจุดโทษพลาด',
    yellowCard: 'ใบเหลือง',
    redCard: 'ใบแดง',
    substitution: 'เปลี่ยนตัว',
    varReview: 'ตรวจสอบ VAR',
    other: 'เหตุการณ์',
  },
};
