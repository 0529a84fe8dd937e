import { errorBody } from '../http/errors.js';

/**
 * Every error the gallery ajax action answers with (one table, as `http/errors.ts`): a stable
 * code, the status and a message a person can act on. Bodies are `{statusCode, code, message}`,
 * plus `field` when one form field is at fault.
 */
export const GALLERY_ERRORS = {
  GALLERY_FIELD: { status: 400, message: 'The field {field} {problem}.' },
  GALLERY_NONCE: {
    status: 403,
    message: 'The nonce is {problem}: reload the page to get a fresh one.',
  },
  GALLERY_NOT_FOUND: { status: 404, message: 'No gallery has the id {id}.' },
  GALLERY_PAGE: {
    status: 404,
    message: 'The gallery has no page {page}: it has {count} page(s).',
  },
} as const;

export type GalleryErrorCode = keyof typeof GALLERY_ERRORS;

export function galleryError(
  code: GalleryErrorCode,
  values: Record<string, string | number>,
): { status: number; body: ReturnType<typeof errorBody> & { field?: string } } {
  const entry = GALLERY_ERRORS[code];
  const message = entry.message.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
  const body = errorBody(code, message, entry.status);
  return {
    status: entry.status,
    body: typeof values.field === 'string' ? { ...body, field: values.field } : body,
  };
}
