import { PERIODS } from '@tribune/livescore';
import { RealtimeError } from '@tribune/realtime';
import { z } from 'zod';
import { textProblem } from '../../http/textInput.js';
import { formatIssues, summarizeIssues } from '../feed/issues.js';
import { resolveLanguage } from '../languages.js';

/**
 * RPC payloads are validated like every input that crosses a boundary. Extra fields are
 * ignored (a newer widget may send more); a wrong one is answered with the protocol's
 * "bad request" (107) and a message naming the field. Any language tag is accepted and
 * resolved to a widget language (English when unsupported), as the widget itself does.
 */
const lang = z
  .string()
  .regex(
    /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/,
    'expected a language code such as en or pt-BR',
  )
  .transform(resolveLanguage);

const getMatchesPayload = z.object({
  lang,
  period: z.enum(PERIODS),
});

const getMatchDetailPayload = z.object({
  slug: z
    .string()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    // A NUL makes PostgreSQL fail the query, as the HTTP guard refuses it (http/textInput.ts).
    .refine((slug) => textProblem(slug) === null, 'must not contain a NUL or a lone surrogate'),
  lang,
});

/** The protocol's "bad request" reply error. */
export const BAD_REQUEST = 107;
/** An application error code (400–1999 are the application's): no match has that slug. */
export const MATCH_NOT_FOUND = 404;

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  // No data at all reads as an empty object, so the answer names each missing field.
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const detail = summarizeIssues(formatIssues(result.error)).replace(/^\(body\)/, '(data)');
  throw new RealtimeError(BAD_REQUEST, `bad request: ${detail}`);
}

export const parseGetMatches = (data: unknown) => parse(getMatchesPayload, data);
export const parseGetMatchDetail = (data: unknown) => parse(getMatchDetailPayload, data);
