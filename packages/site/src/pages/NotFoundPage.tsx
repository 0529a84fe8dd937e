import type { Dictionary } from '../i18n/index.js';
import type { NotFoundPageModel } from '../model/pages.js';
import { MessagePage } from './MessagePage.js';

export function NotFoundPage({ page, t }: { page: NotFoundPageModel; t: Dictionary }) {
  return (
    <MessagePage
      code={404}
      heading={t.notFound.heading}
      text={t.notFound.text}
      lang={page.meta.lang}
      backHome={t.notFound.backHome}
    />
  );
}
