import type { Dictionary } from '../i18n/index.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import type { ErrorPageModel } from '../model/pages.js';

export function ErrorPage({ page, t }: { page: ErrorPageModel; t: Dictionary }) {
  const bad = page.status === 400;
  return (
    <>
      <section className="message-page" aria-labelledby="message-title">
        <p className="message-page__code">{page.status}</p>
        <h1 id="message-title">{bad ? t.errors.badRequestTitle : t.errors.serverErrorTitle}</h1>
        <p>{bad ? t.errors.badRequestText : t.errors.serverErrorText}</p>
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
