/**
 * Anti-spam scoring (spec 7.4, 9.9; design.md section 6). A submission collects points for
 * every sign that no person wrote it; at SPAM_THRESHOLD it is stored as spam (never shown).
 * The evidence is the honeypot, the page stamp `ak_js` (the page's load time, set by the inline
 * script) and the `ak_` timing fields the page adds on submit. The table, with its reasons:
 *
 * | rule              | points | when                                                          |
 * |-------------------|-------:|---------------------------------------------------------------|
 * | honeypot          |     10 | the hidden `ak_hp_textarea` is not empty                      |
 * | stampMalformed    |      5 | `ak_js` is present but not a time in ms                        |
 * | stampFuture       |      5 | `ak_js` is more than STAMP_FUTURE_MS ahead of the server clock |
 * | stampStale        |      5 | `ak_js` is more than STAMP_MAX_AGE_MS old (forms expire before)|
 * | tooFast           |      5 | sent less than MIN_HUMAN_MS after the page loaded              |
 * | noInteraction     |      5 | timing says no key, click, move, touch or scroll, and the     |
 * |                   |        | comment is at least LONG_COMMENT characters                   |
 * | timingMalformed   |      3 | a timing field is not what the page's collector writes        |
 * | timingWithoutStamp|      3 | timing fields without the page stamp (the script always runs  |
 * |                   |        | before the collector exists)                                  |
 *
 * Without JavaScript there is neither stamp nor timing: such a submission is judged on the
 * honeypot alone and then goes through moderation like any other.
 */

export const SPAM_THRESHOLD = 5;
/** Nobody reads an article and writes a comment in less time. */
export const MIN_HUMAN_MS = 3000;
/** Client clocks drift; beyond an hour ahead the stamp is made up. */
export const STAMP_FUTURE_MS = 60 * 60 * 1000;
/** Form nonces last 12 hours; a stamp older than a day did not come from a live form. */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Short replies ("+1", "Merci !") can come from an autofill and a tap we did not see. */
export const LONG_COMMENT = 20;
/** Spec 9.9: the collector sends at most 100 samples per field. */
export const MAX_SAMPLES = 100;

export type SpamReason =
  | 'honeypot'
  | 'stampMalformed'
  | 'stampFuture'
  | 'stampStale'
  | 'tooFast'
  | 'noInteraction'
  | 'timingMalformed'
  | 'timingWithoutStamp';

const POINTS: Record<SpamReason, number> = {
  honeypot: 10,
  stampMalformed: 5,
  stampFuture: 5,
  stampStale: 5,
  tooFast: 5,
  noInteraction: 5,
  timingMalformed: 3,
  timingWithoutStamp: 3,
};

export interface SpamEvidence {
  honeypot: string;
  /** `ak_js` as posted ('' when absent). */
  stamp: string;
  /** The other `ak_` fields as posted. */
  timing: Record<string, string>;
  /** Length of the cleaned comment text. */
  commentLength: number;
  /** Server time the submission arrived, ms. */
  receivedAt: number;
}

export interface SpamVerdict {
  score: number;
  spam: boolean;
  reasons: SpamReason[];
}

const COUNT_FIELDS = ['ak_bkpc', 'ak_bmcc', 'ak_bmmc', 'ak_btmc', 'ak_bsc', 'ak_btec'] as const;
const SAMPLE_FIELDS = ['ak_bkp', 'ak_bmc', 'ak_bte', 'ak_bmm'] as const;
const INDEX_FIELDS = ['ak_bmk', 'ak_bck'] as const;
const TIME_FIELDS = ['ak_bib', 'ak_bfs'] as const;

const TIME = /^\d{10,16}$/;
const COUNT = /^\d{1,9}$/;
const SAMPLE = /^-?\d{1,9}(,-?\d{1,9})?$/;

/** `a,b;a,b;…` (a trailing `;` allowed) with at most MAX_SAMPLES entries, or null. */
export function parseSamples(value: string): number[][] | null {
  const entries = value.split(';').filter((entry) => entry !== '');
  if (entries.length > MAX_SAMPLES) return null;
  if (!entries.every((entry) => SAMPLE.test(entry))) return null;
  return entries.map((entry) => entry.split(',').map(Number));
}

function timingIsWellFormed(timing: Record<string, string>): boolean {
  const value = (name: string) => timing[name] ?? '';
  return (
    COUNT_FIELDS.every((name) => value(name) === '' || COUNT.test(value(name))) &&
    TIME_FIELDS.every((name) => value(name) === '' || TIME.test(value(name))) &&
    SAMPLE_FIELDS.every((name) => parseSamples(value(name)) !== null) &&
    INDEX_FIELDS.every((name) => parseSamples(value(name)) !== null)
  );
}

/** Keys, clicks, mouse moves, touches, touch moves and scrolls, all together. */
function interactions(timing: Record<string, string>): number {
  return COUNT_FIELDS.reduce((sum, name) => sum + (Number(timing[name]) || 0), 0);
}

export function scoreSpam(evidence: SpamEvidence): SpamVerdict {
  const reasons: SpamReason[] = [];
  const { timing, receivedAt } = evidence;
  const hasTiming = Object.keys(timing).length > 0;
  const submittedAt = TIME.test(timing.ak_bfs ?? '') ? Number(timing.ak_bfs) : null;

  if (evidence.honeypot.trim() !== '') reasons.push('honeypot');

  const stampText = evidence.stamp.trim();
  if (stampText !== '') {
    if (!TIME.test(stampText)) reasons.push('stampMalformed');
    else {
      const stamp = Number(stampText);
      if (stamp > receivedAt + STAMP_FUTURE_MS) reasons.push('stampFuture');
      else if (stamp < receivedAt - STAMP_MAX_AGE_MS) reasons.push('stampStale');
      // Both times from the reader's clock when the collector ran; else the server's.
      const elapsed = (submittedAt ?? receivedAt) - stamp;
      if (elapsed >= 0 && elapsed < MIN_HUMAN_MS) reasons.push('tooFast');
    }
  } else if (hasTiming) {
    reasons.push('timingWithoutStamp');
  }

  if (hasTiming) {
    if (!timingIsWellFormed(timing)) reasons.push('timingMalformed');
    else if (interactions(timing) === 0 && evidence.commentLength >= LONG_COMMENT) {
      reasons.push('noInteraction');
    }
  }

  const score = reasons.reduce((sum, reason) => sum + POINTS[reason], 0);
  return { score, spam: score >= SPAM_THRESHOLD, reasons };
}
