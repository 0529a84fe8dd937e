import type { Dictionary } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import type { ChromeModel, PageMeta } from '../model/pages.js';
import { LanguageLinks } from './LanguageLinks.js';

export function Header({
  meta,
  chrome,
  t,
}: {
  meta: PageMeta;
  chrome: ChromeModel;
  t: Dictionary;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href={`/${meta.lang}/`}>
          <span className="site-header__logo" aria-hidden="true" />
          <span className="site-header__name">{t.site.name}</span>
        </a>
        <Island
          name="PrimaryNav"
          props={{
            label: t.a11y.primaryNavigation,
            toggleLabel: t.header.menuToggle,
            items: chrome.menu,
            currentPath: chrome.currentPath,
          }}
        />
        <nav className="site-header__languages" aria-label={t.a11y.languageSwitcher}>
          <LanguageLinks languages={chrome.languages} />
        </nav>
      </div>
    </header>
  );
}
