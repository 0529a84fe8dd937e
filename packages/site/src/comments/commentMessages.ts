import { fillTemplate, formatNumber, formatPlural } from '../i18n/format.js';
import type { Lang } from '../i18n/languages.js';
import type { CommentFieldError, CommentFieldName, CommentFormError } from './model.js';
import type { CommentStrings } from './strings.js';

/** The sentence shown next to a refused field, in the page's language. */
export function fieldErrorMessage(
  field: CommentFieldName,
  error: CommentFieldError,
  strings: CommentStrings,
  lang: Lang,
): string {
  const messages = strings.fieldErrors;
  if (error.code === 'tooLong') {
    return fillTemplate(messages.tooLong, {
      field: strings.labels[field],
      max: formatNumber(lang, error.max ?? 0),
    });
  }
  switch (field) {
    case 'comment':
      return messages.commentRequired;
    case 'author':
      return messages.authorRequired;
    case 'email':
      return error.code === 'required' ? messages.emailRequired : messages.emailInvalid;
    case 'url':
      return messages.urlInvalid;
  }
}

/** The sentence for a problem with the submission as a whole. */
export function formErrorMessage(
  error: CommentFormError,
  strings: CommentStrings,
  lang: Lang,
): string {
  const messages = strings.formErrors;
  if (error.code === 'rateLimited') {
    return formatPlural(lang, messages.rateLimited, Math.max(1, error.retryAfter ?? 15));
  }
  return messages[error.code];
}
