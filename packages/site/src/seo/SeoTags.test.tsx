import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './jsonLd.js';
import type { PageSeo } from './pageSeo.js';
import { SeoTags } from './SeoTags.js';

/** Server HTML of the tags, read back by the browser's HTML parser. */
function parseHead(seo: PageSeo): HTMLHeadElement {
  const html = renderToStaticMarkup(<SeoTags seo={seo} nonce="n0nce" />);
  return new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html').head;
}

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!-- <script>',
  ']]> & &amp; "quotes" \'apostrophes\'',
  'line\u2028separator\u2029paragraph',
];

describe('serializeJsonLd', () => {
  it('writes no character that could end the script element or open markup', () => {
    for (const text of HOSTILE) {
      const json = serializeJsonLd({ headline: text });
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({ headline: text });
    }
  });

  it('keeps any data identical for a JSON reader', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(serializeJsonLd(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('SeoTags', () => {
  it('keeps hostile text inside its JSON-LD block and its meta attributes', () => {
    const headline = HOSTILE.join(' ');
    const head = parseHead({
      meta: [
        { property: 'og:title', content: headline },
        { name: 'twitter:title', content: headline },
      ],
      jsonLd: [
        { '@type': 'NewsArticle', headline },
        { '@type': 'WebSite', name: headline },
      ],
      feed: { href: '/fr/feed.xml', title: 'Tribune : les derniers articles' },
    });
    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script.type).toBe('application/ld+json');
      expect(script.getAttribute('nonce')).toBe('n0nce');
    }
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({ '@type': 'NewsArticle', headline });
    expect(JSON.parse(scripts[1]!.textContent ?? '')).toEqual({
      '@type': 'WebSite',
      name: headline,
    });
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(headline);
    expect(head.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toBe(
      headline,
    );
    // Nothing but what was asked for reached the head.
    expect([...head.children].map((el) => el.tagName)).toEqual([
      'META',
      'META',
      'LINK',
      'SCRIPT',
      'SCRIPT',
    ]);
    const feed = head.querySelector('link[rel="alternate"]');
    expect(feed?.getAttribute('type')).toBe('application/rss+xml');
    expect(feed?.getAttribute('href')).toBe('/fr/feed.xml');
  });
});
