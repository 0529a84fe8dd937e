/**
 * The fields of `POST /comments` (design.md section 3), read from a form-encoded (or JSON) body
 * as strings. Anything missing reads as ''; a repeated field counts once (its first value).
 */
export interface SubmittedFields {
  comment: string;
  author: string;
  email: string;
  url: string;
  /** `comment_post_ID`: the article translation's id. */
  postId: string;
  /** `comment_parent`: '' or '0' for a new thread. */
  parentId: string;
  nonce: string;
  /** The honeypot `ak_hp_textarea`: people never see it, so it must stay empty. */
  honeypot: string;
  /** `ak_js`: the page's load time in ms, stamped by the page's inline script. */
  stamp: string;
  /** Every other `ak_` field: the timing data added on submit. */
  timing: Record<string, string>;
}

export const HONEYPOT_FIELD = 'ak_hp_textarea';
export const STAMP_FIELD = 'ak_js';
export const NONCE_FIELD = 'nonce';
/** The nonce action of comment forms. */
export const COMMENT_NONCE_ACTION = 'comment';

/** No timing field is anywhere near this long (100 samples of two numbers). */
const MAX_TIMING_VALUE = 4000;
const MAX_TIMING_FIELDS = 32;

export function readSubmittedFields(body: unknown): SubmittedFields {
  const source =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const text = (name: string): string => {
    const value = Array.isArray(source[name]) ? (source[name] as unknown[])[0] : source[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const timing: Record<string, string> = {};
  for (const name of Object.keys(source)) {
    if (Object.keys(timing).length >= MAX_TIMING_FIELDS) break;
    if (!name.startsWith('ak_') || name === HONEYPOT_FIELD || name === STAMP_FIELD) continue;
    timing[name] = text(name).slice(0, MAX_TIMING_VALUE);
  }
  return {
    comment: text('comment'),
    author: text('author'),
    email: text('email'),
    url: text('url'),
    postId: text('comment_post_ID'),
    parentId: text('comment_parent'),
    nonce: text(NONCE_FIELD),
    honeypot: text(HONEYPOT_FIELD),
    stamp: text(STAMP_FIELD),
    timing,
  };
}
