import { type Dictionary, fillTemplate } from '../i18n/index.js';
import type { Lang } from '../i18n/languages.js';
import { INFO_PAGE_KEYS, infoPagePath } from '../info/infoPages.js';
import { Island } from '../islands/Island.js';
import type { ChromeModel } from '../model/pages.js';
import { LanguageLinks } from './LanguageLinks.js';

export function Footer({
  chrome,
  lang,
  t,
  year,
}: {
  chrome: ChromeModel;
  lang: Lang;
  t: Dictionary;
  year: number;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{t.site.name}</p>
        <p className="site-footer__about">{t.footer.about}</p>
        <nav className="site-footer__explore" aria-labelledby="footer-explore">
          <p className="site-footer__heading" id="footer-explore">
            {t.sliderDemo.footerHeading}
          </p>
          <a href={`/${lang}/demo/slider`}>{t.sliderDemo.footerLink}</a>
        </nav>
        <nav className="site-footer__about-links" aria-labelledby="footer-about">
          <p className="site-footer__heading" id="footer-about">
            {t.footer.aboutHeading}
          </p>
          <ul>
            {INFO_PAGE_KEYS.map((key) => (
              <li key={key}>
                <a href={infoPagePath(key, lang)}>{t.footer.infoLinks[key]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__languages">
          <p className="site-footer__heading">{t.footer.languagesHeading}</p>
          <LanguageLinks languages={chrome.languages} />
        </div>
        <p className="site-footer__copyright">{fillTemplate(t.footer.copyright, { year })}</p>
        <div className="site-footer__top">
          <Island name="BackToTop" props={{ label: t.helpers.backToTop }} />
        </div>
      </div>
    </footer>
  );
}
