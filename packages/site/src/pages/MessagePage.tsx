import type { Lang } from '../i18n/languages.js';
import { ParsedMark } from '../layout/ParsedMark.js';

export interface MessagePageProps {
  /** The status shown large above the heading ("404", "500"). */
  code: string | number;
  heading: string;
  text: string;
  /** The page's language, for the link back to its home. */
  lang: Lang;
  backHome: string;
  /** A line under the text, e.g. the error reference of a server error. */
  note?: string;
}

/**
 * A short page that says what went wrong and leads back home (the 404 and error pages). Its
 * centred content shows once parsed (site.css), so a slow network moves none of it.
 */
export function MessagePage({ code, heading, text, lang, backHome, note }: MessagePageProps) {
  return (
    <>
      <section className="message-page" aria-labelledby="message-title">
        <p className="message-page__code">{code}</p>
        <h1 id="message-title">{heading}</h1>
        <p>{text}</p>
        {note ? <p className="message-page__note">{note}</p> : null}
        <p>
          <a className="button" href={`/${lang}/`}>
            {backHome}
          </a>
        </p>
      </section>
      <ParsedMark />
    </>
  );
}
