import {
  COMMENT_FIELD_NAMES,
  type CommentErrorResponse,
  type CommentFieldErrors,
  type CommentFieldName,
  type CommentFormError,
  type PostedCommentResponse,
} from './model.js';

export type SubmitOutcome =
  | { kind: 'posted'; response: PostedCommentResponse }
  | {
      kind: 'refused';
      errors: CommentFieldErrors;
      formError: CommentFormError | null;
      /** A fresh nonce when the server sent one (it does with every refusal). */
      nonce: string | null;
    }
  /** The request never got an answer: the caller falls back to the plain form POST. */
  | { kind: 'offline' };

/**
 * Posts the form's fields as the no-JavaScript form would, but asks for JSON
 * (design.md section 3: `POST /comments` answers JSON to `Accept: application/json`).
 */
export async function submitComment(
  action: string,
  fields: URLSearchParams,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(action, {
      method: 'POST',
      body: fields,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'offline' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page, say: reported below as unexpected.
  }
  if (response.status === 201 && isPosted(body)) return { kind: 'posted', response: body };
  return readRefusal(response.status, (body ?? {}) as Partial<CommentErrorResponse>);
}

function isPosted(body: unknown): body is PostedCommentResponse {
  const value = body as Partial<PostedCommentResponse> | null;
  return typeof value?.comment?.id === 'number' && typeof value.nonce === 'string';
}

/** Turns the server's JSON error into what the form shows. */
export function readRefusal(
  status: number,
  body: Partial<CommentErrorResponse>,
): Extract<SubmitOutcome, { kind: 'refused' }> {
  const errors: CommentFieldErrors = {};
  const given = body.errors ?? {};
  for (const name of COMMENT_FIELD_NAMES) {
    const error = given[name];
    if (!error) continue;
    const code = error.code === 'required' || error.code === 'tooLong' ? error.code : 'invalid';
    errors[name as CommentFieldName] =
      error.max === undefined ? { code } : { code, max: error.max };
  }
  let formError: CommentFormError | null = null;
  if (body.code === 'COMMENT_NONCE') formError = { code: 'nonce' };
  else if (status === 429) formError = { code: 'rateLimited', retryAfter: body.retryAfter ?? 15 };
  else if (given.comment_parent) formError = { code: 'parent' };
  else if (given.comment_post_ID) formError = { code: 'closed' };
  else if (status >= 500) formError = { code: 'storeFailed' };
  else if (Object.keys(errors).length === 0) formError = { code: 'unexpected' };
  return {
    kind: 'refused',
    errors,
    formError,
    nonce: typeof body.nonce === 'string' ? body.nonce : null,
  };
}

/** The form's current fields (the timing fields included once the submit event added them). */
export function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  return fields;
}
