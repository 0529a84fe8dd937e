import { DEFAULTS } from './Defaults.js';
import { plainText } from './PlainText.js';

/**
 * Navigation templates (spec 3.2): `{{title}}`, `{{description}}` and `{{paramsN}}` /
 * `{{paramN}}` with N from 1 to 10. Values are reduced to plain text and HTML-escaped before
 * they enter the template, since titles and params are editor text shown inside markup; a
 * param is cut to its own `l` (default 500 characters).
 */
export interface TemplateSlide {
  title: string;
  description: string;
  params: readonly { v: string; l: number }[];
}

const PLACEHOLDER = /\{\{\s*(title|description|params?(\d+))\s*\}\}/g;

export function fillTemplate(template: string, slide: TemplateSlide): string {
  return template.replace(PLACEHOLDER, (_match, name: string, n: string | undefined) => {
    if (name === 'title') return escapeHtml(plainText(slide.title));
    if (name === 'description') return escapeHtml(plainText(slide.description));
    const index = Number(n);
    if (index < 1 || index > DEFAULTS.maxParams) return '';
    return escapeHtml(paramText(slide.params[index - 1]));
  });
}

/** A param's text: plain text, at most `l` characters (default 500). */
export function paramText(param: { v: string; l?: number } | undefined): string {
  if (!param) return '';
  const limit = param.l && param.l > 0 ? param.l : DEFAULTS.paramTextLimit;
  return Array.from(plainText(param.v)).slice(0, limit).join('');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
