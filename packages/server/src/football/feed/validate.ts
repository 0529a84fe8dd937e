import type { z } from 'zod';
import { FeedError } from './errors.js';
import { formatIssues, summarizeIssues } from './issues.js';
import {
  type FeedMatch,
  type FeedUpdate,
  feedMatchesSchema,
  feedUpdatesSchema,
} from './schemas.js';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const issues = formatIssues(result.error);
  throw new FeedError('FEED_INVALID', { detail: summarizeIssues(issues) }, issues);
}

/** The body of `POST /api/feed/matches`, or a FeedError naming every wrong field. */
export function parseFeedMatches(body: unknown): FeedMatch[] {
  return parse(feedMatchesSchema, body);
}

/** The body of `POST /api/feed/updates`, or a FeedError naming every wrong field. */
export function parseFeedUpdates(body: unknown): FeedUpdate[] {
  return parse(feedUpdatesSchema, body);
}
