import type { ChromeModel } from '../model/pages.js';

/** Links to the current page in each language, each named in its own language. */
export function LanguageLinks({ languages }: { languages: ChromeModel['languages'] }) {
  return (
    <ul className="language-links">
      {languages.map((language) => (
        <li key={language.lang}>
          <a
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            aria-current={language.current ? 'true' : undefined}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
