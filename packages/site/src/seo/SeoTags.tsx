import { serializeJsonLd } from './jsonLd.js';
import type { PageSeo } from './pageSeo.js';

/**
 * The `<head>` part of a page's SEO: OpenGraph and Twitter card tags, the RSS feed link and the
 * JSON-LD blocks. JSON-LD is data and never runs, but it is an inline `<script>`: it carries the
 * page's CSP nonce so the policy stays "every inline script has the nonce", and its JSON is
 * escaped so no text inside can end the element (jsonLd.ts).
 */
export function SeoTags({ seo, nonce }: { seo: PageSeo; nonce: string }) {
  return (
    <>
      {seo.meta.map((tag, index) =>
        'property' in tag ? (
          // Several tags share a property (og:locale:alternate): their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once on the server.
          <meta key={index} property={tag.property} content={tag.content} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <meta key={index} name={tag.name} content={tag.content} />
        ),
      )}
      {seo.feed && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={seo.feed.title}
          href={seo.feed.href}
        />
      )}
      {seo.jsonLd.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          key={index}
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd so it cannot leave the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
