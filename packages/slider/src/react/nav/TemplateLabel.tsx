import { safeHtml } from '../html/safeHtml.js';

/**
 * The body of a navigation button drawn by a template (`html`), named by its content: the
 * control's words for screen readers only, then the template's visible text. WCAG 2.5.3
 * ("label in name") asks that a control's accessible name contain the text it shows, so a
 * speech user can say what they see; an `aria-label` over a template's titles would not.
 * The template is module data: it is shown as the sanitiser leaves it (never without it).
 */
export function TemplateLabel({ label, html }: { label: string; html: string }) {
  return (
    <>
      <span className="sr7-sr">{`${label} – `}</span>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised (safeHtml); fillTemplate escapes the slide texts. */}
      <span dangerouslySetInnerHTML={safeHtml(html)} />
    </>
  );
}
