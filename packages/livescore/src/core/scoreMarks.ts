import type { TimerId, TimerProvider } from './timers.js';

export type ScoreMark = 'up' | 'down';
export type Side = 'home' | 'away';

/** The marks of one match's two scores. */
export interface MatchMarks {
  home: ScoreMark | null;
  away: ScoreMark | null;
}

/**
 * How long a mark stays (spec 4.5, 9.8): a goal is news for 45 s, a goal taken back (VAR, a
 * feed correction) for 8 s.
 * @default { up: 45000, down: 8000 }
 */
export interface MarkDurations {
  up: number;
  down: number;
}

export const MARK_DURATIONS: MarkDurations = { up: 45_000, down: 8_000 };

/** Which way a score moved; a score appearing counts from 0 (kick-off 0 is no change). */
export function scoreDirection(before: number | null, after: number | null): ScoreMark | null {
  if (after === null) return null;
  const from = before ?? 0;
  if (after > from) return 'up';
  if (after < from) return 'down';
  return null;
}

/**
 * The marks of every match, each cleared by its own timer; a new change on the same side
 * replaces the old mark and its timer. Setting a mark is silent (the caller publishes it with
 * the score that caused it, in one state change); a mark expiring reports through `onChange`.
 */
export function createScoreMarks(
  timers: TimerProvider,
  durations: MarkDurations,
  onChange: (marks: Readonly<Record<string, MatchMarks>>) => void,
) {
  let marks: Readonly<Record<string, MatchMarks>> = {};
  const pending = new Map<string, TimerId>();

  function set(slug: string, side: Side, mark: ScoreMark | null): void {
    const current = marks[slug] ?? { home: null, away: null };
    const next = { ...current, [side]: mark };
    const all = { ...marks };
    if (next.home === null && next.away === null) delete all[slug];
    else all[slug] = next;
    marks = all;
  }

  return {
    get: () => marks,
    mark(slug: string, side: Side, mark: ScoreMark): void {
      const key = `${slug}\u0000${side}`;
      timers.clearTimeout(pending.get(key));
      pending.set(
        key,
        timers.setTimeout(() => {
          pending.delete(key);
          set(slug, side, null);
          onChange(marks);
        }, durations[mark]),
      );
      set(slug, side, mark);
    },
    clearAll(): void {
      for (const id of pending.values()) timers.clearTimeout(id);
      pending.clear();
      marks = {};
    },
  };
}

export type ScoreMarks = ReturnType<typeof createScoreMarks>;
