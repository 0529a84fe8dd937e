import type { LiveScoreDictionary } from '../dictionary.js';

/** Vietnamese. */
export const vi: LiveScoreDictionary = {
  stages: {
    live: 'Trực tiếp',
    halftime: 'Nghỉ giữa hiệp',
    pause: 'Tạm dừng',
    breakTime: 'Giải lao',
    extraTimeHalftime: 'Nghỉ giữa hiệp phụ',
    penalties: 'Luân lưu',
    resultsOnly: 'Chỉ có kết quả',
    finished: 'Kết thúc',
    finishedOvertime: 'Kết thúc (hiệp phụ)',
    finishedPenalty: 'Kết thúc (luân lưu)',
    awarded: 'Xử thắng',
    cancelled: 'Đã hủy',
    postponed: 'Hoãn',
  },
  notices: {
    noMatches:
      'Hiện không có trận đấu trực tiếp nào và không có trận đấu nào được lên lịch trong 2 ngày tới.',
    closestMatch:
      'Hiện không có trận đấu trực tiếp nào, trận gần nhất là {date} {time} {home} - {away}.',
    detailsLater: 'Thông tin sẽ được cập nhật sau',
    connectionTimeout: 'Hiện không thể kết nối tỉ số trực tiếp. Đang thử lại…',
    offline: 'Bạn đang ngoại tuyến: tỉ số sẽ cập nhật khi có kết nối trở lại.',
  },
  widget: {
    label: 'Tỷ số trực tiếp',
    loading: 'Đang tải trận đấu…',
    logoAlt: 'Biểu trưng {team}',
    scoreSummary: 'Tỷ số: {home} {homeScore}, {away} {awayScore}',
    noScore: 'chưa có tỷ số',
    scoreChanged: 'Cập nhật tỷ số: {home} {homeScore}, {away} {awayScore}',
    details: 'Chi tiết trận đấu',
  },
  events: {
    goal: 'Bàn thắng',
    ownGoal: 'Phản lưới nhà',
    penaltyGoal: 'Bàn thắng từ chấm phạt đền',
    missedPenalty: 'Đá hỏng phạt đền',
    yellowCard: 'Thẻ vàng',
    redCard: 'Thẻ đỏ',
    substitution: 'Thay người',
    varReview: 'Kiểm tra VAR',
    other: 'Sự kiện',
  },
};
