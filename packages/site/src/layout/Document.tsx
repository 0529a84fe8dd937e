import type { ReactNode } from 'react';
import type { Dictionary } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import type { ChromeModel, PageMeta } from '../model/pages.js';
import type { PageSeo } from '../seo/pageSeo.js';
import { SeoTags } from '../seo/SeoTags.js';
import { Footer } from './Footer.js';
import { ParsedMark } from './ParsedMark.js';
import { pageBootstrapSource } from './pageBootstrap.js';
import { SkipLink } from './SkipLink.js';

/** Stylesheets and, in development, Vite's client scripts. */
export interface DocumentAssets {
  stylesheets: string[];
  /** Development only: module scripts (Vite client, React refresh preamble). */
  devScripts: Array<{ src?: string; code?: string }>;
}

export interface DocumentProps {
  meta: PageMeta;
  title: string;
  description: string;
  chrome: ChromeModel;
  t: Dictionary;
  assets: DocumentAssets;
  nonce: string;
  year: number;
  /** OpenGraph, Twitter card, feed link and JSON-LD (seo/pageSeo.ts). */
  seo?: PageSeo;
  children: ReactNode;
}

/** The HTML shell every page shares: head metadata, header, main landmark, footer. */
export function Document(props: DocumentProps) {
  const { meta, title, description, chrome, t, assets, nonce, year, seo, children } = props;
  const defaultAlternate = meta.alternates.find((a) => a.lang === 'fr') ?? meta.alternates[0];
  return (
    <html lang={meta.lang} className="no-js" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={meta.canonical} />
        {meta.alternates.map((alternate) => (
          <link
            key={alternate.lang}
            rel="alternate"
            hrefLang={alternate.lang}
            href={alternate.href}
          />
        ))}
        {defaultAlternate && (
          <link rel="alternate" hrefLang="x-default" href={defaultAlternate.href} />
        )}
        {meta.prev && <link rel="prev" href={meta.prev} />}
        {meta.next && <link rel="next" href={meta.next} />}
        {seo && <SeoTags seo={seo} nonce={nonce} />}
        <meta name="theme-color" content="#111936" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own code, see pageBootstrap.ts.
          dangerouslySetInnerHTML={{ __html: pageBootstrapSource }}
        />
        {assets.devScripts.map((script) =>
          script.src ? (
            <script key={script.src} type="module" src={script.src} nonce={nonce} />
          ) : (
            <script
              key={script.code}
              type="module"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Vite's own development preamble.
              dangerouslySetInnerHTML={{ __html: script.code ?? '' }}
            />
          ),
        )}
      </head>
      <body>
        <SkipLink label={t.a11y.skipToContent} />
        <Island
          name="SiteHeader"
          props={{
            siteName: t.site.name,
            homeHref: `/${meta.lang}/`,
            items: chrome.menu,
            currentPath: chrome.currentPath,
            languages: chrome.languages,
            labels: {
              navigation: t.a11y.primaryNavigation,
              toggle: t.header.menuToggle,
              close: t.header.menuClose,
              submenu: t.header.submenuToggle,
              languages: t.a11y.languageSwitcher,
              mapUnavailable: t.header.mapUnavailable,
            },
            map: {
              tileUrl: chrome.mapTiles?.url ?? null,
              attribution: chrome.mapTiles?.attribution ?? '',
            },
          }}
        />
        <ParsedMark />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer chrome={chrome} lang={meta.lang} t={t} year={year} />
        <ParsedMark />
      </body>
    </html>
  );
}
