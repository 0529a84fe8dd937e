import type { Match } from './contract.js';

/** What the score block shows for one side: the goals, or '-' (spec 4.5). */
export function scoreText(stage: string, score: unknown): string {
  if (stage === 'plan' || !isScore(score)) return '-';
  return String(score);
}

export function isScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isFinite(score);
}

/** The leading side, highlighted green; none before kick-off, on a draw or without scores. */
export function leader(match: Pick<Match, 'stage' | 'home' | 'away'>): 'home' | 'away' | null {
  const { stage, home, away } = match;
  if (stage === 'plan' || !isScore(home.score) || !isScore(away.score)) return null;
  if (home.score === away.score) return null;
  return home.score > away.score ? 'home' : 'away';
}
