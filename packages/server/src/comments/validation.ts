import { z } from 'zod';
import { parseRowId } from '../db/ids.js';
import type { SubmittedFields } from './commentFields.js';

/**
 * Limits of the usual CMS comment form, in UTF-16 code units (what the browser's `maxlength`
 * counts, so the form and the server agree).
 */
export const COMMENT_LIMITS = { comment: 65525, author: 245, email: 100, url: 200 } as const;

export type ReaderField = keyof typeof COMMENT_LIMITS;
/** Every field that can be refused, under the name the form posts it with. */
export type CheckedField = ReaderField | 'comment_post_ID' | 'comment_parent';
export type FieldErrorCode = 'required' | 'tooLong' | 'invalid';

export interface FieldError {
  code: FieldErrorCode;
  max?: number;
}

export type FieldErrors = Partial<Record<CheckedField, FieldError>>;

/** A submission whose fields are well-formed (the article and parent are checked later). */
export interface CleanComment {
  comment: string;
  author: string;
  /** Lower-cased: moderation recognises a returning author by it. */
  email: string;
  url: string | null;
  postId: number;
  /** 0 for a new thread. */
  parentId: number;
}

export type Validation =
  | { ok: true; value: CleanComment }
  /** The ids, when readable, still say which page to show the errors on. */
  | { ok: false; errors: FieldErrors; postId: number | null; parentId: number | null };

const schemas = {
  comment: z.string().min(1, 'required').max(COMMENT_LIMITS.comment, 'tooLong'),
  author: z.string().min(1, 'required').max(COMMENT_LIMITS.author, 'tooLong'),
  email: z.email({ error: 'invalid' }).min(1, 'required').max(COMMENT_LIMITS.email, 'tooLong'),
  url: z.string().max(COMMENT_LIMITS.url, 'tooLong'),
} satisfies Record<ReaderField, z.ZodType>;

/** When a value breaks several rules, the first of these is reported. */
const PRIORITY: FieldErrorCode[] = ['required', 'tooLong', 'invalid'];

/** Control characters other than tab and line feed: never meaningful in a comment. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, line breaks included.
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]+/g;

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). They
 * reorder what follows on screen, so a name can pass for another one or a comment show text
 * other than what it holds, and what they leave unclosed spills into the page around them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/** The comment text: line breaks normalised to \n (as `maxlength` counts them), trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(BIDI_CONTROL, '').trim();
}

/** A one-line field: control characters and line breaks become spaces, then trimmed. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_OR_BREAK, ' ').replace(BIDI_CONTROL, '').trim();
}

/**
 * An author's web address: http or https only. A bare host ("example.com") is read as https.
 * Returns the normalised URL, '' when empty, or null when it is not a web address.
 */
export function normaliseUrl(value: string): string | null {
  if (value === '') return '';
  if (/\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || url.hostname.startsWith('.')) return null;
  return url.href;
}

function firstProblem(schema: z.ZodType, value: string, max: number): FieldError | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const codes = new Set(result.error.issues.map((issue) => issue.message));
  const code = PRIORITY.find((candidate) => codes.has(candidate)) ?? 'invalid';
  return code === 'tooLong' ? { code, max } : { code };
}

/** An article or comment id: digits, at most the largest a row may have (`db/ids.ts`). */
function parseId(value: string, allowZero: boolean): number | null {
  const text = value.trim();
  if (text === '' && allowZero) return 0;
  const id = parseRowId(text);
  return id !== null && (id > 0 || allowZero) ? id : null;
}

/** Checks the shape of every field and reports all problems at once. */
export function validateComment(fields: SubmittedFields): Validation {
  const errors: FieldErrors = {};
  const comment = cleanText(fields.comment);
  const author = cleanLine(fields.author);
  const email = cleanLine(fields.email).toLowerCase();
  const url = normaliseUrl(cleanLine(fields.url));

  const check = (name: ReaderField, value: string) => {
    const problem = firstProblem(schemas[name], value, COMMENT_LIMITS[name]);
    if (problem) errors[name] = problem;
  };
  check('comment', comment);
  check('author', author);
  check('email', email);
  if (url === null) errors.url = { code: 'invalid' };
  else check('url', url);

  const postId = parseId(fields.postId, false);
  if (postId === null) errors.comment_post_ID = { code: 'invalid' };
  const parentId = parseId(fields.parentId, true);
  if (parentId === null) errors.comment_parent = { code: 'invalid' };

  if (Object.keys(errors).length > 0 || postId === null || parentId === null || url === null) {
    return { ok: false, errors, postId, parentId };
  }
  return { ok: true, value: { comment, author, email, url: url || null, postId, parentId } };
}
