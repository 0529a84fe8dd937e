import type { Dictionary } from '../i18n/index.js';
import type { ErrorPageModel } from '../model/pages.js';
import { MessagePage } from './MessagePage.js';

export function ErrorPage({ page, t }: { page: ErrorPageModel; t: Dictionary }) {
  const bad = page.status === 400;
  return (
    <MessagePage
      code={page.status}
      heading={bad ? t.errors.badRequestTitle : t.errors.serverErrorTitle}
      text={bad ? t.errors.badRequestText : t.errors.serverErrorText}
      lang={page.meta.lang}
      backHome={t.notFound.backHome}
      note={!bad && page.requestId ? `${t.errors.reference} ${page.requestId}` : undefined}
    />
  );
}
