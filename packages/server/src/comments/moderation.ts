import type { CommentStatus } from '../db/schema.js';
import type { SpamVerdict } from './spamScore.js';

/**
 * The status a new comment gets: spam when the anti-spam score says so; otherwise approved when
 * its email address already has an approved comment, and held for moderation (pending) when it
 * is that address's first.
 */
export function moderate(verdict: SpamVerdict, emailHasApprovedComment: boolean): CommentStatus {
  if (verdict.spam) return 'spam';
  return emailHasApprovedComment ? 'approved' : 'pending';
}
