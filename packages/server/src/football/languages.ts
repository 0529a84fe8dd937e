/**
 * The widget's languages and how a requested language is resolved (an exact match, else its
 * primary subtag, else English) are the widget's own rules: the server answers in the language
 * the widget would show, so it uses the widget's list rather than a copy.
 */
export {
  DEFAULT_LANGUAGE as FALLBACK_LANGUAGE,
  LANGUAGES as WIDGET_LANGUAGES,
  type Language as WidgetLanguage,
  resolveLanguage,
} from '@tribune/livescore';
