import { InlineText } from '../components/InlineText.js';
import type { InfoPageModel } from '../model/pages.js';

/** Contact, legal notice, privacy: a title, a lead, then headings and paragraphs. */
export function InfoPage({ page }: { page: InfoPageModel }) {
  return (
    <article className="info-page" aria-labelledby="info-page-title">
      <h1 className="info-page__title" id="info-page-title">
        {page.title}
      </h1>
      <p className="info-page__lead">{page.lead}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="info-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <InlineText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
