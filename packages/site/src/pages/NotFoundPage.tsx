import type { Dictionary } from '../i18n/index.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import type { NotFoundPageModel } from '../model/pages.js';

export function NotFoundPage({ page, t }: { page: NotFoundPageModel; t: Dictionary }) {
  return (
    <>
      <section className="message-page" aria-labelledby="message-title">
        <p className="message-page__code">404</p>
        <h1 id="message-title">{t.notFound.heading}</h1>
        <p>{t.notFound.text}</p>
        <p>
          <a className="button" href={`/${page.meta.lang}/`}>
            {t.notFound.backHome}
          </a>
        </p>
      </section>
      <ParsedMark />
    </>
  );
}
