import type { ModuleIssue } from '@tribune/slider';

/**
 * Every error the slider routes and client actions answer with, in one table (the way of
 * `http/errors.ts`): a stable code, the status and a message a person can act on. Bodies are
 * `{success: false, statusCode, code, message}`, plus `field` when one input is at fault and
 * `issues` (every `{path, message}`) when module data is refused.
 *
 * `success: false` is what the engine reads (spec 7.1): the browser then logs
 * "{alias} Could not be Loaded from DB" and shows nothing.
 */
export const SLIDER_ERRORS = {
  SLIDER_FIELD: { status: 400, message: 'The {where} {field} {problem}.' },
  SLIDER_DATA_JSON: { status: 400, message: 'The field data is not valid JSON: {problem}.' },
  SLIDER_CLIENT_ACTION: {
    status: 400,
    message: 'Unknown client_action "{action}". Known client actions: {known}.',
  },
  SLIDER_NONCE: {
    status: 403,
    message:
      'The nonce is {problem}: {action} is a backend request and needs a slider-backend nonce.',
  },
  SLIDER_NOT_FOUND: { status: 404, message: 'No slider module has the {by} "{ref}".' },
  SLIDER_SLIDE_NOT_FOUND: { status: 404, message: 'The module "{alias}" has no slide "{slide}".' },
  SLIDER_NO_STREAM: {
    status: 404,
    message: 'The module "{alias}" has no stream source (settings.source.type is not set).',
  },
  SLIDER_STREAM_TYPE: {
    status: 404,
    message:
      'The module "{alias}" is fed by a "{type}" stream, which Tribune cannot read (stream types: {known}).',
  },
  SLIDER_STREAM_FAILED: {
    status: 502,
    message: 'The {label} stream of the module "{alias}" could not be loaded: {problem}.',
  },
  SLIDER_NOT_MODAL: {
    status: 404,
    message: 'The module "{alias}" is not a modal (settings.useAsModal is off).',
  },
  SLIDER_STORED_INVALID: {
    status: 404,
    message:
      'The module "{alias}" is stored with data the engine cannot show ({problem}); save it again.',
  },
  SLIDER_INVALID_MODULE: {
    status: 400,
    message: 'The module data has {count}: {list}.',
  },
  SLIDER_ALIAS_TAKEN: {
    status: 409,
    message:
      'A module with the alias "{alias}" exists already; save with replace to overwrite it, or under a free alias such as "{free}".',
  },
} as const;

export type SliderErrorCode = keyof typeof SLIDER_ERRORS;

export interface SliderErrorBody {
  success: false;
  statusCode: number;
  code: SliderErrorCode;
  message: string;
  field?: string;
  issues?: ModuleIssue[];
}

export interface SliderError {
  status: number;
  body: SliderErrorBody;
}

export function sliderError(
  code: SliderErrorCode,
  values: Record<string, string | number> = {},
  extra: { issues?: ModuleIssue[] } = {},
): SliderError {
  const entry = SLIDER_ERRORS[code];
  const message = entry.message.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
  const body: SliderErrorBody = { success: false, statusCode: entry.status, code, message };
  if (typeof values.field === 'string') body.field = values.field;
  if (extra.issues) body.issues = extra.issues;
  return { status: entry.status, body };
}
